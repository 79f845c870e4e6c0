import { act, screen, waitFor } from '@testing-library/react';
import { createAppStore, tokenStorage, userLoaded } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { activeUser, newUser } from '../../test-utils/fixtures';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';
import { resendSchedule } from '../../common/activation/resend-schedule';

beforeAll(preloadAuthScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
  jest.useRealTimers();
});

/** A user who has just registered: token stored, status new. */
function newUserStore() {
  tokenStorage.set('new-token');
  const store = createAppStore();
  store.dispatch(userLoaded({ user: newUser, providerName: 'password' }));
  return store;
}

type User = Awaited<ReturnType<typeof renderAuthScreen>>['user'];

const codeInput = () => screen.getByLabelText('Confirmation code') as HTMLInputElement;
const boxes = () => Array.from(screen.getByTestId('code-boxes').children).map((box) => box.textContent);
const activeBox = () => Array.from(screen.getByTestId('code-boxes').children).findIndex((box) => box.hasAttribute('data-active'));

/** Types the code: its sixth digit sends it; a shorter one is sent with the button. */
async function submitCode(user: User, code: string) {
  if (code) await user.type(codeInput(), code);
  if (code.replace(/\D/g, '').length < 6) await user.click(screen.getByRole('button', { name: 'Activate' }));
}

describe('activate', () => {
  it('tells where the code went and asks for it', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    expect(await screen.findByText(/We have sent a confirmation code to/)).toHaveTextContent('ann@example.com');
    const input = screen.getByLabelText('Confirmation code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await submitCode(user, '');
    expect(input).toHaveAccessibleDescription('6 digits from the email Please enter the code');
    expect(api.calls).toHaveLength(0);
  });

  it('activates: the returned user replaces the new one and the user goes to their workspaces', async () => {
    const api = mockApi({ 'POST users/activate': () => jsonResponse(200, activeUser) });
    const store = newUserStore();
    const { user } = await renderAuthScreen('/activate', { store });
    await screen.findByLabelText('Confirmation code');
    await submitCode(user, '123 456');

    await waitFor(() => expect(store.getState().auth.authUser?.status).toBe('active'));
    expect(store.getState().auth).toMatchObject({ isAuth: true, authUser: activeUser, providerName: 'password' });
    expect(api.callsTo('POST', 'users/activate')[0].body).toEqual({ code: '123456' });
    expect(api.callsTo('POST', 'users/activate')[0].headers.get('Authorization')).toBe('Bearer new-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
  });

  it.each([
    ['invalid_code', 400, 'The code is not correct. Check the email and try again.'],
    ['code_expired', 410, 'The code has expired. Request a new code and enter it.'],
    ['code_attempts_exceeded', 429, 'Too many wrong attempts: this code no longer works. Request a new code and enter it.'],
  ])('explains %s', async (code, status, message) => {
    mockApi({ 'POST users/activate': () => apiError(status, code) });
    const store = newUserStore();
    const { user } = await renderAuthScreen('/activate', { store });
    await screen.findByLabelText('Confirmation code');
    await submitCode(user, '111111');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(store.getState().auth.authUser?.status).toBe('new');
  });

  it('puts a wrong code next to the field', async () => {
    mockApi({ 'POST users/activate': () => apiError(400, 'invalid_code') });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await screen.findByLabelText('Confirmation code');
    await submitCode(user, '111111');
    await waitFor(() => expect(screen.getByLabelText('Confirmation code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Confirmation code')).toHaveAccessibleDescription(
      '6 digits from the email The code is not correct. Check the email and try again.',
    );
  });

  it('sends the code as soon as its sixth digit is typed, once', async () => {
    const api = mockApi({ 'POST users/activate': () => apiError(400, 'invalid_code') });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await user.type(await screen.findByLabelText('Confirmation code'), '12345');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(api.callsTo('POST', 'users/activate')).toHaveLength(0);

    await user.keyboard('6');
    await waitFor(() => expect(api.callsTo('POST', 'users/activate')).toHaveLength(1));
    expect(api.callsTo('POST', 'users/activate')[0].body).toEqual({ code: '123456' });
    await waitFor(() => expect(codeInput()).toHaveAttribute('aria-invalid', 'true'));
    // Another key on a full code adds nothing and sends nothing.
    await user.keyboard('7');
    expect(codeInput()).toHaveValue('123456');
    expect(api.callsTo('POST', 'users/activate')).toHaveLength(1);
  });

  it('fills every box from a pasted code, spaces and dashes left out, and sends it', async () => {
    const api = mockApi({ 'POST users/activate': () => jsonResponse(200, activeUser) });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await user.click(await screen.findByLabelText('Confirmation code'));
    await user.paste('482 913');
    expect(boxes()).toEqual(['4', '8', '2', '9', '1', '3']);
    await waitFor(() => expect(api.callsTo('POST', 'users/activate')).toHaveLength(1));
    expect(api.callsTo('POST', 'users/activate')[0].body).toEqual({ code: '482913' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
  });

  it('keeps only digits: a typed letter or dash takes no box', async () => {
    mockApi({});
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await user.type(await screen.findByLabelText('Confirmation code'), '4a8-');
    expect(codeInput()).toHaveValue('48');
    expect(boxes()).toEqual(['4', '8', '', '', '', '']);
  });

  it('goes back a box with Backspace and moves between boxes with the arrow keys', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await user.type(await screen.findByLabelText('Confirmation code'), '1234');
    expect(activeBox()).toBe(4);
    await user.keyboard('{Backspace}');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    expect(activeBox()).toBe(3);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(activeBox()).toBe(1);
    await user.keyboard('{Backspace}');
    expect(boxes()).toEqual(['2', '3', '', '', '', '']);
    expect(activeBox()).toBe(0);
    await user.keyboard('{ArrowRight}');
    expect(activeBox()).toBe(1);
    await user.tab();
    expect(activeBox()).toBe(-1);
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the missing digits of a short code sent with the button', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/activate', { store: newUserStore() });
    await screen.findByLabelText('Confirmation code');
    await submitCode(user, '123');
    await waitFor(() => expect(codeInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeInput()).toHaveAccessibleDescription('6 digits from the email The code consists of 6 digits');
    expect(api.calls).toHaveLength(0);
  });

  it('names the field and its hint in Russian', async () => {
    mockApi({});
    await renderAuthScreen('/activate', { store: newUserStore(), lang: 'ru' });
    const input = await screen.findByRole('textbox', { name: 'Код подтверждения' });
    expect(input).toHaveAccessibleDescription('6 цифр из письма');
  });

  it('resends the code and counts down before the next one may be requested', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'POST users/send-code': () => jsonResponse(200, { resend_available_in: 60 }) });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore(), fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('A new code has been sent to ann@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent to ann@example.com.');
    const button = screen.getByRole('button', { name: 'New code available in 60 seconds' });
    expect(button).toBeDisabled();
    expect(api.callsTo('POST', 'users/send-code')).toHaveLength(1);
    // Ready for the new code.
    expect(screen.getByLabelText('Confirmation code')).toHaveFocus();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'New code available in 59 seconds' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'New code available in 1 second' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it("right after registering, counts down the first code's wait at once instead of offering the button", async () => {
    jest.useFakeTimers();
    const api = mockApi({});
    resendSchedule.remember(60);
    await renderAuthScreen('/activate', { store: newUserStore(), fakeTimers: true });
    expect(await screen.findByRole('button', { name: 'New code available in 60 seconds' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(api.callsTo('POST', 'users/send-code')).toHaveLength(0);
  });

  it('on a 429 cooldown counts down from what the server says', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST users/send-code': () => apiError(429, 'resend_cooldown', { resend_available_in: 42 }) });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore(), fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('button', { name: 'New code available in 42 seconds' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A code was sent recently.');
    act(() => jest.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('on a 429 rate limit counts down from Retry-After', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST users/send-code': () => apiError(429, 'rate_limited', {}, { 'Retry-After': '5' }) });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore(), fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Wait a little and try again.');
    expect(screen.getByRole('button', { name: 'New code available in 5 seconds' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('shows the countdown in Russian plurals', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST users/send-code': () => apiError(429, 'resend_cooldown', { resend_available_in: 22 }) });
    const { user } = await renderAuthScreen('/activate', { store: newUserStore(), fakeTimers: true, lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Отправить новый код' }));
    expect(await screen.findByRole('button', { name: 'Новый код можно запросить через 22 секунды' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Новый код можно запросить через 21 секунду' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Новый код можно запросить через 20 секунд' })).toBeDisabled();
  });

  it('goes on when the account turns out to be active already (409)', async () => {
    const api = mockApi({ 'POST users/activate': () => apiError(409, 'already_active'), 'GET users/me': () => jsonResponse(200, activeUser) });
    const store = newUserStore();
    const { user } = await renderAuthScreen('/activate', { store });
    await screen.findByLabelText('Confirmation code');
    await submitCode(user, '123456');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
    expect(store.getState().auth.authUser).toEqual(activeUser);
    expect(api.callsTo('GET', 'users/me')).toHaveLength(1);
  });

  it('lets someone who used the wrong email log out and register again', async () => {
    mockApi({ 'POST auth/logout': () => jsonResponse(204) });
    const { user, store } = await renderAuthScreen('/activate', { store: newUserStore() });
    await user.click(await screen.findByRole('button', { name: 'Log out and register again' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register'));
    expect(store.getState().auth).toMatchObject({ isAuth: false, authUser: null, authStatus: 'guest' });
    expect(tokenStorage.get()).toBeNull();
  });
});
