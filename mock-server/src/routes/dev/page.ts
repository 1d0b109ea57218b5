/** The frame of this server's own HTML pages (the outbox, drift, `/`): one stylesheet, everything escaped. */
import type { FastifyRequest } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #212121; background: #f1f3f6; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.hint { color: #555; margin: 0 0 20px; }
  article { background: #fff; border-radius: 6px; padding: 16px 20px; margin-bottom: 12px; box-shadow: 0 1px 2px rgb(0 0 0 / 12%); }
  header { display: flex; flex-wrap: wrap; gap: 4px 16px; justify-content: space-between; color: #555; font-size: 13px; }
  h2 { font-size: 17px; margin: 6px 0; color: #2874f0; }
  article.via-send-email { border-left: 4px solid #c62828; }
  article.via-send-email .sent-by { color: #c62828; font-weight: 600; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
  dt { color: #555; }
  dd { margin: 0; word-break: break-word; }
`;

/** `title`, `heading` and `hint` are escaped here; `items` is HTML the caller has already escaped. */
export function renderDevPage({
  title,
  heading,
  hint,
  items,
}: {
  title: string;
  heading: string;
  hint: string;
  items: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body>
<h1>${escapeHtml(heading)}</h1>
<p class="hint">${hint}</p>
${items}
</body>
</html>
`;
}

/** The origin a /dev page was asked at (the guard allows only localhost or an IP address as Host). */
export const devOrigin = (request: FastifyRequest): string => `http://${request.host}`;
