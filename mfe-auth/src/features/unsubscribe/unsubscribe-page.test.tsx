import { screen } from '@testing-library/react';
import { apiError, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';

beforeAll(preloadAuthScreens);

describe('unsubscribe', () => {
  it('does nothing until the user confirms, then names the unsubscribed email', async () => {
    const api = mockApi({ 'POST unsubscribe': () => jsonResponse(200, { email: 'ann@example.com', unsubscribed: true }) });
    const { user } = await renderAuthScreen('/unsubscribe?email=ann%40example.com&hash=h1');
    expect(await screen.findByText(/Stop sending Stepwise emails to/)).toHaveTextContent('ann@example.com');
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByText(/has been unsubscribed from Stepwise emails/);
    expect(screen.getByRole('status')).toHaveTextContent('ann@example.com has been unsubscribed from Stepwise emails.');
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'unsubscribe')).toHaveLength(1);
    expect(api.callsTo('POST', 'unsubscribe')[0].body).toEqual({ email: 'ann@example.com', hash: 'h1' });
  });

  it('says when the link is not valid (bad hash)', async () => {
    mockApi({ 'POST unsubscribe': () => apiError(400, 'invalid_unsubscribe_link') });
    const { user } = await renderAuthScreen('/unsubscribe?email=ann%40example.com&hash=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says the link is not valid when it lacks the email or the hash', async () => {
    const api = mockApi({});
    await renderAuthScreen('/unsubscribe?email=ann%40example.com', { lang: 'ru' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для отписки недействительна.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
