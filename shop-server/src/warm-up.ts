/**
 * Fills the catalogue cache at start by rendering the pages most first visits open, so their data
 * is named once (by the screens themselves) and the first shopper finds it in memory. The renders
 * give up at their deadline as any render does; the warm-up waits on for the fills they started,
 * and gives up after `giveUpMs` in all (an upstream that sleeps for a minute must not keep the
 * server from being ready: its pages get the frame meanwhile).
 */
import type { CatalogueCache } from './catalogue-cache.js';
import type { PageRenderer } from './render.js';

export interface WarmUpOptions {
  pages: string[];
  giveUpMs: number;
}

export async function warmUp(
  { pages, giveUpMs }: WarmUpOptions,
  renderPage: PageRenderer | undefined,
  catalogue: CatalogueCache,
): Promise<{ warmed: string[]; framed: Record<string, string>; gaveUp: boolean }> {
  const giveUp = AbortSignal.timeout(giveUpMs);
  const warmed: string[] = [];
  const framed: Record<string, string> = {};
  const work = async () => {
    await Promise.all(
      pages.map(async (url) => {
        const outcome = await renderPage?.({ url, signal: giveUp });
        if (!outcome) return;
        if ('page' in outcome) {
          outcome.page.body.resume();
          warmed.push(url);
        } else framed[url] = outcome.frame;
      }),
    );
    await catalogue.settled();
  };
  const gaveUp = await Promise.race([
    work().then(() => false),
    new Promise<boolean>((resolve) => giveUp.addEventListener('abort', () => resolve(true), { once: true })),
  ]);
  return { warmed, framed, gaveUp };
}
