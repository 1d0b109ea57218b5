// Types for find-chromium.mjs, for the TypeScript that imports it (web/playwright.config.ts).
export class NoChromiumError extends Error {}
export function installCommand(machine: { platform: string; debian: boolean }): string;
export function findChromium(env?: Record<string, string | undefined>): { path: string; from: string };
export function chromiumPathOrExit(env?: Record<string, string | undefined>): string;
