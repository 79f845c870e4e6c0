import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalendarDay } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, type ApiCall } from '@stepwise/shared/testing';
import { localToday } from '../../common/time/local-today';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer } from '../../test-utils/work-server';
import { daysOfMonth, monthOf, monthParam, parseMonth } from './calendar-month';

beforeAll(preloadWorkScreens);

// The grid's one Tab stop is today's cell when today is in the month shown, else the month's first day:
// "today" is fixed outside December 2026 so the month under test does not depend on the day the suite runs.
const TIMERS_LEFT_REAL = [
  'nextTick',
  'setImmediate',
  'clearImmediate',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'hrtime',
  'performance',
] as const;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2027-03-10T09:00:00Z'), doNotFake: [...TIMERS_LEFT_REAL] });
});

afterEach(() => {
  jest.useRealTimers();
  tokenStorage.clear();
  jest.restoreAllMocks();
});

type Special = Partial<Omit<CalendarDay, 'date'>>;

/** What the API says of the days of a row that differ from Monday–Friday, 8 hours. */
const SPECIAL: Record<string, Record<string, Special>> = {
  default: {
    '2026-12-26': { working: true, minutes: 480, reason: 'working_weekend' },
    '2026-12-30': { working: true, minutes: 420, reason: 'shortened' },
    '2026-12-31': { working: false, minutes: 0, reason: 'transfer' },
    '2027-01-01': { working: false, minutes: 0, reason: 'holiday', name: 'New Year holidays' },
  },
  5: {
    '2026-12-26': { working: true, minutes: 480, reason: 'working_weekend' },
    '2026-12-30': { working: true, minutes: 420, reason: 'shortened' },
    '2026-12-31': { working: false, minutes: 0, reason: 'day_off' },
  },
  6: {
    '2026-12-24': { working: true, minutes: 240, reason: 'day_off' },
    '2026-12-25': { working: false, minutes: 0, reason: 'no_hours' },
  },
};

function daysOf(call: ApiCall): CalendarDay[] {
  const from = call.query.get('from')!;
  const special = SPECIAL[call.query.get('user_id') ?? 'default'] ?? {};
  return daysOfMonth(monthOf(from))
    .filter((date) => date >= from && date <= call.query.get('to')!)
    .map((date) => {
      const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
      return { date, working: !weekend, minutes: weekend ? 0 : 480, reason: weekend ? 'weekend' : 'workday', ...special[date] };
    });
}

function calendarServer(extra: Parameters<typeof workServer>[1] = {}) {
  return workServer(screenData(), {
    'GET workspaces/7/calendar/days': (call) => jsonResponse(200, { data: daysOf(call) }),
    'GET workspaces/7/members/5/days-off': () =>
      jsonResponse(200, {
        data: [{ id: 1, user_id: 5, from: '2026-12-31', to: '2027-01-08', kind: 'vacation', part: null, created_at: '2026-11-01T09:00:00.000Z' }],
      }),
    ...extra,
  });
}

const grid = () => screen.getByRole('grid');
const cell = (name: string) => within(grid()).getByRole('gridcell', { name });

async function loadedGrid() {
  const view = await renderWorkScreen('/w/7/calendar?month=2026-12', { user: anna });
  await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
  return view;
}

describe('workspace-calendar', () => {
  it('shows the month of the address: the default row first, then every member, each day named with its reason', async () => {
    const api = calendarServer();
    await loadedGrid();
    expect(grid()).toHaveAccessibleName('Working days, December 2026');
    const rowHeaders = within(grid()).getAllByRole('rowheader');
    expect(['Workspace default', 'Anna Petrova', 'Boris Orlov'].map((name) => rowHeaders.indexOf(within(grid()).getByRole('rowheader', { name })))).toEqual([
      0, 1, 2,
    ]);
    expect(within(grid()).getAllByRole('columnheader')).toHaveLength(32);

    expect(cell('Workspace default, December 1: working day, 8 h')).toBeInTheDocument();
    expect(cell('Workspace default, December 5: weekend')).toBeInTheDocument();
    expect(cell('Workspace default, December 26: working weekend day, 8 h')).toBeInTheDocument();
    expect(cell('Workspace default, December 30: shortened pre-holiday day, 7 h')).toHaveTextContent('7 h');
    expect(cell('Workspace default, December 31: day off moved by the production calendar')).toHaveTextContent('⇄');
    expect(await within(grid()).findByRole('gridcell', { name: 'Anna Petrova, December 31: day off (vacation)' })).toBeInTheDocument();
    expect(cell('Boris Orlov, December 24: day off for part of the day, 4 h of work')).toHaveTextContent('4 h');
    expect(cell('Boris Orlov, December 25: no working hours')).toBeInTheDocument();

    const asked = api.callsTo('GET', 'workspaces/7/calendar/days').map((call) => [call.query.get('from'), call.query.get('to'), call.query.get('user_id')]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['2026-12-01', '2026-12-31', null],
        ['2026-12-01', '2026-12-31', '5'],
        ['2026-12-01', '2026-12-31', '6'],
      ]),
    );
    // Boris has a day off only in part: its kind is not needed; Anna's is asked once.
    expect(api.callsTo('GET', 'workspaces/7/members/5/days-off')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Legend' })).toHaveTextContent('Shortened pre-holiday day, with its hours');
    expect(api.unexpected).toEqual([]);
  });

  it('names the cells in Russian for a Russian interface', async () => {
    calendarServer();
    await renderWorkScreen('/w/7/calendar?month=2026-12', { user: anna, lang: 'ru' });
    expect(await screen.findByRole('gridcell', { name: 'Anna Petrova, 30 декабря: сокращённый предпраздничный день, 7 ч' })).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Anna Petrova, 31 декабря: отсутствие (отпуск)' })).toBeInTheDocument();
  });

  it('goes from cell to cell with the arrow keys, one Tab stop for the whole grid', async () => {
    calendarServer();
    const { user } = await loadedGrid();
    const first = cell('Workspace default, December 1: working day, 8 h');
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((candidate) => candidate.tabIndex === 0),
    ).toEqual([first]);
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    expect(cell('Workspace default, December 2: working day, 8 h')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell('Boris Orlov, December 2: working day, 8 h')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Boris Orlov, December 2: working day, 8 h')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Boris Orlov, December 31: working day, 8 h')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Anna Petrova, December 31: day off (vacation)')).toHaveFocus();
    expect(screen.getByTestId('calendar-day-details')).toHaveTextContent('Anna Petrova, December 31: day off (vacation)');
    await user.keyboard('{Home}');
    expect(cell('Anna Petrova, December 1: working day, 8 h')).toHaveFocus();
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((candidate) => candidate.tabIndex === 0),
    ).toEqual([cell('Anna Petrova, December 1: working day, 8 h')]);
  });

  it('moves between months in the address and back to today, naming holidays on hover', async () => {
    const api = calendarServer();
    const { user } = await loadedGrid();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/calendar?month=2027-01');
    const newYear = await screen.findByRole('gridcell', { name: 'Workspace default, January 1: holiday, New Year holidays' });
    expect(newYear).toHaveAttribute('title', 'New Year holidays');
    await user.hover(newYear);
    expect(screen.getByTestId('calendar-day-details')).toHaveTextContent('New Year holidays');
    expect(
      api.callsTo('GET', 'workspaces/7/calendar/days').some((call) => call.query.get('from') === '2027-01-01' && call.query.get('to') === '2027-01-31'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/calendar?month=2026-11');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/calendar?month=2027-03');
    expect(monthParam(monthOf(localToday()))).toBe('2027-03');
  });

  it('starts at the month of today, its Tab stop on today, when the address names none or a wrong one', async () => {
    calendarServer();
    await renderWorkScreen('/w/7/calendar?month=2026-13', { user: anna });
    const today = localToday();
    const month = parseMonth(monthParam(monthOf(today)))!;
    const days = daysOfMonth(month);
    await waitFor(() => expect(within(grid()).getAllByRole('gridcell')).toHaveLength(3 * days.length));
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    const stop = within(grid())
      .getAllByRole('gridcell')
      .find((candidate) => candidate.tabIndex === 0)!;
    expect(stop.getAttribute('data-col')).toBe(String(days.indexOf(today)));
    expect(screen.getByRole('columnheader', { current: 'date' })).toHaveTextContent(String(Number(today.slice(8))));
  });

  it('shows the grid busy while the days load, and says when they cannot be loaded, then tries again', async () => {
    let failures = 1;
    const first = deferred();
    calendarServer({
      'GET workspaces/7/calendar/days': (call) => {
        if (call.query.get('user_id') === '6' && failures-- > 0) return first.promise;
        return jsonResponse(200, { data: daysOf(call) });
      },
    });
    const { user } = await renderWorkScreen('/w/7/calendar?month=2026-12', { user: anna });
    expect(await screen.findByRole('grid')).toHaveAttribute('aria-busy', 'true');
    first.resolve(apiError(503, 'db_unreachable'));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The calendar could not be loaded');
    expect(cell('Boris Orlov, December 1')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('gridcell', { name: 'Boris Orlov, December 1: working day, 8 h' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the team cannot be loaded', async () => {
    calendarServer({ 'GET workspaces/7/members': () => apiError(500, 'internal') });
    await renderWorkScreen('/w/7/calendar?month=2026-12', { user: anna });
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
