import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { prerenderedStateRestored } from '../prerender/prerendered-state';
import type { User } from './user';

export type AuthStatus = 'guest' | 'loggedIn';

export interface AuthState {
  isAuth: boolean;
  authUser: User | null;
  /** True once the start-up attempt to load the current user has finished, either way. */
  isUserInitialized: boolean;
  /** True while the user of a stored session is being loaded: the header shows neither a guest's nor a user's actions. */
  isUserLoading: boolean;
  /**
   * The stored session's user could not be loaded for another reason than a 401 (a 5xx, offline):
   * the token is kept and the visitor is neither shown as a guest nor let into pages that need the user.
   */
  userLoadFailed: boolean;
  /** Email a recovery link was sent to (shown on reset_email_sent). */
  resetEmail: string | null;
  /** External sign-in provider in use, if any. */
  providerName: string | null;
  authStatus: AuthStatus;
}

export const initialAuthState: AuthState = {
  isAuth: false,
  authUser: null,
  isUserInitialized: false,
  isUserLoading: false,
  userLoadFailed: false,
  resetEmail: null,
  providerName: null,
  authStatus: 'guest',
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoadStarted(state) {
      state.isUserLoading = true;
      state.userLoadFailed = false;
    },
    userLoadFailed(state) {
      state.isUserLoading = false;
      state.userLoadFailed = true;
      state.isUserInitialized = true;
    },
    userLoaded(state, action: PayloadAction<{ user: User; providerName?: string | null }>) {
      state.isUserLoading = false;
      state.userLoadFailed = false;
      state.isAuth = true;
      state.authUser = action.payload.user;
      state.providerName = action.payload.providerName ?? state.providerName;
      state.authStatus = 'loggedIn';
      state.isUserInitialized = true;
    },
    userInitializationFinished(state) {
      state.isUserLoading = false;
      state.isUserInitialized = true;
    },
    /** Logout, explicit or caused by a 401: the token is already gone from storage. */
    loggedOut(state, _action: PayloadAction<{ reason: 'user' | 'unauthorized' }>) {
      state.isAuth = false;
      state.authUser = null;
      state.providerName = null;
      state.authStatus = 'guest';
      state.isUserInitialized = true;
      state.isUserLoading = false;
      state.userLoadFailed = false;
    },
    resetEmailSent(state, action: PayloadAction<string>) {
      state.resetEmail = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(prerenderedStateRestored, (_state, action) => action.payload.auth);
  },
  selectors: {
    selectIsAuth: (state) => state.isAuth,
    selectAuthUser: (state) => state.authUser,
    selectAuthStatus: (state) => state.authStatus,
    selectIsUserInitialized: (state) => state.isUserInitialized,
    /** The stored session is being loaded, or its loading failed and waits for a retry: neither a guest's nor a user's header. */
    selectIsUserLoading: (state) => state.isUserLoading || state.userLoadFailed,
    selectUserLoadFailed: (state) => state.userLoadFailed,
  },
});

export const { userLoadStarted, userLoadFailed, userLoaded, userInitializationFinished, loggedOut, resetEmailSent } = authSlice.actions;
export const { selectIsAuth, selectAuthUser, selectAuthStatus, selectIsUserInitialized, selectIsUserLoading, selectUserLoadFailed } = authSlice.selectors;
