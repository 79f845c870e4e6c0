import { screen, waitFor } from '@testing-library/react';
import { createAppStore, tokenStorage, userInitializationFinished } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, planCatalogueFixture } from '@stepwise/shared/testing';
import type { Locale } from '@stepwise/shared';
import { invitationPreviewFixture, joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const TOKEN = 'abc-DEF_123';

function previewApi(
  preview = invitationPreviewFixture(),
  accept: () => Response = () => jsonResponse(200, { data: joinedWorkspaceFixture({ role: 'member' }) }),
) {
  return mockApi({
    'GET invitations/preview': () => jsonResponse(200, { data: preview }),
    'POST invitations/accept': accept,
    'GET plans': () => jsonResponse(200, { data: planCatalogueFixture() }),
  });
}

/** A visitor without a session, once the app knows it. */
function renderAsGuest(url: string, lang: Locale = 'en') {
  const store = createAppStore();
  store.dispatch(userInitializationFinished());
  return renderWorkScreen(url, { store, user: null, token: undefined, lang });
}

describe('invite', () => {
  it('says who invites to which workspace with which role, and joins it: then opens the workspace', async () => {
    const api = previewApi();
    const { user } = await renderWorkScreen(`/invite/${TOKEN}`);
    expect(await screen.findByText(/invites you to/)).toHaveTextContent('Anna Ivanova invites you to Acme as Member');
    expect(screen.getByText(/The invitation was sent to/)).toHaveTextContent(
      'The invitation was sent to boris@example.com and is valid until February 8, 2026.',
    );
    expect(api.callsTo('GET', 'invitations/preview')[0].query.get('token')).toBe(TOKEN);
    // Signed in as anna@example.com, not the invited address: said before joining.
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as anna@example.com: you will join with this account.');

    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/w/42'));
    expect(api.callsTo('POST', 'invitations/accept')[0].body).toEqual({ token: TOKEN });
    expect(api.callsTo('POST', 'invitations/accept')[0].headers.get('Authorization')).toBe('Bearer work-token');
  });

  it('speaks Russian', async () => {
    previewApi(invitationPreviewFixture({ role: 'admin', email: 'anna@example.com' }));
    await renderWorkScreen(`/invite/${TOKEN}`, { lang: 'ru' });
    expect(await screen.findByText(/приглашает вас/)).toHaveTextContent('Anna Ivanova приглашает вас в пространство Acme с ролью Владелец');
    expect(screen.queryByText(/Вы вошли как/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Присоединиться' })).toBeInTheDocument();
  });

  it('names no inviter when the inviter’s account is gone', async () => {
    previewApi(invitationPreviewFixture({ inviter_name: null }));
    await renderWorkScreen(`/invite/${TOKEN}`);
    expect(await screen.findByText(/You are invited to/)).toHaveTextContent('You are invited to Acme as Member');
  });

  it('offers a guest to sign in or sign up, both coming back to this invitation', async () => {
    const api = previewApi();
    const { user } = await renderAsGuest(`/invite/${TOKEN}`);
    expect(await screen.findByText(/invites you to/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', `/login?next=%2Finvite%2F${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?next=%2Finvite%2F${TOKEN}`);

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/register?next=%2Finvite%2F${TOKEN}`);
    expect(api.callsTo('POST', 'invitations/accept')).toHaveLength(0);
  });

  it('offers the guest links in Russian', async () => {
    previewApi();
    await renderAsGuest(`/invite/${TOKEN}`, 'ru');
    expect(await screen.findByRole('link', { name: 'Войти, чтобы присоединиться' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' })).toBeInTheDocument();
  });

  it.each([
    ['expired', 'The invitation has expired', 'Ask an owner of Acme to send the invitation again'],
    ['accepted', 'The invitation has already been used', 'The link works once.'],
    ['revoked', 'The invitation has been revoked', 'An owner of Acme has cancelled it.'],
  ] as const)('explains a link that is %s, without a Join button', async (status, title, text) => {
    previewApi(invitationPreviewFixture({ status }));
    await renderWorkScreen(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my workspaces' })).toHaveAttribute('href', '/account/workspaces');
  });

  it('explains an unknown link', async () => {
    mockApi({ 'GET invitations/preview': () => apiError(404, 'not_found') });
    await renderWorkScreen(`/invite/${TOKEN}`, { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Ссылка приглашения недействительна' })).toBeInTheDocument();
  });

  it('offers a retry when the invitation cannot be loaded', async () => {
    let fail = true;
    mockApi({ 'GET invitations/preview': () => (fail ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: invitationPreviewFixture() })) });
    const { user } = await renderWorkScreen(`/invite/${TOKEN}`);
    expect(await screen.findByTestId('error-panel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it.each([
    ['plan_limit', 409, 'The workspace is full', 'Its owners need to upgrade the plan; then this link will work.', 'В пространстве нет мест'],
    ['invitation_expired', 410, 'The invitation has expired', 'send the invitation again', 'Срок приглашения истёк'],
    ['invitation_used', 409, 'The invitation has already been used', 'The link works once.', 'Приглашение уже использовано'],
    ['invitation_revoked', 409, 'The invitation has been revoked', 'has cancelled it', 'Приглашение отозвано'],
    ['activation_required', 403, 'Activate your account first', 'Enter the code from the email', 'Сначала активируйте аккаунт'],
  ])('explains a refusal to join: %s, in English and Russian', async (code, status, title, text, ruTitle) => {
    const extra = code === 'plan_limit' ? { limit: 'members', capacity: 3, plan: 'free' } : {};
    previewApi(undefined, () => apiError(status, code, extra));
    const { user, unmount } = await renderWorkScreen(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/invite/${TOKEN}`);
    unmount();

    const second = await renderWorkScreen(`/invite/${TOKEN}`, { lang: 'ru' });
    await second.user.click(await screen.findByRole('button', { name: 'Присоединиться' }));
    expect(await screen.findByRole('heading', { name: ruTitle })).toBeInTheDocument();
  });

  it('keeps the invitation and says so when joining fails for another reason', async () => {
    previewApi(undefined, () => apiError(500, 'internal_error'));
    const { user } = await renderWorkScreen(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not join the workspace');
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });
});
