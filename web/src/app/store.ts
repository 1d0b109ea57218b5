/**
 * The store factory. Server data lives in `shopApi` (RTK Query); client state in feature slices,
 * registered here.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { cartLinesSlice } from '../features/cart/cartLinesSlice';
import { shopApi } from '../lib/api/shopApi';
import { sessionSlice } from '../lib/sessionSlice';

export const rootReducer = combineReducers({
  [shopApi.reducerPath]: shopApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [cartLinesSlice.reducerPath]: cartLinesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
