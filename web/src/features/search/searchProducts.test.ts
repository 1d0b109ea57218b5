import { makeCatalogue, makeProduct } from '../../test/products';
import { buildSearchIndex, findSuggestions, splitAtMatch } from './searchProducts';

describe('the search rule', () => {
  const products = [
    makeProduct({ n: 1, title: 'Realme Narzo 60' }),
    makeProduct({ n: 2, title: 'Samsung Galaxy M14' }),
    makeProduct({ n: 3, title: 'REALME C55' }),
  ];
  const index = buildSearchIndex(products);

  it('matches titles that contain the typed text, ignoring case', () => {
    expect(findSuggestions(index, 'realme').shown.map((p) => p.content.title)).toEqual([
      'Realme Narzo 60',
      'REALME C55',
    ]);
    expect(findSuggestions(index, 'GALAXY').shown.map((p) => p.content.title)).toEqual(['Samsung Galaxy M14']);
    expect(findSuggestions(index, 'zo 6').total).toBe(1);
  });

  it('suggests nothing for empty text or before products are loaded', () => {
    expect(findSuggestions(index, '')).toEqual({ shown: [], total: 0 });
    expect(findSuggestions(index, '   ')).toEqual({ shown: [], total: 0 });
    expect(findSuggestions([], 'realme')).toEqual({ shown: [], total: 0 });
  });

  it('shows at most the limit but counts every match', () => {
    const many = buildSearchIndex(makeCatalogue(120));
    const result = findSuggestions(many, 'phone', 50);
    expect(result.shown).toHaveLength(50);
    expect(result.total).toBe(120);
  });

  it('stays well inside a frame for each keystroke over 10,000 products', () => {
    const big = buildSearchIndex(makeCatalogue(10_000));
    const typed = 'samsung phone model 99';
    const started = performance.now();
    for (let i = 1; i <= typed.length; i += 1) findSuggestions(big, typed.slice(0, i));
    const perKeystroke = (performance.now() - started) / typed.length;
    expect(perKeystroke).toBeLessThan(8);
  });
});

describe('splitAtMatch', () => {
  it('finds the typed text in any case', () => {
    expect(splitAtMatch('Realme Narzo 60', 'narzo')).toEqual(['Realme ', 'Narzo', ' 60']);
    expect(splitAtMatch('Realme', 'xyz')).toEqual(['Realme', '', '']);
  });
});
