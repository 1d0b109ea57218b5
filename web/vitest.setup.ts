import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// English active before any screen renders, as in the shop.
import './src/lib/i18n/i18n';

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default; on a busy 2-core CI machine a screen can take
// longer to settle. A hang guard, not a speed check (speed lives in benchmarks).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; react-slick and our responsive hooks ask for it. (The server's tests run
// in Node, without a window: src/server.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom does not implement the modal <dialog> methods. A faithful stand-in for what Dialog and Drawer
// use: showModal() sets `open`, close() clears it and fires `close`. (jsdom has no top layer and no
// inert background; the browser suite checks those.)
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
