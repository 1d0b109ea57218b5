import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** A thunk that needs nothing from the state's shape (shared pieces cannot know the app's RootState). */
export type Thunk<Result = void> = ThunkAction<Result, unknown, unknown, UnknownAction>;
