import { act, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, networkFailure } from '@stepwise/shared/testing';
import { activeUser } from '../../test-utils/fixtures';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';
import { redirectTo } from '../../common/browser/redirect-to';

jest.mock('../../common/browser/redirect-to', () => ({ redirectTo: jest.fn() }));

beforeAll(preloadAuthScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(redirectTo).mockReset();
});

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderAuthScreen>>['user'], email: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(submit);
}

describe('login', () => {
  it('says what is missing, next to each field, without calling the API', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, '', '');

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the Russian texts in Russian', async () => {
    mockApi({});
    const { user } = await renderAuthScreen('/login', { lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите email')).toBeInTheDocument();
    expect(screen.getByText('Укажите пароль')).toBeInTheDocument();
  });

  it('signs in: stores the token and loads the user', async () => {
    const api = mockApi({
      'POST auth/login': () => jsonResponse(200, { access_token: 'token-1' }),
      'GET users/me': () => jsonResponse(200, activeUser),
    });
    const { user, store } = await renderAuthScreen('/login');
    await fillAndSubmit(user, ' ann@example.com ', 'secret1');

    await waitFor(() => expect(store.getState().auth.authStatus).toBe('loggedIn'));
    expect(tokenStorage.get()).toBe('token-1');
    expect(tokenStorage.getProvider()).toBe('password');
    expect(store.getState().auth.authUser).toEqual(activeUser);
    expect(api.callsTo('POST', 'auth/login')[0].body).toEqual({ email: 'ann@example.com', password: 'secret1' });
    expect(api.callsTo('GET', 'users/me')[0].headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('shows a busy button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'POST auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, 'ann@example.com', 'secret1');

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    answer(apiError(401, 'wrong_credentials'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  });

  it('says "Wrong login or password" on 401', async () => {
    mockApi({ 'POST auth/login': () => apiError(401, 'wrong_credentials') });
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, 'ann@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
    expect(tokenStorage.get()).toBeNull();
  });

  it('says how long to wait when rate limited', async () => {
    mockApi({ 'POST auth/login': () => apiError(429, 'rate_limited', {}, { 'Retry-After': '30' }) });
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, 'ann@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 30 seconds.');
  });

  it('says so when offline, and asks to try later on a server error', async () => {
    mockApi({ 'POST auth/login': networkFailure });
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, 'ann@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Check your connection and try again.');

    mockApi({ 'POST auth/login': () => apiError(503, 'unavailable') });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please try again later')).toBeInTheDocument();
  });

  it('maps server field codes to messages next to the fields', async () => {
    mockApi({ 'POST auth/login': () => apiError(400, 'validation_failed', { fields: { email: 'invalid' } }) });
    const { user } = await renderAuthScreen('/login');
    await fillAndSubmit(user, 'ann@example.com', 'secret1');
    expect(await screen.findByText('Please enter correct email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email');
  });

  it('links to password recovery and registration, and notices a restored password', async () => {
    mockApi({});
    await renderAuthScreen('/login?restored=1');
    expect(await screen.findByText('Your password has been changed. Sign in with the new password.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forget');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('keeps ?next= on the way to registration', async () => {
    mockApi({});
    await renderAuthScreen('/login?next=%2Finvite%2Fabc');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?next=%2Finvite%2Fabc');
  });

  it('starts Google sign-in: asks for the provider page and goes there, remembering ?next=', async () => {
    const api = mockApi({ 'GET auth/provider/redirect/google': () => jsonResponse(200, { url: 'https://accounts.example/auth?state=s1' }) });
    const { user } = await renderAuthScreen('/login?next=%2Faccount%2Fprofile');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://accounts.example/auth?state=s1'));
    expect(api.callsTo('GET', 'auth/provider/redirect/google')).toHaveLength(1);
    expect(window.sessionStorage.getItem('sw_auth_next')).toBe('/account/profile');
    expect(screen.getByRole('button', { name: 'Opening Google…' })).toHaveAttribute('aria-busy', 'true');

    // Back from Google through the browser's page cache: the button works again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).not.toHaveAttribute('aria-busy');
  });

  it('says when Google sign-in cannot start', async () => {
    mockApi({ 'GET auth/provider/redirect/google': () => apiError(503, 'unavailable') });
    const { user } = await renderAuthScreen('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in with Google is unavailable right now.');
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
