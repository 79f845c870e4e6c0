import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { languageStorage } from '../i18n/language-storage';
import { localeChanged } from '../i18n/locale-slice';
import type { Locale } from '../i18n/locales';
import type { RootState } from '../store/root-reducer';
import { loggedOut, userInitializationFinished, userLoadFailed, userLoadStarted, userLoaded } from './auth-slice';
import { tokenStorage } from './token-storage';
import type { User } from './user';

type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Switches the interface language and remembers it (localStorage + 30-day cookie). */
export const applyLanguage =
  (lang: Locale): AppThunk =>
  (dispatch, getState) => {
    languageStorage.set(lang);
    if (getState().locale.lang !== lang) dispatch(localeChanged(lang));
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  };

/**
 * Loads users/me with the stored token; the user's language wins when it differs. The API layer
 * (RTK Query) is loaded only when there is a session to load: a visitor never downloads it for this.
 */
export const loadCurrentUser = (): AppThunk<Promise<User | null>> => async (dispatch) => {
  if (!tokenStorage.get()) {
    dispatch(userInitializationFinished());
    return null;
  }
  dispatch(userLoadStarted());
  let usersApi;
  try {
    ({ usersApi } = await import('@stepwise/shared/api'));
  } catch {
    // Its code could not be loaded (offline): the same as a server that cannot be reached.
    dispatch(userLoadFailed());
    return null;
  }
  const result = await dispatch(usersApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
  if (!result.data) {
    // A 401 has already logged out (the token is gone). Any other failure keeps the token: the
    // visitor is not logged out by a server's bad moment, and the pages say so with a retry.
    if (tokenStorage.get()) dispatch(userLoadFailed());
    else dispatch(userInitializationFinished());
    return null;
  }
  dispatch(userLoaded({ user: result.data, providerName: tokenStorage.getProvider() }));
  dispatch(applyLanguage(result.data.lang));
  return result.data;
};

/** After login, registration or external sign-in: keep the token, then load the user. */
export const signIn =
  (accessToken: string, provider = 'password'): AppThunk<Promise<User | null>> =>
  async (dispatch) => {
    tokenStorage.set(accessToken, provider);
    return dispatch(loadCurrentUser());
  };

/** Ends the session here and on the server (best effort: the token is dropped locally either way). */
export const signOut = (): AppThunk<Promise<void>> => async (dispatch) => {
  const token = tokenStorage.get();
  tokenStorage.clear();
  // The API layer, when it is loaded, forgets its cache on this action (shared/src/api/api-slice.ts).
  dispatch(loggedOut({ reason: 'user' }));
  if (token) {
    await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
};
