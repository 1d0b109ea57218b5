// The base styles first: every component's sheet comes after them and wins a tie.
import './styles/global.scss';
import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, loadScreensFor, routerBasename } from './app/router';
import { ShopRoot } from './app/ShopRoot';
import { clearScreenHead } from './components/PageHead/PageHead';
import { makeStore } from './app/store';
import { initialSessionState, userChanged } from './entities/session/sessionSlice';
import { serverAnswersArrived } from './lib/api/shopApi';
import { afterHydration, hydrationStarts } from './lib/hydration';
import { startingLanguage, startLanguage } from './lib/i18n/i18n';
import { languageBase } from './lib/i18n/languageUrls';
import { sourceLanguage } from './lib/i18n/languages';
import { readServerState } from './lib/serverState';
import { settleStoredUser } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before anything reads the session: an account an old build left in the `user` cookie (sent with
// every request, contact details and all) moves to the device, and the cookie goes (lib/session).
settleStoredUser();

// A page the server rendered carries the answers it was drawn with: the store starts with them
// (in start), so nothing is fetched twice (the service worker's offline copy of index.html carries
// none). A public page's HTML is the same for every shopper (shared caches may keep it): drawn signed
// out, so the browser hydrates it signed out too, and then shows who is signed in (the header's name
// and cart). A signed-in shopper's own page (`forShopper`) was drawn for their session without what
// only this browser knows (their account, the quantities, the checkout's address): the browser draws
// it anew, from its own session and device, over the server's HTML; a browser not signed in (no
// account on this device) starts it afresh, as from the frame.
const drawn = readServerState();
const store = makeStore(drawn && !drawn.forShopper ? { session: { user: null } } : undefined);
const serverState = drawn?.forShopper && !store.getState().session.user ? undefined : drawn;
setupListeners(store.dispatch);

// The page's language is its URL's (lib/i18n/languageUrls.ts), whatever this browser chose before.
// `/hi` is the Hindi home page without its slash: the router's basename is `/hi/` (app/router.tsx),
// so the address takes the slash before the router reads it (the server rendered it as `/hi/`).
const language = startingLanguage(window.location.pathname);
if (language !== sourceLanguage && window.location.pathname === languageBase(language)) {
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${routerBasename(language)}${search}${hash}`);
}

/** Lets the browser run what waits (a tap, a paint) before the next piece of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // The head index.html or the server wrote (the title, the description, the screen's canonical URL,
  // alternates and preview) gives way to the one the screen draws (components/PageHead): a document
  // has one of each, however its screens change.
  clearScreenHead(document.head);
  if (serverState) {
    // The language and the screens the HTML was rendered with, before React takes it over.
    const loaded = Promise.all([startLanguage(window.location.pathname), loadScreensFor(window.location.pathname)]);
    // Storing the answers, then the router and hydration, each in a task of its own, not in the
    // long one that evaluated the scripts (decision 025).
    await nextTask();
    store.dispatch(serverAnswersArrived(serverState.answers));
    await loaded;
    await nextTask();
    const router = createAppRouter(store, language, serverState.loaderData);
    if (serverState.forShopper) return drawAnew(root, router);
    hydrationStarts();
    afterHydration(() => {
      const { user } = initialSessionState();
      if (user) store.dispatch(userChanged(user));
    });
    // In a transition, React hydrates in slices that yield to the browser (a default-priority
    // hydration runs the whole page in one long task); a tap on a part not hydrated yet hydrates
    // that part first.
    startTransition(() => {
      hydrateRoot(root, <ShopRoot store={store} router={<RouterProvider router={router} />} />);
    });
    return;
  }
  // English renders at once; a page in another language (index.html served for `/hi/...`: the
  // service worker's copy, a server without its renderer) first fetches its catalogue, and meanwhile
  // shows no English: index.html's frame (web/build/prerenderFrame.ts) is English.
  if (language !== document.documentElement.lang) root.replaceChildren();
  await startLanguage(window.location.pathname);
  drawAnew(root, createAppRouter(store, language));
}

/**
 * Draws the shop in place of what `root` shows (the frame, or a shopper's page the server drew), in
 * a transition: the first render of a screen the browser draws (the cart, an account page) runs in
 * slices that yield, not in one long task, while what the server sent stays on show.
 */
function drawAnew(root: HTMLElement, router: ReturnType<typeof createAppRouter>) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(<ShopRoot store={store} router={<RouterProvider router={router} />} />);
  });
}

void start(container);
