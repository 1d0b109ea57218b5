/**
 * Reading the mock server's request journal (GET /dev/requests, newest first) from browser tests:
 * what the shop really called, with its status, never its bodies or tokens.
 */
import type { APIRequestContext } from '@playwright/test';
import { devUrl, expect } from './fixtures';

export interface ApiCall {
  operationId: string | null;
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
}

/** The shop's calls of one openapi.yaml operation, newest first. */
export async function callsOf(request: APIRequestContext, operationId: string): Promise<ApiCall[]> {
  const response = await request.get(devUrl(`/dev/requests?operation=${encodeURIComponent(operationId)}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { requests: ApiCall[] }).requests;
}

/** Empties the journal, so that a test sees only its own calls. */
export async function clearJournal(request: APIRequestContext): Promise<void> {
  const response = await request.delete(devUrl('/dev/requests'), { data: {} });
  expect(response.ok()).toBe(true);
}
