// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCache } from './pageCache';
import type { RenderedPage } from './renderPage';

const page = (html: string, more: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  language: 'en',
  kind: 'page',
  html,
  shareable: true,
  ...more,
});

/** A render that counts its calls and resolves when `finish` is called. */
function pendingRender(result: RenderedPage | Error) {
  let calls = 0;
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const render = async () => {
    calls += 1;
    await done;
    if (result instanceof Error) throw result;
    return result;
  };
  return { render, finish: () => finish(), calls: () => calls };
}

describe('pageCache', () => {
  it('hands a rendered page out again while it is fresh, then renders anew', async () => {
    let clock = 0;
    const cache = pageCache({ freshMs: 1000, maxBytes: 1_000_000 }, () => clock);
    let renders = 0;
    const render = () => Promise.resolve(page(`<p>${++renders}</p>`));
    expect((await cache.page('en /', render)).html).toBe('<p>1</p>');
    clock = 999;
    expect((await cache.page('en /', render)).html).toBe('<p>1</p>');
    clock = 1000;
    expect((await cache.page('en /', render)).html).toBe('<p>2</p>');
    expect(renders).toBe(2);
  });

  it('renders a page once for everyone who asks for it while it renders', async () => {
    const cache = pageCache({ freshMs: 1000, maxBytes: 1_000_000 });
    const slow = pendingRender(page('<p>home</p>'));
    const asked = Array.from({ length: 20 }, () => cache.page('en /', slow.render));
    slow.finish();
    const answers = await Promise.all(asked);
    expect(slow.calls()).toBe(1);
    expect(new Set(answers.map((answer) => answer.html))).toEqual(new Set(['<p>home</p>']));
  });

  it('lets each render for itself when the shared render failed or may not be kept, and keeps none of them', async () => {
    for (const outcome of [
      new Error('the client left'),
      page('<p>private</p>', { shareable: false }),
      page('<p>frame</p>', { kind: 'frame' }),
    ]) {
      const cache = pageCache({ freshMs: 1000, maxBytes: 1_000_000 });
      const first = pendingRender(outcome);
      const leader = cache.page('en /', first.render).catch((error: Error) => error.message);
      let own = 0;
      const follower = cache.page('en /', () => Promise.resolve(page(`<p>own ${++own}</p>`)));
      first.finish();
      await leader;
      expect((await follower).html).toBe('<p>own 1</p>');
      expect(cache.size).toBe(0);
    }
  });

  it('keeps each language and URL apart', async () => {
    const cache = pageCache({ freshMs: 1000, maxBytes: 1_000_000 });
    await cache.page('en /', () => Promise.resolve(page('<p>Home</p>')));
    const hindi = await cache.page('hi /', () => Promise.resolve(page('<p>होम</p>', { language: 'hi' })));
    const listing = await cache.page('en /search?q=', () => Promise.resolve(page('<p>Search</p>')));
    expect([hindi.html, listing.html]).toEqual(['<p>होम</p>', '<p>Search</p>']);
    expect(cache.size).toBe(3);
  });

  it('stays within its bytes, dropping the page used least recently', async () => {
    const html = 'x'.repeat(100); // 200 bytes counted
    const cache = pageCache({ freshMs: 1000, maxBytes: 500 });
    const keep = (key: string) => cache.page(key, () => Promise.resolve(page(html)));
    await keep('en /a');
    await keep('en /b');
    await keep('en /a'); // used again: /b is now the oldest
    await keep('en /c');
    expect(cache.size).toBe(2);
    let rendered = false;
    await cache.page('en /b', () => ((rendered = true), Promise.resolve(page(html))));
    expect(rendered).toBe(true);
    // A page larger than the whole bound is handed out, never kept.
    await cache.page('en /huge', () => Promise.resolve(page('x'.repeat(300))));
    expect(cache.size).toBe(2);
  });

  it('refuses bounds that are no whole numbers', () => {
    expect(() => pageCache({ freshMs: 0, maxBytes: 1 })).toThrow(RangeError);
    expect(() => pageCache({ freshMs: 1, maxBytes: 0.5 })).toThrow(RangeError);
  });
});
