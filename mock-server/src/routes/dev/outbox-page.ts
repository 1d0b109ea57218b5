/** The outbox as a small readable HTML page (everything escaped; http(s) links made clickable). */
import type { OutboxMessage } from '../../contract/api-types.js';
import { escapeHtml, renderDevPage } from './page.js';

/** Escapes the text, then turns http(s) URLs into links (the URL itself is already escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/\bhttps?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * Who sent it, in words: anyone may call POST /send-email, so a code planted there must not look like
 * one the server sent.
 */
function sentByLabel(message: OutboxMessage): string {
  return message.sentBy === 'send-email'
    ? 'Sent through POST /send-email by a client (anyone can send these): not a code from this server'
    : 'Sent by the mock server';
}

/** `origin`: where this page was served (the developer tools' own port), for the curl command it shows. */
export function renderOutboxPage(messages: readonly OutboxMessage[], origin: string): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article class="${m.sentBy === 'send-email' ? 'via-send-email' : 'from-server'}">
  <header><span>To: ${escapeHtml(m.to)}</span><span class="sent-by">${sentByLabel(m)}</span><time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></header>
  <h2>${escapeHtml(m.subject)}</h2>
  <pre>${linkify(m.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No messages yet. One-time codes and emails the shop sends will appear here.</p>';
  return renderDevPage({
    title: `Outbox (${messages.length})`,
    heading: 'Outbox',
    hint: `Every email and one-time code the mock server sent, newest first; each says whether the server wrote it or a client sent it through POST /send-email. Nothing leaves this machine. The same list as JSON: <code>curl ${escapeHtml(origin)}/dev/outbox</code>`,
    items,
  });
}
