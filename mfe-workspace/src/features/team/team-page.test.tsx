import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi, planCatalogueFixture, type ApiHandler } from '@stepwise/shared/testing';
import { accuracyFixture } from '../../test-utils/forecast-fixtures';
import { joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { invitationFixture as baseInvitation, memberFixture as baseMember } from '../../test-utils/work-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { noTimeEntries } from '../../test-utils/time-fixtures';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

/** The signed-in user (userFixture: Anna Ivanova, id 7) as a member. */
function memberFixture(overrides: Parameters<typeof baseMember>[0] = {}) {
  return baseMember({ user_id: 7, last_name: 'Ivanova', joined_at: '2026-01-10T09:00:00Z', ...overrides });
}

function invitationFixture(overrides: Parameters<typeof baseInvitation>[0] = {}) {
  return baseInvitation({ id: 501, invited_by: 7, expires_at: '2026-02-08T10:00:00Z', ...overrides });
}

const anna = memberFixture();
const boris = memberFixture({
  user_id: 8,
  first_name: 'Boris',
  last_name: 'Petrov',
  email: 'boris@example.com',
  role: 'member',
  joined_at: '2026-02-03T09:00:00Z',
});
const start = { uuid: 'sub-1', plan: 'start' as const, status: 'active' as const, price_type: 'monthly', ends_at: '2026-03-12T00:00:00Z' };

function teamApi({
  role = 'admin',
  members = [anna, boris],
  invitations = [invitationFixture({ email: 'vera@example.com', sent_at: '2026-01-01T10:00:00Z' })],
  subscription = start,
  extra = {},
}: {
  role?: 'admin' | 'member';
  members?: ReturnType<typeof memberFixture>[];
  invitations?: ReturnType<typeof invitationFixture>[];
  subscription?: typeof start | null;
  extra?: Record<string, ApiHandler>;
} = {}) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role, member_count: members.length, subscription })] }),
    'GET workspaces/42/members': () => jsonResponse(200, { data: members }),
    'GET workspaces/42/invitations': () => jsonResponse(200, { data: invitations }),
    'GET plans': () => jsonResponse(200, { data: planCatalogueFixture() }),
    'GET workspaces/42/forecast/accuracy': () => jsonResponse(200, { data: accuracyFixture() }),
    ...noTimeEntries(42),
    ...extra,
  });
}

function row(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

describe('workspace-team', () => {
  it('shows skeletons first, then every member with email, role and the day they joined', async () => {
    const members = deferred();
    const api = teamApi({ extra: { 'GET workspaces/42/members': () => members.promise } });
    await renderWorkScreen('/w/42/team');
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    members.resolve(jsonResponse(200, { data: [anna, boris] }));
    await screen.findByRole('listitem', { name: 'Boris Petrov' });
    expect(row('Boris Petrov').getByText('boris@example.com')).toBeInTheDocument();
    expect(row('Boris Petrov').getByText(/Joined/)).toHaveTextContent('Joined February 3, 2026');
    expect(row('Boris Petrov').getByRole('combobox', { name: 'Role of Boris Petrov' })).toHaveValue('member');
    expect(row('Anna Ivanova').getByText('(you)')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('shows a member the list read-only: role badges, no invitations, and only their own Leave', async () => {
    const olga = memberFixture({ user_id: 9, first_name: 'Olga', last_name: 'Sidorova', email: 'olga@example.com' });
    const api = teamApi({ role: 'member', members: [olga, memberFixture({ role: 'member' })] });
    await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Olga Sidorova' });
    expect(screen.getByText(/Only the workspace’s owners change roles/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Olga Sidorova').getByText('Owner')).toBeInTheDocument();
    expect(row('Anna Ivanova').getByText('Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(row('Anna Ivanova').getByRole('button', { name: 'Leave' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Invite to the workspace' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/42/invitations')).toHaveLength(0);
  });

  it('follows the viewer’s own role in the member list: demoted, the controls go', async () => {
    teamApi({ members: [memberFixture({ role: 'member' }), memberFixture({ ...boris, role: 'admin' })] });
    await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Boris Petrov' });
    expect(screen.getByText(/Only the workspace’s owners change roles/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite to the workspace' })).not.toBeInTheDocument();
  });

  it('explains why the only owner can neither leave nor give up the role', async () => {
    teamApi();
    await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Anna Ivanova' });
    const select = row('Anna Ivanova').getByRole('combobox', { name: 'Role of Anna Ivanova' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('You are the only owner: make another member an owner before you leave or give up the role.');
    expect(row('Anna Ivanova').getByRole('button', { name: 'Leave' })).toBeDisabled();
  });

  it('changes a role at once, and puts it back with the server’s last_admin refusal in the user’s language', async () => {
    const second = memberFixture({ ...boris, role: 'admin' });
    const answer = deferred();
    const api = teamApi({ members: [anna, second], extra: { 'PATCH workspaces/42/members/8': () => answer.promise } });
    const { user } = await renderWorkScreen('/w/42/team', { lang: 'ru' });
    await screen.findByRole('listitem', { name: 'Boris Petrov' });
    await user.selectOptions(row('Boris Petrov').getByRole('combobox', { name: 'Роль: Boris Petrov' }), 'Участник');
    // Before the server has answered.
    await waitFor(() => expect(row('Boris Petrov').getByRole('combobox')).toHaveValue('member'));
    answer.resolve(apiError(409, 'last_admin'));
    expect(
      await screen.findByText('В пространстве должен остаться хотя бы один владелец: сначала назначьте владельцем другого участника.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'workspaces/42/members/8')[0].body).toEqual({ role: 'member' });
    expect(row('Boris Petrov').getByRole('combobox')).toHaveValue('admin');
  });

  it('promotes a member', async () => {
    teamApi({ extra: { 'PATCH workspaces/42/members/8': () => jsonResponse(200, { data: { ...boris, role: 'admin' } }) } });
    const { user } = await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Boris Petrov' });
    await user.selectOptions(row('Boris Petrov').getByRole('combobox'), 'Owner');
    expect(await screen.findByText('Boris Petrov’s role is changed')).toBeInTheDocument();
    expect(row('Boris Petrov').getByRole('combobox')).toHaveValue('admin');
    // Two owners now: Anna may step down.
    expect(row('Anna Ivanova').getByRole('combobox')).toBeEnabled();
  });

  it('removes a member after a confirmation, and keeps them when cancelled', async () => {
    const api = teamApi({ extra: { 'DELETE workspaces/42/members/8': () => jsonResponse(204) } });
    const { user } = await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Boris Petrov' });
    await user.click(row('Boris Petrov').getByRole('button', { name: 'Remove Boris Petrov' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the member?' });
    expect(dialog).toHaveTextContent('Boris Petrov loses access to Acme.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'workspaces/42/members/8')).toHaveLength(0);

    await user.click(row('Boris Petrov').getByRole('button', { name: 'Remove Boris Petrov' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Boris Petrov' })).not.toBeInTheDocument());
    expect(screen.getByText('Boris Petrov is removed from the workspace')).toBeInTheDocument();
  });

  it('lets a member leave after a confirmation and takes them to their workspaces', async () => {
    const me = memberFixture({ role: 'member' });
    const api = teamApi({
      role: 'member',
      members: [me, memberFixture({ ...boris, role: 'admin' })],
      extra: { 'DELETE workspaces/42/members/7': () => jsonResponse(204) },
    });
    const { user } = await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'Anna Ivanova' });
    await user.click(row('Anna Ivanova').getByRole('button', { name: 'Leave' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the workspace?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces'));
    expect(api.callsTo('DELETE', 'workspaces/42/members/7')).toHaveLength(1);
  });

  it('shows the seats used against the plan next to the invite form', async () => {
    teamApi();
    await renderWorkScreen('/w/42/team');
    expect(await screen.findByText(/Members: 2 of 10 on the Start plan/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Members against the plan’s limit' })).toHaveAttribute('aria-valuenow', '20');
  });

  it('warns when the plan is full, with a link to the plan page', async () => {
    teamApi({ subscription: null, members: [anna, boris, memberFixture({ user_id: 9, first_name: 'Olga', last_name: 'Sidorova', role: 'member' })] });
    await renderWorkScreen('/w/42/team');
    expect(await screen.findByText(/Members: 3 of 3 on the Free plan/)).toBeInTheDocument();
    expect(screen.getByText(/The workspace is full/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the plan' })).toHaveAttribute('href', '/account/workspaces/42/plan');
  });

  it('validates the address on blur without moving the form, then invites', async () => {
    const api = teamApi({
      extra: {
        'POST workspaces/42/invitations': ({ body }) =>
          jsonResponse(201, { data: invitationFixture({ id: 502, ...(body as object), sent_at: new Date().toISOString() }) }),
      },
    });
    const { user } = await renderWorkScreen('/w/42/team');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Send the invitation' });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter correct email');
    expect(email.closest('div')?.querySelector('[data-message-line]')?.children.length).toBeGreaterThan(1);
    await user.clear(email);
    await user.type(email, 'gleb@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Owner');
    await user.click(submit);
    expect(await screen.findByText('Invitation sent to gleb@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/42/invitations')[0].body).toEqual({ email: 'gleb@example.com', role: 'admin' });
    expect(await screen.findByRole('listitem', { name: 'gleb@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('says next to the field that the address is a member already, in Russian', async () => {
    teamApi({ extra: { 'POST workspaces/42/invitations': () => apiError(409, 'already_member') } });
    const { user } = await renderWorkScreen('/w/42/team', { lang: 'ru' });
    const email = await screen.findByRole('textbox', { name: 'Эл. почта' });
    await user.type(email, 'boris@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Этот человек уже участник пространства'));
  });

  it('explains an invitation sent a moment ago (429 resend_cooldown) with the wait', async () => {
    teamApi({ extra: { 'POST workspaces/42/invitations': () => apiError(429, 'resend_cooldown', { resend_available_in: 42 }) } });
    const { user } = await renderWorkScreen('/w/42/team');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can send it again in 42 seconds.');
  });

  it('lists invitations awaiting an answer with their status and expiry; accepted and revoked ones are left out', async () => {
    teamApi({
      invitations: [
        invitationFixture({ email: 'vera@example.com' }),
        invitationFixture({ id: 503, email: 'old@example.com', status: 'expired', expires_at: '2026-01-20T10:00:00Z' }),
        invitationFixture({ id: 504, email: 'done@example.com', status: 'accepted' }),
        invitationFixture({ id: 505, email: 'gone@example.com', status: 'revoked' }),
      ],
    });
    await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'vera@example.com' });
    expect(row('vera@example.com').getByText('Awaiting an answer')).toBeInTheDocument();
    expect(row('vera@example.com').getByText(/valid until/)).toHaveTextContent('valid until February 8, 2026');
    expect(row('old@example.com').getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'done@example.com' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'gone@example.com' })).not.toBeInTheDocument();
  });

  it('keeps Send again disabled during the cooldown, counting the seconds left', async () => {
    teamApi({ invitations: [invitationFixture({ email: 'vera@example.com', sent_at: new Date(Date.now() - 15_000).toISOString() })] });
    await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'vera@example.com' });
    const button = row('vera@example.com').getByRole('button', { name: /^Send again in 4[45] s to vera@example.com$/ });
    expect(button).toBeDisabled();
  });

  it('sends an invitation again, and honours the server’s cooldown when it refuses', async () => {
    let refuse = false;
    const api = teamApi({
      extra: {
        'POST workspaces/42/invitations/501/resend': () =>
          refuse
            ? apiError(429, 'resend_cooldown', { resend_available_in: 30 })
            : jsonResponse(200, { data: invitationFixture({ email: 'vera@example.com', sent_at: '2026-01-01T10:05:00Z' }) }),
      },
    });
    const { user } = await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'vera@example.com' });
    await user.click(row('vera@example.com').getByRole('button', { name: 'Send again to vera@example.com' }));
    expect(await screen.findByText('Invitation sent to vera@example.com again')).toBeInTheDocument();
    refuse = true;
    await user.click(row('vera@example.com').getByRole('button', { name: 'Send again to vera@example.com' }));
    expect(await screen.findByText('The invitation was sent a moment ago. You can send it again in 30 seconds.')).toBeInTheDocument();
    expect(row('vera@example.com').getByRole('button', { name: /^Send again in (30|29) s to vera@example.com$/ })).toBeDisabled();
    expect(api.callsTo('POST', 'workspaces/42/invitations/501/resend')).toHaveLength(2);
  });

  it('revokes an invitation after a confirmation', async () => {
    let revoked = false;
    const vera = invitationFixture({ email: 'vera@example.com' });
    teamApi({
      extra: {
        'DELETE workspaces/42/invitations/501': () => {
          revoked = true;
          return jsonResponse(204);
        },
        'GET workspaces/42/invitations': () => jsonResponse(200, { data: revoked ? [{ ...vera, status: 'revoked' }] : [vera] }),
      },
    });
    const { user } = await renderWorkScreen('/w/42/team');
    await screen.findByRole('listitem', { name: 'vera@example.com' });
    await user.click(row('vera@example.com').getByRole('button', { name: 'Revoke the invitation of vera@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation?' });
    expect(dialog).toHaveTextContent('The link sent to vera@example.com will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation of vera@example.com is revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'vera@example.com' })).not.toBeInTheDocument());
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    mockApi({
      'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture()] }),
      'GET workspaces/42/members': () => (fail ? apiError(500, 'internal_error') : jsonResponse(200, { data: [anna] })),
      'GET workspaces/42/invitations': () => jsonResponse(200, { data: [] }),
      'GET plans': () => jsonResponse(200, { data: planCatalogueFixture() }),
    });
    const { user } = await renderWorkScreen('/w/42/team');
    expect(await screen.findByTestId('error-panel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Anna Ivanova' })).toBeInTheDocument();
    expect(await screen.findByText('No invitations are awaiting an answer.')).toBeInTheDocument();
  });
});

describe('workspace-team: forecast accuracy', () => {
  const rate = (finished: number, by_p50: number, by_p85: number) => ({
    finished,
    by_p50,
    by_p85,
    p50_rate: finished ? by_p50 / finished : null,
    p85_rate: finished ? by_p85 / finished : null,
  });

  it('shows how many finished tasks were counted and how many made P50 and P85, for the team and each member', async () => {
    const accuracy = accuracyFixture({
      workspace: rate(40, 21, 34),
      members: [
        { user_id: 7, ...rate(25, 12, 22) },
        { user_id: 8, ...rate(0, 0, 0) },
        { user_id: 9, ...rate(15, 9, 12) },
      ],
    });
    teamApi({ extra: { 'GET workspaces/42/forecast/accuracy': () => jsonResponse(200, { data: accuracy }) } });
    await renderWorkScreen('/w/42/team');
    const section = within(await screen.findByRole('region', { name: 'Forecast accuracy' }));
    expect(
      section.getByText(
        'How often finished tasks made their forecast dates. A good forecast: about half by P50 (the most likely date), about 85% by P85 (the almost-certain date).',
      ),
    ).toBeInTheDocument();
    const table = within(await section.findByRole('table', { name: 'Forecast accuracy' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Who', 'Finished tasks counted', 'By P50', 'By P85']);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Whole team', '40', '53%', '85%'],
      ['Anna Ivanova', '25', '48%', '88%'],
      ['Former member', '15', '60%', '80%'],
    ]);
  });

  it('says nothing has been counted yet, in Russian', async () => {
    teamApi();
    await renderWorkScreen('/w/42/team', { lang: 'ru' });
    const section = within(await screen.findByRole('region', { name: 'Точность прогноза' }));
    expect(
      await section.findByText('Пока не учтено ни одной завершённой задачи: задача учитывается, когда завершается после того, как прогноз дал ей дату.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('table')).toBeNull();
  });

  it('says when the record cannot be loaded, and loads it again', async () => {
    let failures = 1;
    teamApi({
      extra: {
        'GET workspaces/42/forecast/accuracy': () =>
          failures-- > 0 ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: accuracyFixture({ workspace: rate(4, 2, 3) }) }),
      },
    });
    const { user } = await renderWorkScreen('/w/42/team');
    const section = within(await screen.findByRole('region', { name: 'Forecast accuracy' }));
    expect(await section.findByText('The forecast’s record could not be loaded')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('rowheader', { name: 'Whole team' })).toBeInTheDocument();
  });
});
