import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, loadScreensFor } from './app/router';
import { makeStore } from './app/store';
import { serverAnswersArrived } from './lib/api/shopApi';
import { hydrationEnded, hydrationStarts } from './lib/hydration';
import { startLanguage } from './lib/i18n/i18n';
import { LanguageRoot } from './lib/i18n/LanguageRoot';
import { readServerState } from './lib/serverState';
import './styles/global.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered carries the answers it was drawn with: the store starts with them,
// so nothing is fetched twice (the service worker's offline copy of index.html carries none).
const serverState = readServerState();
const store = makeStore();
if (serverState) store.dispatch(serverAnswersArrived(serverState.answers));
setupListeners(store.dispatch);

function Shop({ router, children }: { router: ReturnType<typeof createAppRouter>; children?: ReactNode }) {
  return (
    <StrictMode>
      <LanguageRoot>
        <Provider store={store}>
          <RouterProvider router={router} />
          {children}
        </Provider>
      </LanguageRoot>
    </StrictMode>
  );
}

/**
 * Mounted last: the shop is live (its controls answer), which `<html data-shop-ready>` tells those
 * who wait for it (the browser tests); in a hydrated page heavy parts are drawn in tasks again.
 */
function ShopReady() {
  useEffect(() => {
    hydrationEnded();
    document.documentElement.dataset.shopReady = '';
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  if (serverState) {
    // The language and the screens the HTML was rendered with, before React takes it over.
    await Promise.all([startLanguage(document.documentElement.lang), loadScreensFor(window.location.pathname)]);
    hydrationStarts();
    hydrateRoot(
      root,
      <Shop router={createAppRouter(serverState.loaderData)}>
        <ShopReady />
      </Shop>,
    );
    return;
  }
  // English renders at once; a remembered or preferred other language first fetches its catalogue.
  await startLanguage();
  createRoot(root).render(
    <Shop router={createAppRouter()}>
      <ShopReady />
    </Shop>,
  );
}

void start(container);
