import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { startLanguage } from './lib/i18n/i18n';
import { LanguageRoot } from './lib/i18n/LanguageRoot';
import './styles/global.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
setupListeners(store.dispatch);

// English renders at once; a remembered or preferred other language first fetches its catalogue.
void startLanguage().then(() => {
  createRoot(container).render(
    <StrictMode>
      <LanguageRoot>
        <Provider store={store}>
          <RouterProvider router={createAppRouter()} />
        </Provider>
      </LanguageRoot>
    </StrictMode>,
  );
});
