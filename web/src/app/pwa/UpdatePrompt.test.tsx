import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { swMessages } from '../../lib/offline/swMessages';
import { FakeContainer, type FakeWorker } from '../../test/fakeServiceWorker';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UpdatePrompt } from './UpdatePrompt';

let container: FakeContainer;

beforeEach(() => {
  vi.stubEnv('PROD', true);
  container = FakeContainer.controlled();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The page has registered the worker (it does so after the load event). */
const registeredWorker = () => waitFor(() => expect(container.register).toHaveBeenCalled());

describe('UpdatePrompt', () => {
  it('says nothing while the version in charge is the newest', async () => {
    renderWithProviders(<UpdatePrompt />);
    await registeredWorker();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers "New version available: Reload" when a new version waits, and Reload lets it take over', async () => {
    renderWithProviders(<UpdatePrompt />);
    await registeredWorker();
    let next!: FakeWorker;
    act(() => {
      next = container.deploy();
    });

    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('New version available');
    next.onSkipWaiting = undefined; // the test stops short of the page reloading (jsdom cannot)
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(next.postMessage).toHaveBeenCalledWith({ type: swMessages.skipWaiting });
  });

  it.each([paths.cart, paths.account.cart])(
    'waits while the shopper is in the cart (%s) and offers it again on leaving',
    async (cart) => {
      const { router } = renderWithProviders(<UpdatePrompt />, { route: cart, path: '*', catchAll: false });
      await registeredWorker();
      await act(() => container.deploy());
      expect(container.registration.waiting).not.toBeNull();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await act(() => router.navigate(paths.home));
      expect(await screen.findByRole('status')).toHaveTextContent('New version available');
    },
  );
});
