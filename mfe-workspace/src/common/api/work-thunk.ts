import type { AppDispatch, RootState } from '@stepwise/shared';

/** A change of the cache dispatched as a thunk; `R` is what it returns (the patches, to undo them). */
export type WorkThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** What `updateQueryData` hands back: undoing it restores the entry as it was. */
export interface CachePatch {
  undo(): void;
}

export function undoAll(patches: readonly CachePatch[]): void {
  for (const patch of [...patches].reverse()) patch.undo();
}

/** The store's state as the workspace endpoints' selectors expect it (their tag types are added at run time). */
export function workState(state: RootState): never {
  return state as never;
}
