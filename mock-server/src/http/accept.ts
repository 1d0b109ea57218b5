/**
 * Minimal Accept negotiation between HTML and JSON: HTML only when the client ranks text/html above
 * application/json (a browser does; curl and fetch send "*\/*" and get JSON).
 */
function qualityOf(accept: string, type: string): number {
  let best = 0;
  let bestSpecificity = -1;
  for (const range of accept.split(',')) {
    const [media = '', ...params] = range.trim().toLowerCase().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    const [major, minor] = media.split('/');
    const specificity = media === type ? 2 : minor === '*' && type.startsWith(`${major}/`) ? 1 : media === '*/*' ? 0 : -1;
    if (specificity > bestSpecificity) {
      bestSpecificity = specificity;
      best = Number.isFinite(q) ? q : 0;
    }
  }
  return best;
}

export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return qualityOf(accept, 'text/html') > qualityOf(accept, 'application/json');
}

export function acceptsHtml(accept: string | undefined): boolean {
  return accept !== undefined && qualityOf(accept, 'text/html') > 0 && /text\/html/i.test(accept);
}
