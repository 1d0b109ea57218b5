import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swMessages } from '../../lib/offline/swMessages';
import { FakeContainer, FakeWorker } from '../../test/fakeServiceWorker';
import { registerServiceWorker, type ServiceWorkerHost } from './registerServiceWorker';

function hostFor(container: FakeContainer) {
  const reload = vi.fn();
  const host = { container: container as unknown as ServiceWorkerHost['container'], reload };
  return { host, reload };
}

async function registered(container: FakeContainer) {
  const { host, reload } = hostFor(container);
  const onUpdateWaiting = vi.fn<(update: () => void) => void>();
  const onRegistered = vi.fn();
  await registerServiceWorker({ onUpdateWaiting, onRegistered }, host);
  /** What the shopper's Reload does: the update handed to the prompt. */
  const chooseReload = () => {
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    const [update] = onUpdateWaiting.mock.calls[0]!;
    update();
  };
  return { onUpdateWaiting, onRegistered, reload, chooseReload };
}

describe('registerServiceWorker', () => {
  beforeEach(() => vi.stubEnv('PROD', true));
  afterEach(() => vi.unstubAllEnvs());

  it('registers nothing outside a production build (npm run dev)', async () => {
    vi.stubEnv('PROD', false);
    const container = new FakeContainer();
    const { onRegistered } = await registered(container);
    expect(container.register).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('registers the built worker for the whole shop', async () => {
    const container = new FakeContainer();
    const { onRegistered } = await registered(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(onRegistered).toHaveBeenCalledWith(container.registration);
  });

  it('offers no update on a first visit, whose worker installs and takes control at once', async () => {
    const container = new FakeContainer();
    const { onUpdateWaiting, reload } = await registered(container);
    container.deploy();
    expect(container.controller).not.toBeNull();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers the update when a new version is already waiting as the page registers', async () => {
    const container = FakeContainer.controlled();
    const waiting = new FakeWorker('installed');
    waiting.onSkipWaiting = () => container.activate(waiting);
    container.registration.waiting = waiting;
    const { onUpdateWaiting, chooseReload, reload } = await registered(container);
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);

    chooseReload();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: swMessages.skipWaiting });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the update once a new version installs while the page is controlled, and only then', async () => {
    const container = FakeContainer.controlled();
    const { onUpdateWaiting } = await registered(container);
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    const next = new FakeWorker('installing');
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    expect(onUpdateWaiting).not.toHaveBeenCalled(); // still installing
    next.moveTo('installed');
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('offers an update that was already installing when the page registered', async () => {
    const container = FakeContainer.controlled();
    const next = new FakeWorker('installing');
    container.registration.installing = next;
    const { onUpdateWaiting } = await registered(container);
    next.moveTo('installed');
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('on Reload sends SKIP_WAITING to the waiting version and reloads once, when it controls the page', async () => {
    const container = FakeContainer.controlled();
    const { chooseReload, reload } = await registered(container);
    const next = new FakeWorker('installing');
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    next.moveTo('installed');
    container.registration.installing = null;
    container.registration.waiting = next;

    chooseReload();
    expect(next.postMessage).toHaveBeenCalledWith({ type: swMessages.skipWaiting });
    expect(reload).not.toHaveBeenCalled(); // not before the new version is in charge

    container.activate(next);
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    chooseReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads the page for a version another tab let take over; Reload then just reloads', async () => {
    const container = FakeContainer.controlled();
    const { chooseReload, reload } = await registered(container);
    const next = container.deploy();
    expect(container.registration.waiting).toBe(next);

    container.activate(next); // the shopper chose Reload in another tab
    expect(reload).not.toHaveBeenCalled();
    chooseReload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(next.postMessage).not.toHaveBeenCalled();
  });

  it('leaves the shop working without a worker when registering fails', async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new DOMException('refused', 'SecurityError'));
    const { onRegistered, onUpdateWaiting } = await registered(container);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('leaves the shop working when a browser that blocks workers answers with no registration', async () => {
    const container = new FakeContainer();
    container.register.mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    const { onRegistered, onUpdateWaiting } = await registered(container);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });
});
