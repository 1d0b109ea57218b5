import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './styles/global.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
setupListeners(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createAppRouter()} />
    </Provider>
  </StrictMode>,
);
