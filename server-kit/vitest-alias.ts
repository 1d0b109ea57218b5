/**
 * For the Vitest configs of the packages that run the servers: `server-kit/x` from its sources
 * (src/x.ts), so tests see an edit at once. Everything else reads its dist/, which `npm install`
 * builds (its `prepare`) and so do the servers' builds and type checks.
 */
import { fileURLToPath } from 'node:url';

export const serverKitFromSource = {
  find: /^server-kit\/(.*)$/,
  replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1.ts`,
};
