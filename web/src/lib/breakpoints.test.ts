import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakpoints } from './breakpoints';

describe('breakpoints', () => {
  it('are the $bp-* tokens the stylesheets use', () => {
    const tokens = readFileSync(join(__dirname, '..', 'styles', '_tokens.scss'), 'utf8');
    const inCss = Object.fromEntries(
      [...tokens.matchAll(/^\$bp-(\w+):\s*(\d+)px;/gm)].map(([, name, px]): [string, number] => [
        name ?? '',
        Number(px),
      ]),
    );
    expect(inCss).toEqual(breakpoints);
  });
});
