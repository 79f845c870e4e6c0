import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { prerenderedStateRestored } from '../prerender/prerendered-state';
import { DEFAULT_LOCALE, type Locale } from './locales';

export interface LocaleState {
  lang: Locale;
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { lang: DEFAULT_LOCALE } as LocaleState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.lang = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(prerenderedStateRestored, (state, action) => {
      state.lang = action.payload.locale;
    });
  },
  selectors: {
    selectLocale: (state) => state.lang,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
