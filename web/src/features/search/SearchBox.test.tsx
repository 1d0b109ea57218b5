import { act, screen, waitFor, within } from '@testing-library/react';
import { answerProducts } from '../../test/stubApi';
import { makeCatalogue, makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SEARCH_PLACEHOLDER, SearchBox } from './SearchBox';

const products = [
  makeProduct({ n: 1, title: 'Realme Narzo 60 5G' }),
  makeProduct({ n: 2, title: 'Samsung Galaxy M14' }),
  makeProduct({ n: 3, title: 'realme C55 (Rainy Night)' }),
];

function renderSearch(catalogue = products) {
  const fetched = answerProducts(catalogue);
  const view = renderWithProviders(<SearchBox />, { path: '*', route: '/' });
  const box = screen.getByRole('combobox', { name: 'Search products' });
  return { ...view, box, fetched };
}

describe('SearchBox', () => {
  it('has the fixed placeholder and fetches the catalogue only once focused', async () => {
    const { box, fetched, user } = renderSearch();
    expect(box).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    expect(fetched).not.toHaveBeenCalled();
    await user.click(box);
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });

  it('asks the shop server for suggestions over a large catalogue, which it does not download', async () => {
    const asked = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json({
          total: 3,
          products: [{ _id: 'a1', url: '/images/a1.svg', title: 'Zentra Phone 5G', matched: ['zentra'] }],
        }),
      ),
    );
    onTestFinished(() => asked.mockRestore());
    const { box, user, fetched } = renderSearch(makeCatalogue(2001));
    await user.type(box, 'zantra');
    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveTextContent('Zentra Phone 5G');
    expect(within(option!).getByText('Zentra', { selector: 'mark' })).toBeInTheDocument();
    expect(asked.mock.lastCall![0]).toBe('/search-suggestions?q=zantra&lang=en');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reads a large catalogue itself where no shop server suggests', async () => {
    const asked = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 404 })));
    onTestFinished(() => asked.mockRestore());
    const { box, user, fetched } = renderSearch(makeCatalogue(2001));
    await user.type(box, 'phone');
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('loads the catalogue once the loaded page has settled for a few seconds and the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    const { fetched, unmount } = renderSearch();
    try {
      act(() => {
        vi.advanceTimersByTime(4_000);
      });
      expect(idle).toHaveLength(0);
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(idle).toHaveLength(1);
      expect(fetched).not.toHaveBeenCalled();
      act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
      vi.useRealTimers();
      await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
      unmount();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('suggests products whose titles contain the text, any case, with the match highlighted', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'REALME');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Realme Narzo 60 5G', 'realme C55 (Rainy Night)']);
    expect(within(options[0]!).getByText('Realme', { selector: 'mark' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('forgives a typo and highlights the word it meant', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'galxy');
    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveTextContent('Samsung Galaxy M14');
    expect(within(option!).getByText('Galaxy', { selector: 'mark' })).toBeInTheDocument();
  });

  it('suggests from a brand typed in Devanagari', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'सैमसंग');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Samsung Galaxy M14']);
  });

  it('suggests while a word is still being typed', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'narz');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Realme Narzo 60 5G']);
  });

  it('shows nothing for an empty box', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'real');
    await screen.findAllByRole('option');
    await user.clear(box);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('clicking a suggestion opens its listing and clears the box', async () => {
    const { box, user, currentUrl } = renderSearch();
    await user.type(box, 'galaxy');
    await user.click(await screen.findByRole('option', { name: /Samsung Galaxy M14/ }));
    expect(currentUrl()).toBe(`/filter-product/${products[1]!._id}`);
    expect(box).toHaveValue('');
  });

  it('moves with the arrow keys, wraps, and Enter opens the highlighted one', async () => {
    const { box, user, currentUrl } = renderSearch();
    await user.type(box, 'realme');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentUrl()).toBe(`/filter-product/${products[2]!._id}`);
    expect(box).toHaveValue('');
  });

  it('Enter with nothing highlighted opens the results listing for the text', async () => {
    const { box, user, currentUrl } = renderSearch();
    await user.type(box, 'narzo 60{Enter}');
    expect(currentUrl()).toBe('/search?q=narzo%2060');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'realme');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveValue('realme');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    const { box, user } = renderSearch();
    await user.type(box, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No product titles match “zzz”');
  });

  it('renders the best 10 rows over a big catalogue and says how many match', async () => {
    const { box, user } = renderSearch(makeCatalogue(10_000));
    await user.type(box, 'phone');
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('10 of 10,000 matches shown. Press Enter to see them all.')).toBeInTheDocument();
  });
});
