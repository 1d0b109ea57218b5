/**
 * Every operation answers errors in one body "family", read from its `default` response in
 * openapi.yaml (see contract/load.ts). One helper builds that body, so 400, 401, 404, 429, injected
 * faults and 500 all look like the operation's own errors.
 */
import type { ErrorFamily } from '../contract/types.js';

export type ErrorBody =
  | { prod: null; msg: string }
  | { prods: null; msg: string }
  | { status: false; msg: string }
  | { msg: string }
  | { success: false; message: string };

export function errorBody(family: ErrorFamily, msg: string): ErrorBody {
  switch (family) {
    case 'product':
      return { prod: null, msg };
    case 'productById':
      return { prods: null, msg };
    case 'status':
      return { status: false, msg };
    case 'message':
      return { msg };
    case 'otp':
      return { success: false, message: msg };
  }
}
