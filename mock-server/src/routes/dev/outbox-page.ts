/** The outbox as a small readable HTML page (everything escaped; http(s) links made clickable). */
import type { OutboxMessage } from '../../contract/api-types.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escapes the text, then turns http(s) URLs into links (the URL itself is already escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/\bhttps?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #212121; background: #f1f3f6; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.hint { color: #555; margin: 0 0 20px; }
  article { background: #fff; border-radius: 6px; padding: 16px 20px; margin-bottom: 12px; box-shadow: 0 1px 2px rgb(0 0 0 / 12%); }
  header { display: flex; flex-wrap: wrap; gap: 4px 16px; justify-content: space-between; color: #555; font-size: 13px; }
  h2 { font-size: 17px; margin: 6px 0; color: #2874f0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
`;

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
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (${messages.length})</title><style>${styles}</style></head>
<body>
<h1>Outbox</h1>
<p class="hint">Every email and one-time code the mock server sent, newest first. Nothing leaves this machine. The same list as JSON: <code>curl http://localhost:8080/dev/outbox</code></p>
${items}
</body>
</html>
`;
}
