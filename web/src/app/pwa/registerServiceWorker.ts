/**
 * The one module that registers the shop's service worker (dist/sw.js, built from
 * src/service-worker/sw.ts) and notices a new version waiting: a few lines of our own instead of
 * workbox-window and vite-plugin-pwa's register hook, so the shop ships no registration library.
 * Only a production build registers; `npm run dev` has no worker in the way. Other modules read
 * the registration (lib/offline/backgroundSync) or talk to the worker (warmRuntimeCache,
 * CartSyncNotice) but never register it.
 */
import { swMessages } from '../../lib/offline/swMessages';

export interface RegisterOptions {
  /** A new version has installed and waits. `update` lets it take over and reloads the page once. */
  onUpdateWaiting: (update: () => void) => void;
  /** Called once the worker is registered (on a first visit it may still be installing). */
  onRegistered?: (registration: ServiceWorkerRegistration) => void;
}

/** The browser this module works with; tests give fakes. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;
  reload: () => void;
}

function browserHost(): ServiceWorkerHost | undefined {
  if (!('serviceWorker' in navigator)) return undefined;
  // The one reload of the update flow: a new version's code runs only in a new document.
  return { container: navigator.serviceWorker, reload: () => window.location.reload() }; // reload-ok: new code
}

/** After the page's load event, so installing the worker never competes with the first screen. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the built worker (a production build only) and calls `onUpdateWaiting` when a new
 * version waits. Resolves to the registration, or undefined when none was made.
 */
export async function registerServiceWorker(
  options: RegisterOptions,
  host: ServiceWorkerHost | undefined = browserHost(),
): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !host) return undefined;
  await pageLoaded();
  let registration: ServiceWorkerRegistration | undefined;
  try {
    const base = import.meta.env.BASE_URL;
    registration = await host.container.register(`${base}sw.js`, { scope: base });
  } catch {
    return undefined; // e.g. storage refused: the shop works without a worker
  }
  // A browser that blocks service workers (an automation setting, some privacy modes) may answer
  // with no registration at all: the shop works without a worker then too.
  if (!registration) return undefined;
  options.onRegistered?.(registration);
  watchForUpdate(registration, host, options.onUpdateWaiting);
  return registration;
}

/**
 * Calls `onUpdateWaiting` once, when a new version waits behind the one in charge: already waiting
 * when the page registers, or installed later (`updatefound`) while a worker controls the page. A
 * first install, which controls the page at once, is no update.
 */
export function watchForUpdate(
  registration: ServiceWorkerRegistration,
  host: ServiceWorkerHost,
  onUpdateWaiting: (update: () => void) => void,
): void {
  let announced = false;
  const announce = () => {
    if (announced) return;
    announced = true;
    onUpdateWaiting(takeOver(registration, host));
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const installed = () => {
      if (worker.state !== 'installed' || !host.container.controller) return;
      worker.removeEventListener('statechange', installed);
      announce();
    };
    worker.addEventListener('statechange', installed);
    installed();
  };

  if (registration.waiting && registration.active) announce();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/**
 * The shopper chose Reload: tell the waiting version to take over (SKIP_WAITING, src/service-worker)
 * and reload once it controls the page. Only this page's choice reloads it: another tab taking the
 * update never reloads this one (which may be in the cart).
 */
function takeOver(registration: ServiceWorkerRegistration, host: ServiceWorkerHost): () => void {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    host.reload();
  };
  return () => {
    const { waiting } = registration;
    // No worker waits any more: another tab let it take over, and it already controls this page.
    if (!waiting) return reloadOnce();
    host.container.addEventListener('controllerchange', reloadOnce, { once: true });
    waiting.postMessage({ type: swMessages.skipWaiting });
  };
}
