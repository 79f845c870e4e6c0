import { configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

/** The api entry and remotes add middleware here at run time (the store itself is created once, by the shell). */
export const dynamicMiddleware = createDynamicMiddleware();

/** Tells a store that reducers joined it after it was made: their state exists from this action on. */
export const storeExtended = createAction('store/extended');

const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });

const madeStores = new Set<WeakRef<AppStore>>();

export function createAppStore(preloadedState?: Partial<RootState>): AppStore {
  const store = makeStore(preloadedState);
  madeStores.add(new WeakRef(store));
  return store;
}

/**
 * Adds a slice (an RTK Query api is one) and middleware to every store, those already made included:
 * code loaded later extends the store the shell made at start. A reducer runs only on an action, so
 * each existing store gets one at once; until then its state would lack the slice.
 */
export function extendStores(slice: { reducerPath: string; reducer: Reducer }, ...middleware: Middleware[]): void {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(...middleware);
  for (const reference of madeStores) {
    const store = reference.deref();
    if (store) store.dispatch(storeExtended());
    else madeStores.delete(reference);
  }
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
