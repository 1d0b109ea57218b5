// The base styles first: every component's sheet comes after them and wins a tie.
import './styles/global.scss';
import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, loadScreensFor } from './app/router';
import { ShopRoot } from './app/ShopRoot';
import { makeStore } from './app/store';
import { serverAnswersArrived, shopApi } from './lib/api/shopApi';
import { afterHydration, hydrationStarts } from './lib/hydration';
import { startingLanguage, startLanguage } from './lib/i18n/i18n';
import { readServerState } from './lib/serverState';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered carries the answers it was drawn with: the store starts with them,
// so nothing is fetched twice (the service worker's offline copy of index.html carries none).
const serverState = readServerState();
const store = makeStore();
if (serverState) store.dispatch(serverAnswersArrived(serverState.answers));
setupListeners(store.dispatch);

type Refetchable = { initiate(arg: unknown, options: { forceRefetch: true; subscribe: false }): never };

/** Requests again, after hydration, the answers the server's HTML carried only in part. */
function refetchStale(keys: readonly string[]) {
  const { queries } = store.getState().api;
  for (const key of keys) {
    const entry = queries[key];
    const endpoints = shopApi.endpoints as Record<string, Refetchable | undefined>;
    const endpoint = entry?.endpointName ? endpoints[entry.endpointName] : undefined;
    if (entry && endpoint)
      void store.dispatch(endpoint.initiate(entry.originalArgs, { forceRefetch: true, subscribe: false }));
  }
}

async function start(root: HTMLElement) {
  // index.html's <title> (the shop's name, for a page read without script) gives way to the one the
  // screen renders (components/PageTitle): a document has one title at a time.
  for (const title of document.head.querySelectorAll('title')) title.remove();
  if (serverState) {
    // The language and the screens the HTML was rendered with, before React takes it over.
    await Promise.all([startLanguage(document.documentElement.lang), loadScreensFor(window.location.pathname)]);
    hydrationStarts();
    afterHydration(() => refetchStale(serverState.staleQueries));
    const router = createAppRouter(serverState.loaderData);
    // In a transition, React hydrates in slices that yield to the browser (a default-priority
    // hydration runs the whole page in one long task); a tap on a part not hydrated yet hydrates
    // that part first.
    startTransition(() => {
      hydrateRoot(root, <ShopRoot store={store} router={<RouterProvider router={router} />} />);
    });
    return;
  }
  // English renders at once; a remembered or preferred other language first fetches its catalogue,
  // and meanwhile shows no English: index.html's shell (web/build/prerenderShell.ts) is English.
  if (startingLanguage() !== document.documentElement.lang) root.replaceChildren();
  await startLanguage();
  createRoot(root).render(<ShopRoot store={store} router={<RouterProvider router={createAppRouter()} />} />);
}

void start(container);
