/**
 * Where a proxied call goes: the upstream's base URL followed by the path and query as called
 * (server-kit/upstream appends the path to the base), never anywhere else. URL parsers resolve `..`, `%2e%2e` and (for http) `\` as path steps, so
 * `/product-api/../../admin` sent as-is would leave the base path on the upstream. A path with a
 * dot segment, a backslash or an encoded slash, raw or percent-encoded, is refused, and the final
 * URL is checked to still start with the base.
 */

/** The path and query to send under the upstream's base, or why not. */
export type Target = { path: string } | { refused: string };

/** Why `path` cannot be forwarded, or null. `path` is the raw request path (no query). */
function pathProblem(path: string): string | null {
  if (path.includes('\\')) return 'a backslash';
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'a malformed percent-escape';
    }
    if (decoded === '.' || decoded === '..') return 'a dot segment';
    if (decoded.includes('/') || decoded.includes('\\')) return 'an encoded slash or backslash';
  }
  return null;
}

/** The path without dot segments and with backslashes as slashes, as a URL parser would read it. */
export function normalizedPath(path: string): string {
  try {
    // Appended to an origin, not resolved against one: `//host/x` must stay a path, not become a host.
    return new URL(`http://proxy.invalid${path}`).pathname;
  } catch {
    return path;
  }
}

/** `base` is the upstream's origin and path without a trailing slash; `url` is the path and query as called. */
export function upstreamTarget(base: string, url: string): Target {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const problem = pathProblem(path);
  if (problem) return { refused: `The path has ${problem}, which this proxy does not forward.` };
  let target: URL;
  try {
    target = new URL(`${base}${url}`);
  } catch {
    return { refused: 'The path is not a valid URL path.' };
  }
  const baseUrl = new URL(base);
  const basePath = baseUrl.pathname.replace(/\/+$/, '');
  const inside = target.origin === baseUrl.origin && target.pathname.startsWith(`${basePath}/`);
  return inside ? { path: url } : { refused: 'The path leaves the upstream API, which this proxy refuses.' };
}
