/**
 * A stand-in for the browser's service worker objects (jsdom has none), enough for the page side of
 * the shop's worker (src/app/pwa): a container, a registration, and workers that move through their
 * states. A worker told SKIP_WAITING activates and takes control, as src/service-worker/sw.ts does.
 */
import { vi } from 'vitest';
import { swMessages } from '../lib/offline/swMessages';

export class FakeWorker extends EventTarget {
  readonly scriptURL = '/sw.js';
  readonly postMessage = vi.fn((message: { type?: string }) => {
    if (message?.type === swMessages.skipWaiting) this.onSkipWaiting?.();
  });
  onSkipWaiting?: () => void;

  constructor(public state: ServiceWorkerState) {
    super();
  }

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

export class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration as unknown as ServiceWorkerRegistration));

  /** A page already controlled by the version in charge (a later visit). */
  static controlled(): FakeContainer {
    const container = new FakeContainer();
    const current = new FakeWorker('activated');
    container.registration.active = current;
    container.controller = current;
    return container;
  }

  /** A new worker is found and installs: installing, then installed (waiting, or activating on a first install). */
  deploy(): FakeWorker {
    const { registration } = this;
    const worker = new FakeWorker('installing');
    worker.onSkipWaiting = () => this.activate(worker);
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.moveTo('installed');
    if (!registration.active) this.activate(worker);
    return worker;
  }

  /** `worker` becomes the active one and takes control of the page (clientsClaim). */
  activate(worker: FakeWorker) {
    const { registration } = this;
    registration.waiting = null;
    registration.active = worker;
    worker.moveTo('activating');
    worker.moveTo('activated');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}
