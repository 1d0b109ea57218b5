// The storefront's API client instance: configured base URL, session token from the cookie.
import { config } from '../config';
import { getToken } from '../session';
import { createApiClient } from './client';

export const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken });
export type { ApiClient, ApiResult } from './client';
export * from './types';
