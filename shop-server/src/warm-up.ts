/**
 * Fills the catalogue cache at start by opening the pages most first visits open, so their data
 * is named once (by the screens' loaders) and the first shopper finds it in memory. A page gives
 * up at its deadline as any page does; the warm-up waits on for the fills it started, and gives
 * up after `giveUpMs` in all (an upstream that sleeps for a minute must not keep the server from
 * being ready: its pages get the frame meanwhile).
 */
import type { CatalogueCache } from './catalogue-cache.js';

export interface WarmUpOptions {
  pages: string[];
  giveUpMs: number;
}

export async function warmUp(
  { pages, giveUpMs }: WarmUpOptions,
  open: (url: string) => Promise<unknown>,
  catalogue: CatalogueCache,
): Promise<{ pages: string[]; gaveUp: boolean }> {
  const giveUp = AbortSignal.timeout(giveUpMs);
  const work = async () => {
    await Promise.all(pages.map(open));
    await catalogue.settled();
  };
  const gaveUp = await Promise.race([
    work().then(() => false),
    new Promise<boolean>((resolve) => giveUp.addEventListener('abort', () => resolve(true), { once: true })),
  ]);
  return { pages, gaveUp };
}
