import { screen, waitFor } from '@testing-library/react';
import { createAppStore, resetEmailSent } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';

beforeAll(preloadAuthScreens);

describe('forget', () => {
  it('asks for the email', async () => {
    const api = mockApi({});
    const { user } = await renderAuthScreen('/forget');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(api.calls).toHaveLength(0);
  });

  it('says "Email not found" next to the field on 404', async () => {
    mockApi({ 'POST auth/remember': () => apiError(404, 'email_not_found') });
    const { user, store } = await renderAuthScreen('/forget');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email not found'));
    expect(store.getState().auth.resetEmail).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/forget');
  });

  it('says "Email not found" in Russian too', async () => {
    mockApi({ 'POST auth/remember': () => apiError(404, 'email_not_found') });
    const { user } = await renderAuthScreen('/forget', { lang: 'ru' });
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Email не найден')).toBeInTheDocument();
  });

  it('sends the link, remembers the address and confirms on reset_email_sent', async () => {
    const api = mockApi({ 'POST auth/remember': () => jsonResponse(200, { sent: true }) });
    const { user, store } = await renderAuthScreen('/forget');
    await user.type(await screen.findByLabelText('Email'), ' ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-email-sent');
    expect(store.getState().auth.resetEmail).toBe('ann@example.com');
    expect(api.callsTo('POST', 'auth/remember')[0].body).toEqual({ email: 'ann@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a password recovery link to ann@example.com.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Send again' })).toHaveAttribute('href', '/forget');
  });

  it('fills the address in again after "send again"', async () => {
    mockApi({});
    const store = createAppStore();
    store.dispatch(resetEmailSent('ann@example.com'));
    await renderAuthScreen('/forget', { store });
    expect(await screen.findByLabelText('Email')).toHaveValue('ann@example.com');
  });
});

describe('reset_email_sent', () => {
  it('says so in general words when opened directly', async () => {
    mockApi({});
    await renderAuthScreen('/reset-email-sent');
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a password recovery link to your email.');
  });
});
