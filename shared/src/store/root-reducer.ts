import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';
import { localeSlice } from '../i18n/locale-slice';
import { toastSlice } from '../toast/toast-slice';

/** Slices a remote injects later declare themselves here through module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The api's state (declared by shared/src/api/api-slice.ts). It joins the store when the api entry
 * loads; everything that reads it has loaded that entry first, so the type says it is there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ApiSliceState {}

export const rootReducer = combineSlices(authSlice, localeSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer> & ApiSliceState;
