/**
 * The shop's providers around its router, the same tree in the browser (main.tsx) and on the server
 * (entry-server.tsx): React derives `useId` values from a component's place in the tree, so a tree
 * that differed by one sibling would hydrate the server's ids while the browser made others, and
 * an element added later could take an id the page already has.
 */
import type { I18n } from '@lingui/core';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { hydrationEnded } from '../lib/hydration';
import { LanguageRoot } from '../lib/i18n/LanguageRoot';
import { PublicOriginContext } from '../lib/publicOrigin';
import type { AppStore } from './store';

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

interface ShopRootProps {
  store: AppStore;
  router: ReactNode;
  /** On the server, the render's own Lingui instance (the browser has one). */
  i18n?: I18n | undefined;
  /** On the server, the shop's public origin (lib/publicOrigin.ts; the browser's is its own). */
  publicOrigin?: string | undefined;
}

export function ShopRoot({ store, router, i18n, publicOrigin }: ShopRootProps) {
  return (
    <StrictMode>
      <LanguageRoot {...(i18n ? { instance: i18n } : {})}>
        <PublicOriginContext value={publicOrigin}>
          <Provider store={store}>
            {router}
            <ShopReady />
          </Provider>
        </PublicOriginContext>
      </LanguageRoot>
    </StrictMode>
  );
}
