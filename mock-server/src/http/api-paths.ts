/**
 * Which URLs are the API's: those under the first path segment of an operation of openapi.yaml
 * (`/product-api`, `/cart-api`, ...), the dev tools' `/dev` aside. Every such operation answers
 * JSON only. Read once from the contract; a URL is judged by plain string tests, with no parsing.
 */
import type { Contract } from '../contract/types.js';

/** A test of a URL (path, with or without its query) for lying under one of the API's prefixes. */
export function apiPathTest(contract: Contract): (url: string) => boolean {
  const operations = [...contract.operations.values()].filter((operation) => !operation.tags.includes('dev'));
  const prefixes = [...new Set(operations.map((operation) => `/${operation.path.split('/')[1] ?? ''}`))];
  return (url) =>
    prefixes.some((prefix) => {
      if (!url.startsWith(prefix)) return false;
      const next = url[prefix.length];
      return next === undefined || next === '/' || next === '?';
    });
}
