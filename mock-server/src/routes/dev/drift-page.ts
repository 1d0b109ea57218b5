/** /dev/drift as a readable page for browsers: one card per mismatch, most recently seen first. */
import type { DriftReport } from '../../proxy/drift.js';
import { escapeHtml, renderDevPage } from './page.js';

/** `origin`: where this page was served (the developer tools' own port), for the curl command it shows. */
export function renderDriftPage(report: DriftReport, origin: string): string {
  const items = report.drifts.length
    ? report.drifts
        .map(
          (d) => `<article>
  <header><span>${escapeHtml(d.direction)} ${d.status === null ? '' : escapeHtml(String(d.status))}</span><span>seen ${d.count} time${d.count === 1 ? '' : 's'}, last <time datetime="${escapeHtml(d.lastSeen)}">${escapeHtml(d.lastSeen)}</time></span></header>
  <h2>${escapeHtml(d.operationId ?? 'not in openapi.yaml')}: ${escapeHtml(d.method)} ${escapeHtml(d.path)}</h2>
  <dl><dt>in</dt><dd>${escapeHtml(d.in)} <code>${escapeHtml(d.pointer || '(all of it)')}</code></dd><dt>expected</dt><dd>${escapeHtml(d.expected)}</dd><dt>came</dt><dd>${escapeHtml(d.actual)}</dd></dl>
</article>`,
        )
        .join('\n')
    : `<p>${report.upstream ? 'No drift yet: every call so far matched openapi.yaml.' : 'This server is not a proxy: start it with UPSTREAM_URL set to check an API against openapi.yaml.'}</p>`;
  const summary = report.upstream
    ? `Checking <code>${escapeHtml(report.upstream)}</code> against openapi.yaml: ${report.total} mismatch${report.total === 1 ? '' : 'es'} seen, ${report.distinct} different${report.dropped ? `, ${report.dropped} not kept (list full)` : ''}.`
    : 'No upstream.';
  return renderDevPage({
    title: `Drift (${report.distinct})`,
    heading: 'Drift from openapi.yaml',
    hint: `${summary} The same report as JSON: <code>curl ${escapeHtml(origin)}/dev/drift</code>`,
    items,
  });
}
