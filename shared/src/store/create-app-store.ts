import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { apiSlice } from '../api/api-slice';
import { rootReducer, type RootState } from './root-reducer';

/** Remotes add middleware here at run time (the store itself is created once, by the shell). */
export const dynamicMiddleware = createDynamicMiddleware();

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
