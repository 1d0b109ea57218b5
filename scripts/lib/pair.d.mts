// Types for what pair.mjs gives the TypeScript that imports it (web/e2e/global-setup.ts).
export const root: string;
export const defaultPorts: { PORT: number; DEV_PORT: number; API_PORT: number };
export const mockTrustProxy: string;
