/**
 * For the servers' Vitest configs: `server-kit/x` from its sources (src/x.ts), so tests run without
 * building server-kit first (the servers' builds and type checks read its dist/).
 */
import { fileURLToPath } from 'node:url';

export const serverKitFromSource = {
  find: /^server-kit\/(.*)$/,
  replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1.ts`,
};
