import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@stepwise/shared';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { annaMember, borisMember, memberForecastFixture, scheduleFixture, workingTimeServer } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const borisForecast = memberForecastFixture({
  complexity_paces: [
    { complexity: 2, pace: 1.1, tasks: 9 },
    { complexity: 4, pace: 1.6, tasks: 1 },
  ],
});

describe('workspace-member', () => {
  it('shows the member, their pace by complexity and their focus', async () => {
    workingTimeServer({ forecastMembers: [borisForecast] });
    await renderWorkScreen('/w/42/team/8');
    expect(await screen.findByText('Works at 1.3× estimates (from 23 tasks)')).toBeInTheDocument();
    expect(screen.getByText('Boris Petrov')).toBeInTheDocument();
    expect(screen.getByText('Member', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Pace by complexity' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Complexity 2: 1.1× (from 9 tasks)', 'Complexity 4: 1.6× (from 1 task)']);
    expect(screen.getByText('Focus: 80% of working hours go to tasks in the flow')).toBeInTheDocument();
  });

  it('explains a pace borrowed from the team or taken as estimated', async () => {
    workingTimeServer({
      forecastMembers: [
        memberForecastFixture({ pace_basis: 'team', pace: 1.25, pace_tasks: 40 }),
        memberForecastFixture({ user_id: 7, pace_basis: 'default', pace: 1, pace_tasks: 0 }),
      ],
    });
    const view = await renderWorkScreen('/w/42/team/8');
    expect(
      await screen.findByText('No finished estimated tasks of their own yet: the forecast uses the team’s pace, 1.3× estimates (from 40 tasks of the team)'),
    ).toBeInTheDocument();
    view.unmount();
    await renderWorkScreen('/w/42/team/7', { lang: 'ru' });
    expect(await screen.findByText('В команде ещё никто не завершил задач с оценкой: прогноз берёт оценки как есть (1,0×)')).toBeInTheDocument();
  });

  it('shows another member’s hours and days off read-only to a member', async () => {
    const api = workingTimeServer({
      role: 'member',
      members: [{ ...annaMember, role: 'member' }, borisMember],
      schedules: { 8: scheduleFixture({ time_zone: 'Asia/Tokyo' }) },
    });
    await renderWorkScreen('/w/42/team/8');
    expect(await screen.findByText('Time zone: Asia/Tokyo (UTC+09:00)')).toBeInTheDocument();
    expect(screen.getByText('Only Boris Petrov and the workspace’s owners change these hours and days off.')).toBeInTheDocument();
    expect(screen.getByText('40 h a week')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save hours' })).not.toBeInTheDocument();
    expect(await screen.findByText('No days off coming up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add day off' })).not.toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('lets a member edit their own hours and days off, noting they follow the default until saved', async () => {
    workingTimeServer({ role: 'member', members: [{ ...annaMember, role: 'member' }, borisMember] });
    await renderWorkScreen('/w/42/team/7');
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toBeInTheDocument();
    expect(screen.getByText(/Follows the workspace’s default hours. Once saved/)).toBeInTheDocument();
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add day off' })).toBeInTheDocument();
  });

  it('lets an owner edit anyone’s hours and days off', async () => {
    const api = workingTimeServer({ schedules: { 8: scheduleFixture() } });
    const user = userEvent.setup();
    await renderWorkScreen('/w/42/team/8');
    await screen.findByRole('combobox', { name: 'Time zone' });
    await user.click(within(screen.getByRole('group', { name: 'Sunday' })).getByRole('checkbox', { name: 'Day off' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Working hours saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'workspaces/42/members/8/schedule').map((call) => (call.body as { week: { sun: unknown } }).week.sun)).toEqual([
      [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Add day off' })).toBeInTheDocument();
  });

  it('says so when the person is not a member, with the way back to the team', async () => {
    workingTimeServer();
    await renderWorkScreen('/w/42/team/99');
    expect(await screen.findByRole('heading', { name: 'This person is not in the workspace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All members' })).toHaveAttribute('href', '/w/42/team');
  });

  it('is reached from the member’s name on the team page', async () => {
    workingTimeServer({
      extra: { 'GET workspaces/42/invitations': () => new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } }) },
    });
    const user = userEvent.setup();
    await renderWorkScreen('/w/42/team');
    await user.click(await screen.findByRole('link', { name: /Boris Petrov/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Working hours' })).toBeInTheDocument();
  });

  it('has no WCAG 2.2 AA violation axe can see without a browser, in the editor and in the day-off dialog', async () => {
    workingTimeServer({ forecastMembers: [borisForecast], schedules: { 8: scheduleFixture() } });
    const user = userEvent.setup();
    await renderWorkScreen('/w/42/team/8');
    await screen.findByRole('combobox', { name: 'Time zone' });
    await screen.findByText('Works at 1.3× estimates (from 23 tasks)');
    const rules = {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    };
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Add day off' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'New day off' })).getByRole('checkbox', { name: /Only part of each day/ }));
    expect((await axe.run(document.body, rules)).violations).toEqual([]);
  });
});
