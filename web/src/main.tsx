// The base styles first: every component's sheet comes after them and wins a tie.
import './styles/global.scss';
import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, loadScreensFor } from './app/router';
import { ShopRoot } from './app/ShopRoot';
import { makeStore } from './app/store';
import { initialSessionState, userChanged } from './entities/session/sessionSlice';
import { serverAnswersArrived } from './lib/api/shopApi';
import { afterHydration, hydrationStarts } from './lib/hydration';
import { startingLanguage, startLanguage } from './lib/i18n/i18n';
import { readServerState } from './lib/serverState';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered carries the answers it was drawn with: the store starts with them
// (in start), so nothing is fetched twice (the service worker's offline copy of index.html carries
// none). Its HTML is the same for every shopper (shared caches may keep it): drawn signed out, so the
// browser hydrates it signed out too, and then shows who is signed in (the header's name and cart).
const serverState = readServerState();
const store = makeStore(serverState ? { session: { user: null } } : undefined);
setupListeners(store.dispatch);

/** Lets the browser run what waits (a tap, a paint) before the next piece of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // index.html's <title> (the shop's name, for a page read without script) gives way to the one the
  // screen renders (components/PageTitle): a document has one title at a time.
  for (const title of document.head.querySelectorAll('title')) title.remove();
  if (serverState) {
    // The language and the screens the HTML was rendered with, before React takes it over.
    const loaded = Promise.all([
      startLanguage(document.documentElement.lang),
      loadScreensFor(window.location.pathname),
    ]);
    // Storing the answers, then the router and hydration, each in a task of its own, not in the
    // long one that evaluated the scripts (decision 025).
    await nextTask();
    store.dispatch(serverAnswersArrived(serverState.answers));
    await loaded;
    await nextTask();
    hydrationStarts();
    afterHydration(() => {
      const { user } = initialSessionState();
      if (user) store.dispatch(userChanged(user));
    });
    const router = createAppRouter(store, serverState.loaderData);
    // In a transition, React hydrates in slices that yield to the browser (a default-priority
    // hydration runs the whole page in one long task); a tap on a part not hydrated yet hydrates
    // that part first.
    startTransition(() => {
      hydrateRoot(root, <ShopRoot store={store} router={<RouterProvider router={router} />} />);
    });
    return;
  }
  // English renders at once; a remembered or preferred other language first fetches its catalogue,
  // and meanwhile shows no English: index.html's frame (web/build/prerenderFrame.ts) is English.
  if (startingLanguage() !== document.documentElement.lang) root.replaceChildren();
  await startLanguage();
  // In a transition too: the first render of a screen the browser draws (the cart, an account page)
  // runs in slices that yield, not in one long task, while the frame the server sent stays on show.
  const app = createRoot(root);
  startTransition(() => {
    app.render(<ShopRoot store={store} router={<RouterProvider router={createAppRouter(store)} />} />);
  });
}

void start(container);
