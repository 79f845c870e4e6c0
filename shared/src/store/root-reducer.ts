import { combineSlices } from '@reduxjs/toolkit';
import { apiSlice } from '../api/api-slice';
import { authSlice } from '../auth/auth-slice';
import { localeSlice } from '../i18n/locale-slice';
import { toastSlice } from '../toast/toast-slice';

/** Slices a remote injects later declare themselves here through module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(apiSlice, authSlice, localeSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
