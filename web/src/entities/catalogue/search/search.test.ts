import { hostedProducts } from '../../../test/products';
import { knowCatalogue } from '../knowCatalogue';
import { highlight } from './highlight';
import { toLatin } from './indic';
import { hasIndicLetters } from './script';
import { noResultsHelp } from './noResults';
import { searchCatalogue, type ShopWord } from './query';
import { skeleton, words } from './text';

const catalogue = knowCatalogue(hostedProducts);
const kindOf = (url: string) => /\/image\/\d+\/\d+\/[^/]+\/([^/]+)\//.exec(url)?.[1] ?? '';
const ofKind = (kind: string) => catalogue.filter((product) => kindOf(product.url).includes(kind));
/** As the shop searches: the transliteration given for text in an Indian script. */
const found = (query: string, request = {}) =>
  searchCatalogue(catalogue, query, { ...(hasIndicLetters(query) ? { toLatin } : {}), ...request }).hits.map(
    (hit) => hit.product,
  );
const titles = (query: string) => found(query).map((product) => product.content.title);

describe('search over the hosted catalogue', () => {
  const projectors = ofKind('projector');
  const headphones = ofKind('headphone');

  it('finds every product of a kind its picture names, though no title says it', () => {
    expect(projectors).toHaveLength(14);
    expect(found('projector')).toHaveLength(14);
    expect(new Set(found('headphones'))).toEqual(new Set(headphones));
  });

  it('reads plurals as singulars', () => {
    expect(found('projectors')).toEqual(found('projector'));
    expect(found('speaker').length).toBeGreaterThan(30);
    expect(found('speakers')).toEqual(found('speaker'));
  });

  it('forgives one typo from 4 letters and two from 8, none below', () => {
    expect(found('projecter')).toHaveLength(14);
    expect(found('headphnes').length).toBeGreaterThanOrEqual(40);
    expect(found('heedphnes').length).toBeGreaterThanOrEqual(40);
    const mivi = catalogue.filter((product) => product.brand === 'Mivi');
    expect(found('mivy')).toEqual(expect.arrayContaining(mivi));
    expect(found('lgg')).toHaveLength(0);
  });

  it('counts every word, in any order', () => {
    const boatSpeakers = found('boat speaker');
    expect(boatSpeakers.length).toBeGreaterThan(0);
    expect(boatSpeakers.every((product) => product.brand === 'boAt' && kindOf(product.url).includes('speaker'))).toBe(
      true,
    );
    expect(new Set(found('speaker boat'))).toEqual(new Set(boatSpeakers));
  });

  it('finds words written apart or together', () => {
    expect(titles('ear buds')).toContain('Brolan Blue Wireless Ear Buds witth multiple features B...');
    expect(new Set(found('earbuds'))).toEqual(new Set(found('ear buds')));
    expect(titles('sound drum')).toEqual(titles('sounddrum'));
  });

  it('finds synonyms', () => {
    expect(new Set(found('earphones'))).toEqual(new Set(found('headphones')));
    expect(found('piano').length).toBeGreaterThan(30);
    expect(new Set(found('keyboard'))).toEqual(new Set(found('piano')));
  });

  it('matches the last word as a prefix only while typing', () => {
    expect(found('portro')).toHaveLength(0);
    expect(found('portro', { prefix: true }).map((product) => product.brand)).toEqual([
      'Portronics',
      'Portronics',
      'Portronics',
    ]);
  });

  it('completes a word being typed into words, never into two words joined', () => {
    const typing = searchCatalogue(catalogue, 'portronics', { prefix: true });
    expect(typing.hits.map((hit) => typing.matched(hit))).toEqual([['portronic'], ['portronic'], ['portronic']]);
  });

  it('finds the facts a title states', () => {
    expect(titles('9000 lumens')).toEqual(titles('9000 lm'));
    expect(titles('9000 lumens').every((title) => title.includes('9000 lm'))).toBe(true);
    expect(found('37 keys').length).toBeGreaterThan(10);
  });

  it('ranks the brand a shopper names first', () => {
    expect(found('egate')[0]!.brand).toBe('Egate');
    expect(
      found('boat')
        .slice(0, 10)
        .every((product) => product.brand === 'boAt'),
    ).toBe(true);
  });

  it('finds products from words typed in an Indian script', () => {
    expect(new Set(found('हेडफोन'))).toEqual(new Set(headphones));
    expect(found('प्रोजेक्टर')).toHaveLength(14);
    expect(found('ஸ்பீக்கர்').length).toBeGreaterThan(30);
    expect(new Set(found('হেডফোন'))).toEqual(new Set(headphones));
    expect(new Set(found('హెడ్‌ఫోన్'))).toEqual(new Set(headphones));
    expect(found('बोट')[0]!.brand).toBe('boAt');
    // Only with the transliteration, which the shop loads for such text alone.
    expect(searchCatalogue(catalogue, 'हेडफोन').hits).toHaveLength(0);
  });

  it('does not match a long word by a two-letter sound', () => {
    // कुकर (kukar) sounds "kr": so do "core" and "chair", which it does not mean.
    expect(found('कुकर')).toHaveLength(0);
  });

  it('finds the shop’s own words as the shopper’s language shows them', () => {
    const hindi: ShopWord[] = [{ shown: 'इलेक्ट्रॉनिक्स', means: 'Electronics' }];
    const electronics = catalogue.filter((product) => product.category === 'Electronics');
    expect(electronics).toHaveLength(128);
    expect(found('इलेक्ट्रॉनिक्स', { shopWords: hindi })).toEqual(expect.arrayContaining(electronics));
  });

  it('offers the search it meant, the nearest categories and popular products when nothing is found', () => {
    expect(found('projktorr')).toHaveLength(0);
    const help = noResultsHelp(catalogue, 'projktorr');
    expect(help.didYouMean).toBe('projector');
    expect(help.categories).toEqual(['Electronics']);
    expect(help.popular).toHaveLength(8);
    expect(noResultsHelp(catalogue, 'xyzzy').didYouMean).toBeUndefined();
  });
});

describe('the words search reads', () => {
  it('splits letters from digits, keeps the whole, and drops plurals', () => {
    expect(words('50Hrs Z40 Headphones')).toEqual(['50hrs', '50', 'hrs', 'z40', 'z', '40', 'headphone']);
  });

  it('spells Indian scripts in Latin letters, with Hindi’s silent vowels silent', () => {
    expect(toLatin('हेडफोन')).toBe('hedphon');
    expect(toLatin('स्पीकर')).toBe('speekar');
    expect(toLatin('प्रोजेक्टर')).toBe('projektar');
    expect(toLatin('ஸ்பீக்கர்')).toBe('speekkar');
  });

  it('reads words by their sound', () => {
    expect(skeleton('headphone')).toBe(skeleton(toLatin('हेडफोन')));
    expect(skeleton('projector')).toBe(skeleton(toLatin('प्रोजेक्टर')));
    expect(skeleton('boat')).not.toBe(skeleton('bud'));
  });

  it('highlights the words that matched, and two that matched together', () => {
    expect(highlight('Brolan Blue Wireless Ear Buds', ['earbud'])).toEqual([
      { text: 'Brolan Blue Wireless ', match: false },
      { text: 'Ear', match: true },
      { text: ' ', match: false },
      { text: 'Buds', match: true },
    ]);
  });
});
