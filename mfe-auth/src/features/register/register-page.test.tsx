import { screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { activeUser, newUser } from '../../test-utils/fixtures';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';
import { resendSchedule } from '../../common/activation/resend-schedule';

beforeAll(preloadAuthScreens);

afterEach(() => {
  tokenStorage.clear();
});

type User = Awaited<ReturnType<typeof renderAuthScreen>>['user'];

interface Registration {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmation?: string;
  accept?: boolean;
}

const complete: Registration = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'secret1', confirmation: 'secret1', accept: true };

async function fillRegistration(
  user: User,
  values: Registration,
  labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password', confirmation: 'Confirm password' },
) {
  if (values.firstName) await user.type(screen.getByLabelText(labels.firstName), values.firstName);
  if (values.lastName) await user.type(screen.getByLabelText(labels.lastName), values.lastName);
  if (values.email) await user.type(screen.getByLabelText(labels.email), values.email);
  if (values.password) await user.type(screen.getByLabelText(labels.password), values.password);
  if (values.confirmation) await user.type(screen.getByLabelText(labels.confirmation), values.confirmation);
  if (values.accept) await user.click(screen.getByRole('checkbox'));
}

describe('register', () => {
  it('shows every validation message next to its field and sends nothing', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter confirmation');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Website policy and terms must be accepted');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    // The first field with an error gets the focus.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('checks the password length and the confirmation', async () => {
    mockApi({});
    const { user } = await renderAuthScreen('/register');
    await screen.findByRole('button', { name: 'Create account' });
    await fillRegistration(user, { password: '12345', confirmation: '12346' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 6 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work. Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirmation does not match');
  });

  it('shows the validation messages in Russian', async () => {
    mockApi({});
    const { user } = await renderAuthScreen('/register', { lang: 'ru' });
    await screen.findByRole('button', { name: 'Зарегистрироваться' });
    await fillRegistration(
      user,
      { password: '123', confirmation: '321' },
      { firstName: 'Имя', lastName: 'Фамилия', email: 'Email', password: 'Пароль', confirmation: 'Подтверждение пароля' },
    );
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(screen.getByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Укажите email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен содержать не менее 6 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByText('Необходимо принять политику конфиденциальности и условия использования сайта')).toBeInTheDocument();
  });

  it('links the privacy policy and the terms, opening in a new tab', async () => {
    mockApi({});
    await renderAuthScreen('/register');
    const privacy = await screen.findByRole('link', { name: 'website privacy policy' });
    expect(privacy).toHaveAttribute('href', '/en/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });

  it('registers with the interface language and the acceptance, signs in and goes to activate', async () => {
    const api = mockApi({
      'POST auth/register': () => jsonResponse(201, { access_token: 'new-token', resend_available_in: 60 }),
      'GET users/me': () => jsonResponse(200, newUser),
    });
    window.sessionStorage.clear();
    const { user, store } = await renderAuthScreen('/register');
    await screen.findByRole('button', { name: 'Create account' });
    await fillRegistration(user, { ...complete, email: ' ann@example.com ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate'));
    // The first code is on its way: the activate page starts counting to the next one at once.
    expect(resendSchedule.secondsLeft()).toBeGreaterThan(55);
    expect(api.callsTo('POST', 'auth/register')[0].body).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
      lang: 'en',
      accept: true,
    });
    expect(tokenStorage.get()).toBe('new-token');
    expect(store.getState().auth).toMatchObject({ isAuth: true, authUser: newUser });
  });

  it('comes back to where the visitor was going (?next=, e.g. an invitation) once the account is activated', async () => {
    mockApi({
      'POST auth/register': () => jsonResponse(201, { access_token: 'new-token', resend_available_in: 60 }),
      'GET users/me': () => jsonResponse(200, newUser),
      'POST users/activate': () => jsonResponse(200, activeUser),
    });
    window.sessionStorage.clear();
    const { user } = await renderAuthScreen('/register?next=%2Finvite%2Fabc-DEF_123');
    await screen.findByRole('button', { name: 'Create account' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Finvite%2Fabc-DEF_123');
    await fillRegistration(user, complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate?next=%2Finvite%2Fabc-DEF_123'));

    await user.type(await screen.findByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invite\/abc-DEF_123$/));
  });

  it('never keeps a ?next= that leaves the site', async () => {
    mockApi({
      'POST auth/register': () => jsonResponse(201, { access_token: 'new-token', resend_available_in: 60 }),
      'GET users/me': () => jsonResponse(200, newUser),
      'POST users/activate': () => jsonResponse(200, activeUser),
    });
    window.sessionStorage.clear();
    const { user } = await renderAuthScreen('/register?next=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('button', { name: 'Create account' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await fillRegistration(user, complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/activate$/));
    await user.type(await screen.findByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
  });

  it('sends lang ru when the interface is in Russian', async () => {
    const api = mockApi({
      'POST auth/register': () => jsonResponse(201, { access_token: 'new-token' }),
      'GET users/me': () => jsonResponse(200, { ...newUser, lang: 'ru' }),
    });
    const { user } = await renderAuthScreen('/register', { lang: 'ru' });
    await screen.findByRole('button', { name: 'Зарегистрироваться' });
    await fillRegistration(user, complete, { firstName: 'Имя', lastName: 'Фамилия', email: 'Email', password: 'Пароль', confirmation: 'Подтверждение пароля' });
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(api.callsTo('POST', 'auth/register')).toHaveLength(1));
    expect(api.callsTo('POST', 'auth/register')[0].body).toMatchObject({ lang: 'ru', accept: true });
  });

  it('maps the server field codes to messages next to the fields', async () => {
    mockApi({
      'POST auth/register': () =>
        apiError(400, 'validation_failed', {
          fields: { first_name: 'required', email: 'invalid', password: 'min_length', password_confirmation: 'mismatch', accept: 'required' },
        }),
    });
    const { user } = await renderAuthScreen('/register');
    await screen.findByRole('button', { name: 'Create account' });
    await fillRegistration(user, complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirmation does not match');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Website policy and terms must be accepted');
  });

  it('says when the email is taken (409), next to the email', async () => {
    mockApi({ 'POST auth/register': () => apiError(409, 'email_taken') });
    const { user } = await renderAuthScreen('/register');
    await screen.findByRole('button', { name: 'Create account' });
    await fillRegistration(user, complete);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/An account with this email already exists/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(tokenStorage.get()).toBeNull();
  });
});
