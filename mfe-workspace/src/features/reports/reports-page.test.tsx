import { screen, waitFor, within } from '@testing-library/react';
import type { RiskReport, TimeReport, VelocityReport } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { jsonResponse } from '@stepwise/shared/testing';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer } from '../../test-utils/work-server';

// jsdom has no canvas: a stand-in uPlot that "draws" at once.
jest.mock('uplot', () => jest.requireActual('../../test-utils/fake-uplot'));

beforeAll(preloadWorkScreens);
let exported: Blob[] = [];
beforeEach(() => {
  exported = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    exported.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const timeReport: TimeReport = {
  group_by: 'member',
  days: ['2026-03-02', '2026-03-03', '2026-03-04'],
  total_minutes: 275,
  groups: [
    { key: 6, name: 'Boris Orlov', minutes: 165, per_day: [0, 105, 60] },
    { key: 5, name: 'Anna Petrova', minutes: 110, per_day: [110, 0, 0] },
  ],
};
const velocityReport: VelocityReport = {
  sprints: [
    {
      sprint_id: 3,
      number: 2,
      starts_on: '2026-03-02',
      ends_on: '2026-03-15',
      status: 'past',
      committed_count: 4,
      committed_minutes: 230,
      done_count: 3,
      done_minutes: 180,
    },
  ],
};
const riskReport: RiskReport = {
  counts: { overdue: 1, late: 0, at_risk: 0 },
  tasks: [
    {
      task_id: 31,
      title: 'Write the release notes',
      risk: 'overdue',
      due_on: '2026-03-10',
      finish_p85: null,
      assignee_id: 5,
      assignee_name: 'Anna Petrova',
      sphere_id: 1,
      goal_id: null,
      project_id: null,
    },
  ],
};

function serve(reports: Partial<Record<'velocity' | 'accuracy' | 'time' | 'flow' | 'risk', unknown>>) {
  return workServer(
    screenData(),
    Object.fromEntries(Object.entries(reports).map(([report, data]) => [`GET workspaces/7/reports/${report}`, () => jsonResponse(200, { data })])),
  );
}

/** The exported file's text (decoding drops the byte-order mark). */
const readBlob = (blob: Blob) => blob.text();

describe('workspace-reports', () => {
  it('shows the report of the address with its period and filters, its table view and its CSV', async () => {
    const api = serve({ time: timeReport });
    const { user } = await renderWorkScreen('/w/7/reports?report=time&from=2026-03-02&to=2026-03-04&goal_id=3', { user: anna });
    expect(await screen.findByRole('tab', { name: 'Time', selected: true })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Tracked time' });
    await waitFor(() => expect(panel.querySelector('[data-chart-drawn]')).not.toBeNull());
    const [call] = api.callsTo('GET', 'workspaces/7/reports/time');
    expect(Object.fromEntries(call!.query)).toEqual({ from: '2026-03-02', to: '2026-03-04', goal_id: '3', group_by: 'member' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');

    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Tracked time' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['GroupHoursShare, %', 'Boris Orlov2.860', 'Anna Petrova1.840']);

    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    expect(await readBlob(exported[0]!)).toBe('Group,Hours,"Share, %"\r\nBoris Orlov,2.8,60\r\nAnna Petrova,1.8,40\r\n');
    // A byte-order mark first, so spreadsheet apps read the names right.
    expect([...new Uint8Array(await exported[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    await user.selectOptions(screen.getByLabelText('Group by'), 'project');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('group_by=project'));
  });

  it('keeps the tab in the address and moves between tabs with the arrow keys', async () => {
    serve({ velocity: velocityReport, risk: riskReport, accuracy: { bucket_edges: [], overall: {}, members: [], complexities: [], excluded: {} } });
    const { user } = await renderWorkScreen('/w/7/reports', { user: anna });
    const velocity = await screen.findByRole('tab', { name: 'Velocity', selected: true });
    const panel = await screen.findByRole('region', { name: 'Velocity per sprint' });
    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    expect(
      within(panel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SprintStartEndCommitted tasksCommitted, hDone tasksDone, h', 'Sprint 22026-03-022026-03-1543.833']);
    expect(screen.queryByLabelText('From')).toBeNull();

    velocity.focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Overdue and at risk' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/reports?report=risk');
    const risk = await screen.findByRole('table', { name: 'Overdue and at-risk tasks' });
    expect(within(risk).getByRole('link', { name: 'Write the release notes' })).toHaveAttribute('href', '/w/7/tasks/31');
    expect(screen.getByText('Overdue: 1, late: 0, at risk: 0')).toBeInTheDocument();
  });

  it('exports titles and names a spreadsheet would run as formulas as plain text', async () => {
    const hostile: RiskReport = {
      counts: { overdue: 1, late: 0, at_risk: 0 },
      tasks: [{ ...riskReport.tasks[0]!, title: '=HYPERLINK("x")', assignee_name: '@SUM(A1:A9)' }],
    };
    serve({ risk: hostile, time: { ...timeReport, total_minutes: 60, groups: [{ key: 6, name: '+cmd|calc', minutes: 60, per_day: [60, 0, 0] }] } });
    const { user } = await renderWorkScreen('/w/7/reports?report=risk', { user: anna });
    const risk = await screen.findByRole('region', { name: 'Overdue and at-risk tasks' });
    await user.click(within(risk).getByRole('button', { name: 'Download CSV' }));
    expect(await readBlob(exported[0]!)).toBe(`Task,Risk,Due,Assignee\r\n"'=HYPERLINK(""x"")",Overdue,2026-03-10,'@SUM(A1:A9)\r\n`);

    await user.click(screen.getByRole('tab', { name: 'Time' }));
    const time = await screen.findByRole('region', { name: 'Tracked time' });
    await user.click(within(time).getByRole('button', { name: 'Download CSV' }));
    expect(await readBlob(exported[1]!)).toBe(`Group,Hours,"Share, %"\r\n'+cmd|calc,1,100\r\n`);
  });

  it('says when a report has nothing to show, in Russian', async () => {
    serve({ time: { ...timeReport, total_minutes: 0, groups: [] } });
    await renderWorkScreen('/w/7/reports?report=time', { user: anna, lang: 'ru' });
    expect(await screen.findByText('За период время не учитывалось')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Время', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Отчёты' })).toBeInTheDocument();
  });

  it('offers a retry when a report cannot be loaded', async () => {
    workServer(screenData(), { 'GET workspaces/7/reports/flow': () => jsonResponse(500, { code: 'internal', message: 'boom' }) });
    await renderWorkScreen('/w/7/reports?report=flow', { user: anna });
    expect(await screen.findByText('The report could not be loaded')).toBeInTheDocument();
  });

  it('says why a report was refused by its bounds, in Russian, and retries after the wait', async () => {
    workServer(screenData(), {
      'GET workspaces/7/reports/flow': () => jsonResponse(429, { code: 'reports_busy', message: 'busy' }, { 'Retry-After': '2' }),
      'GET workspaces/7/reports/time': () => jsonResponse(503, { code: 'report_timeout', message: 'slow' }),
    });
    const { user } = await renderWorkScreen('/w/7/reports?report=flow', { user: anna, lang: 'ru' });
    expect(await screen.findByText('Сейчас считаются другие отчёты этого пространства. Повторите через несколько секунд.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Время' }));
    expect(await screen.findByText('Отчёт считался слишком долго и был остановлен. Выберите период короче или повторите позже.')).toBeInTheDocument();
  });
});
