/** The outbox as a small readable HTML page (everything escaped; http(s) links made clickable). */
import type { OutboxMessage } from '../../contract/api-types.js';
import { escapeHtml, renderDevPage } from './page.js';

/** Escapes the text, then turns http(s) URLs into links (the URL itself is already escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/\bhttps?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
  <header><span>To: ${escapeHtml(m.to)}</span><time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></header>
  <h2>${escapeHtml(m.subject)}</h2>
  <pre>${linkify(m.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No messages yet. One-time codes and emails the shop sends will appear here.</p>';
  return renderDevPage({
    title: `Outbox (${messages.length})`,
    heading: 'Outbox',
    hint: 'Every email and one-time code the mock server sent, newest first. Nothing leaves this machine. The same list as JSON: <code>curl http://localhost:8080/dev/outbox</code>',
    items,
  });
}
