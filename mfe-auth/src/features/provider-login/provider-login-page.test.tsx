import { screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { activeUser, newUser } from '../../test-utils/fixtures';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';

beforeAll(preloadAuthScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
});

describe('provider_login', () => {
  it('posts the callback exactly once (StrictMode runs effects twice) and signs in', async () => {
    const api = mockApi({
      'POST auth/provider/callback/google': () => jsonResponse(200, { access_token: 'google-token' }),
      'GET users/me': () => jsonResponse(200, activeUser),
    });
    const { store } = await renderAuthScreen('/provider-login/google?code=code-1&state=state-1');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
    expect(api.callsTo('POST', 'auth/provider/callback/google')).toHaveLength(1);
    expect(api.callsTo('POST', 'auth/provider/callback/google')[0].body).toEqual({ code: 'code-1', state: 'state-1' });
    expect(tokenStorage.get()).toBe('google-token');
    expect(tokenStorage.getProvider()).toBe('google');
    expect(store.getState().auth).toMatchObject({ isAuth: true, providerName: 'google' });
  });

  it('returns to the page the user was going to before leaving for the provider', async () => {
    window.sessionStorage.setItem('sw_auth_next', '/account/profile');
    mockApi({
      'POST auth/provider/callback/google': () => jsonResponse(200, { access_token: 'google-token' }),
      'GET users/me': () => jsonResponse(200, activeUser),
    });
    await renderAuthScreen('/provider-login/google?code=code-2&state=state-2');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/profile'));
    expect(window.sessionStorage.getItem('sw_auth_next')).toBeNull();
  });

  it('sends a new user to activate', async () => {
    mockApi({
      'POST auth/provider/callback/google': () => jsonResponse(200, { access_token: 'google-token' }),
      'GET users/me': () => jsonResponse(200, newUser),
    });
    await renderAuthScreen('/provider-login/google?code=code-3&state=state-3');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate'));
  });

  it.each([
    ['provider_state_invalid', 400, 'The sign-in session has expired or was started in another browser. Start the sign-in with Google again.'],
    ['provider_email_unverified', 400, 'Your Google account’s email is not verified.'],
    ['provider_error', 502, 'Google could not confirm the sign-in right now. Try again later.'],
  ])('explains %s, posting once, with a way back to sign in', async (code, status, message) => {
    const api = mockApi({ 'POST auth/provider/callback/google': () => apiError(status, code) });
    await renderAuthScreen(`/provider-login/google?code=failing-${code}&state=s`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', 'auth/provider/callback/google')).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
  });

  it('says the sign-in was cancelled without calling the API', async () => {
    const api = mockApi({});
    await renderAuthScreen('/provider-login/google?error=access_denied&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in with Google was cancelled.');
    expect(api.calls).toHaveLength(0);
  });

  it('says the link is incomplete without a code', async () => {
    const api = mockApi({});
    await renderAuthScreen('/provider-login/google?state=s', { lang: 'ru' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для входа неполная. Начните вход через Google заново.');
    expect(api.calls).toHaveLength(0);
  });
});
