import { screen, waitFor } from '@testing-library/react';
import { apiError, jsonResponse, mockApi, networkFailure } from '@stepwise/shared/testing';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';

beforeAll(preloadAuthScreens);

describe('restore', () => {
  it('checks the link first and says when it is not valid', async () => {
    const api = mockApi({ 'GET auth/remember': () => apiError(400, 'restore_link_invalid') });
    await renderAuthScreen('/restore/expired-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Restore password link is not valid');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forget');
    expect(api.callsTo('GET', 'auth/remember')[0].query.get('check_code')).toBe('expired-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says the link is not valid in Russian too', async () => {
    mockApi({ 'GET auth/remember': () => apiError(400, 'restore_link_invalid') });
    await renderAuthScreen('/restore/expired-code', { lang: 'ru' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для восстановления пароля недействительна');
  });

  it('offers a retry when the link could not be checked', async () => {
    let calls = 0;
    mockApi({ 'GET auth/remember': () => (++calls === 1 ? networkFailure() : jsonResponse(200, { valid: true })) });
    const { user } = await renderAuthScreen('/restore/good-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('validates the new password like registration', async () => {
    const api = mockApi({ 'GET auth/remember': () => jsonResponse(200, { valid: true }) });
    const { user } = await renderAuthScreen('/restore/good-code');
    await user.type(await screen.findByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work. Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter confirmation');
    expect(api.callsTo('PUT', 'auth/remember')).toHaveLength(0);
  });

  it('saves the new password and returns to sign in with a notice', async () => {
    const api = mockApi({ 'GET auth/remember': () => jsonResponse(200, { valid: true }), 'PUT auth/remember': () => jsonResponse(204) });
    const { user } = await renderAuthScreen('/restore/good-code');
    await user.type(await screen.findByLabelText('Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Your password has been changed. Sign in with the new password.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?restored=1');
    expect(api.callsTo('PUT', 'auth/remember')[0].body).toEqual({ check_code: 'good-code', password: 'new-secret', password_confirmation: 'new-secret' });
  });

  it('says the link is not valid when it expired before saving', async () => {
    mockApi({ 'GET auth/remember': () => jsonResponse(200, { valid: true }), 'PUT auth/remember': () => apiError(400, 'restore_link_invalid') });
    const { user } = await renderAuthScreen('/restore/good-code');
    await user.type(await screen.findByLabelText('Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Restore password link is not valid')).toBeInTheDocument();
  });

  it('maps server field codes of the new password', async () => {
    mockApi({
      'GET auth/remember': () => jsonResponse(200, { valid: true }),
      'PUT auth/remember': () => apiError(400, 'validation_failed', { fields: { password_confirmation: 'mismatch' } }),
    });
    const { user } = await renderAuthScreen('/restore/good-code');
    await user.type(await screen.findByLabelText('Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirmation does not match'));
  });
});
