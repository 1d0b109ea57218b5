/**
 * The typed `useAppDispatch` and `useAppSelector`, here in the shared layer so that features and
 * components use them without importing the app layer (README, "Layout": shared → features → app).
 * Their types come from the store built in app/store.ts, which registers its type in `StoreRegister`
 * by declaration merging, as React Router's and TanStack Router's `Register` interfaces do: the
 * types flow down, no import points up.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/** app/store.ts adds `store: AppStore` here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StoreRegister {}

interface AnyStore {
  getState(): unknown;
  dispatch: Dispatch<UnknownAction>;
}

type RegisteredStore = StoreRegister extends { store: infer Store extends AnyStore } ? Store : AnyStore;

export type AppState = ReturnType<RegisteredStore['getState']>;
export type AppDispatch = RegisteredStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
