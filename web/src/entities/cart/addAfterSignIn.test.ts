import { paths } from '../../lib/paths';
import {
  addAfterSignIn,
  claimWaitingAdd,
  claimedLapsesAfterMs,
  takeWaitingAdd,
  unclaimedLapsesAfterMs,
} from './addAfterSignIn';

const productId = '64f1c2a9b7e4d3c2a1f0e9aa';
const productPath = paths.productDetail(productId);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('an add waiting for sign-in', () => {
  it('is finished once by the product page the sign-in it asked for returns to', () => {
    addAfterSignIn(productId);
    claimWaitingAdd(productPath);
    expect(takeWaitingAdd(productId)).toBe(true);
    expect(takeWaitingAdd(productId)).toBe(false);
  });

  it('is claimed by a return to its page with a query or a fragment too', () => {
    addAfterSignIn(productId);
    claimWaitingAdd(`${productPath}?ref=rail#reviews`);
    expect(takeWaitingAdd(productId)).toBe(true);
  });

  it('is not finished without a claim: a session that came another way adds nothing', () => {
    addAfterSignIn(productId);
    expect(takeWaitingAdd(productId)).toBe(false);
    // Its wait ended there: a claim afterwards finds nothing.
    claimWaitingAdd(productPath);
    expect(takeWaitingAdd(productId)).toBe(false);
  });

  it.each([
    ['home', paths.home],
    ['an account page', paths.account.orders],
    ['another product', paths.productDetail('64f1c2a9b7e4d3c2a1f0e9bb')],
  ])('is dropped by a sign-in that returns to %s', (_case, returnPath) => {
    addAfterSignIn(productId);
    claimWaitingAdd(returnPath);
    claimWaitingAdd(productPath); // a later sign-in back to the product no longer finds it
    expect(takeWaitingAdd(productId)).toBe(false);
  });

  it('lapses unclaimed after 15 minutes: a sign-in back to the product later does not add it', () => {
    addAfterSignIn(productId);
    vi.advanceTimersByTime(unclaimedLapsesAfterMs);
    claimWaitingAdd(productPath);
    expect(takeWaitingAdd(productId)).toBe(false);
  });

  it('is claimed just before it would lapse, and finished moments later', () => {
    addAfterSignIn(productId);
    vi.advanceTimersByTime(unclaimedLapsesAfterMs - 1);
    claimWaitingAdd(productPath);
    vi.advanceTimersByTime(5_000);
    expect(takeWaitingAdd(productId)).toBe(true);
  });

  it('lapses two minutes after its claim: a product page opened much later does not add it', () => {
    addAfterSignIn(productId);
    claimWaitingAdd(productPath);
    vi.advanceTimersByTime(claimedLapsesAfterMs);
    expect(takeWaitingAdd(productId)).toBe(false);
  });

  it("is left alone by another product's page, which finishes nothing", () => {
    addAfterSignIn(productId);
    claimWaitingAdd(productPath);
    expect(takeWaitingAdd('64f1c2a9b7e4d3c2a1f0e9bb')).toBe(false);
    expect(takeWaitingAdd(productId)).toBe(true);
  });

  it('reads whatever the device holds safely: an entry from before claims were stored is unclaimed', () => {
    localStorage.setItem('storefront.addAfterSignIn.v1', JSON.stringify({ productId, at: Date.now() }));
    expect(takeWaitingAdd(productId)).toBe(false);
    localStorage.setItem('storefront.addAfterSignIn.v1', '{not json');
    claimWaitingAdd(productPath);
    expect(takeWaitingAdd(productId)).toBe(false);
  });
});
