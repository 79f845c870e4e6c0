import { act, waitFor, fireEvent, screen, within } from '@testing-library/react';
import type { HistoryImportJobResponse, HistoryImportProgress, HistoryImportResponse } from '@stepwise/contracts';
import { HISTORY_IMPORT_MAX_BYTES } from '@stepwise/contracts/rules';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { fakeLiveChannel } from '../../test-utils/fake-live-channel';
import { joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { memberFixture, sphereFixture } from '../../test-utils/work-fixtures';
import { HISTORY_SAMPLE_CSV } from './history-csv';

/** What the live channel's history.import_progress event carries of an import's status. */
function progressOf({ id, status, total_rows, processed_rows, imported, refused_count }: HistoryImportJobResponse): HistoryImportProgress {
  return { id, status, total_rows, processed_rows, imported, refused_count };
}

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const CSV = `${HISTORY_SAMPLE_CSV}Lost task,nobody@example.com,30,30,2026-10-07 10:00,2026-10-07 11:00,\n`;

function row(line: number, title: string): NonNullable<HistoryImportResponse['rows']>[number] {
  return {
    line,
    title,
    user_id: 5,
    estimate_minutes: 120,
    spent_minutes: 150,
    started_at: '2026-10-05T06:00:00.000Z',
    finished_at: '2026-10-05T09:10:00.000Z',
    complexity: 2,
  };
}

function importApi(handler: ApiHandler, status?: ApiHandler) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role: 'admin' })] }),
    'GET workspaces/42/spheres': () => jsonResponse(200, { data: [sphereFixture({ workspace_id: 42 })] }),
    'GET workspaces/42/calendar': () => jsonResponse(200, { data: { country: 'RU', holidays: [], working_days: [] } }),
    'GET workspaces/42/members': () => jsonResponse(200, { data: [memberFixture()] }),
    'POST workspaces/42/import/history': handler,
    ...(status && { 'GET workspaces/42/import/history/9': status }),
  });
}

/** The import's status as the API answers it. */
function importStatus(changes: Partial<HistoryImportJobResponse> = {}): HistoryImportJobResponse {
  return {
    id: 9,
    status: 'queued',
    total_rows: 1200,
    processed_rows: 0,
    imported: 0,
    refused_count: 0,
    refused: [],
    processed_through_line: null,
    error: null,
    created_at: '2026-11-27T10:00:00.000Z',
    finished_at: null,
    ...changes,
  };
}

const DRY_RUN = {
  imported: 2,
  dry_run: true,
  rows: [row(2, 'Write the release notes'), row(3, 'Fix the login bug')],
  skipped: [{ line: 4, reason: 'assignee_unknown' }],
};

/** Each status read answers the next of `answers`, the last one from then on. */
function statusSequence(answers: HistoryImportJobResponse[]): ApiHandler {
  let read = 0;
  return () => jsonResponse(200, { data: answers[Math.min(read++, answers.length - 1)] });
}

const section = () => within(screen.getByRole('region', { name: 'Import history' }));

function csvFile(text: string, name = 'history.csv') {
  return new File([text], name, { type: 'text/csv' });
}

async function openSection() {
  const view = await renderWorkScreen('/w/42/settings');
  await screen.findByRole('region', { name: 'Import history' });
  return view;
}

describe('the history import in settings', () => {
  it('checks the file first, shows what will and will not be imported, then queues it and follows its progress to the end', async () => {
    const live = fakeLiveChannel();
    const running = importStatus({
      status: 'running',
      processed_rows: 500,
      imported: 498,
      refused_count: 2,
      refused: [
        { line: 7, reason: 'overlaps_row', other_line: 3 },
        { line: 12, reason: 'in_future' },
      ],
      processed_through_line: 501,
    });
    const succeeded = importStatus({
      ...running,
      status: 'succeeded',
      processed_rows: 1200,
      imported: 1197,
      refused_count: 3,
      refused: [...running.refused, { line: 900, reason: 'overlaps_entry' }],
      processed_through_line: 1201,
      finished_at: '2026-11-27T10:00:05.000Z',
    });
    const api = importApi(
      ({ query }) => (query.get('dry_run') === 'true' ? jsonResponse(200, { data: DRY_RUN }) : jsonResponse(202, { data: importStatus() })),
      statusSequence([importStatus(), running, succeeded]),
    );
    const { user } = await renderWorkScreen('/w/42/settings', { live: { channel: live.channel, status: 'live' } });
    await screen.findByRole('region', { name: 'Import history' });
    await user.upload(section().getByLabelText('CSV file'), csvFile(CSV));
    const zone = section().getByRole('combobox', { name: 'Time zone of dates written without one' });
    await user.clear(zone);
    await user.type(zone, 'Europe/Moscow');
    await user.click(section().getByRole('button', { name: 'Check history.csv' }));

    expect(await section().findByText('2 tasks will be imported.')).toBeInTheDocument();
    const table = within(section().getByRole('table', { name: 'Tasks to import' }));
    // Members are named once the member list is in.
    await waitFor(() => expect(table.getAllByText('Anna Petrova')).toHaveLength(2));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) =>
          within(tableRow)
            .getAllByRole('cell')
            .slice(0, 5)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2', 'Write the release notes', 'Anna Petrova', '2 h', '2 h 30 min'],
      ['3', 'Fix the login bug', 'Anna Petrova', '2 h', '2 h 30 min'],
    ]);
    expect(section().getByRole('list', { name: 'Lines not imported' })).toHaveTextContent('Line 4: no active member of the workspace has this email.');
    const [dryRun] = api.callsTo('POST', 'workspaces/42/import/history');
    expect(dryRun.body).toBe(CSV);
    expect(dryRun.headers.get('Content-Type')).toBe('text/csv');
    expect(dryRun.query.get('time_zone')).toBe('Europe/Moscow');

    await user.click(section().getByRole('button', { name: 'Import 2 tasks' }));
    expect(await section().findByText('The file is accepted and waits its turn to be imported.')).toBeInTheDocument();
    expect(section().getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '0');
    const calls = api.callsTo('POST', 'workspaces/42/import/history');
    expect(calls.map((call) => call.query.get('dry_run'))).toEqual(['true', 'false']);
    expect(calls[1].body).toBe(CSV);
    expect(section().queryByRole('button', { name: /Import \d/ })).toBeNull();
    expect((section().getByLabelText('CSV file') as HTMLInputElement).files).toHaveLength(0);

    // Each batch announces itself on the live channel: the status is read again.
    const at = '2026-11-27T10:00:02.000Z';
    await waitFor(() => expect(api.callsTo('GET', 'workspaces/42/import/history/9')).toHaveLength(1));
    act(() => live.deliver(42, { seq: 1, type: 'history.import_progress', payload: { import: progressOf(running) }, actor_id: 5, at }));
    expect(await section().findByText('500 of 1,200 rows processed: 498 imported, 2 refused.')).toBeInTheDocument();
    expect(section().getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '42');
    const refused = section().getByRole('list', { name: 'Lines not imported' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 7: it overlaps line 3 of the same member.', 'Line 12: it starts or finishes in the future.']);

    act(() => live.deliver(42, { seq: 2, type: 'history.import_progress', payload: { import: progressOf(succeeded) }, actor_id: 5, at }));
    expect(await section().findByText('1,197 tasks are imported: the forecast now learns from them.')).toBeInTheDocument();
    expect(section().queryByRole('progressbar')).toBeNull();
    expect(section().getByText('3 lines not imported:')).toBeInTheDocument();
    expect(section().getByRole('list', { name: 'Lines not imported' })).toHaveTextContent('Line 900: it overlaps time the member has already recorded.');
  });

  it('says where a failed import stopped and what it imported, in Russian', async () => {
    const failed = importStatus({
      status: 'failed',
      processed_rows: 500,
      imported: 500,
      processed_through_line: 501,
      error: 'stopped',
      finished_at: '2026-11-27T10:00:05.000Z',
    });
    importApi(
      ({ query }) => (query.get('dry_run') === 'true' ? jsonResponse(200, { data: DRY_RUN }) : jsonResponse(202, { data: importStatus() })),
      statusSequence([failed]),
    );
    const { user } = await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    const region = within(await screen.findByRole('region', { name: 'Импорт истории' }));
    await user.upload(region.getByLabelText('CSV-файл'), csvFile(CSV));
    await user.click(region.getByRole('button', { name: 'Проверить history.csv' }));
    await user.click(await region.findByRole('button', { name: 'Импортировать 2 задачи' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Импорт остановился из-за ошибки. Строки до 501 обработаны: импортировано 500');
    expect(region.queryByRole('progressbar')).toBeNull();
  });

  it('offers to read the status again when it cannot be read', async () => {
    let reads = 0;
    const api = importApi(
      ({ query }) => (query.get('dry_run') === 'true' ? jsonResponse(200, { data: DRY_RUN }) : jsonResponse(202, { data: importStatus() })),
      () =>
        reads++ === 0
          ? apiError(500, 'internal_error')
          : jsonResponse(200, { data: importStatus({ status: 'succeeded', processed_rows: 1200, imported: 1200, processed_through_line: 1201 }) }),
    );
    const { user } = await openSection();
    await user.upload(section().getByLabelText('CSV file'), csvFile(CSV));
    await user.click(section().getByRole('button', { name: 'Check history.csv' }));
    await user.click(await section().findByRole('button', { name: 'Import 2 tasks' }));
    expect(await section().findByText('Could not find out how the import is going.')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Check again' }));
    expect(await section().findByText('1,200 tasks are imported: the forecast now learns from them.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/42/import/history/9').length).toBeGreaterThanOrEqual(2);
  });

  it('names the line of broken quoting', async () => {
    importApi(() => jsonResponse(400, { code: 'validation_failed', message: 'Broken CSV quoting', fields: { body: 'invalid' }, line: 3 }));
    const { user } = await openSection();
    await user.upload(section().getByLabelText('CSV file'), csvFile(CSV));
    await user.click(section().getByRole('button', { name: 'Check history.csv' }));
    expect(await section().findByRole('alert')).toHaveTextContent('The file is not valid CSV: broken quotes on line 3.');
  });

  it('shows the first 50 rows of a long preview and counts the rest', async () => {
    const rows = Array.from({ length: 53 }, (_, index) => row(index + 2, `Task ${index + 1}`));
    importApi(() => jsonResponse(200, { data: { imported: 53, dry_run: true, rows, skipped: [] } }));
    const { user } = await openSection();
    await user.upload(section().getByLabelText('CSV file'), csvFile(CSV));
    await user.click(section().getByRole('button', { name: 'Check history.csv' }));
    const table = within(await section().findByRole('table', { name: 'Tasks to import' }));
    expect(table.getAllByRole('row')).toHaveLength(51);
    expect(section().getByText('…and 3 more tasks')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Import 53 tasks' })).toBeInTheDocument();
  });

  it('takes a dropped file too, and offers no import when nothing can be imported', async () => {
    importApi(() => jsonResponse(200, { data: { imported: 0, dry_run: true, rows: [], skipped: [{ line: 2, reason: 'finished_before_started' }] } }));
    const { user } = await openSection();
    fireEvent.drop(screen.getByTestId('history-drop-zone'), { dataTransfer: { files: [csvFile(CSV, 'jira.csv')] } });
    await user.click(await section().findByRole('button', { name: 'Check jira.csv' }));
    expect(await section().findByText('Nothing in the file can be imported.')).toBeInTheDocument();
    expect(section().getByText(/Line 2:/).parentElement).toHaveTextContent('Line 2: it does not finish after it starts.');
    expect(section().queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('refuses a file over the limit without sending it', async () => {
    const api = importApi(() => jsonResponse(500));
    const { user } = await openSection();
    await user.upload(section().getByLabelText('CSV file'), csvFile('x'.repeat(HISTORY_IMPORT_MAX_BYTES + 1), 'big.csv'));
    expect(await section().findByRole('alert')).toHaveTextContent('The file is larger than 1 MB.');
    expect(section().queryByRole('button', { name: 'Check big.csv' })).toBeNull();
    expect(api.callsTo('POST', 'workspaces/42/import/history')).toHaveLength(0);
  });

  it('explains a header that is neither ours nor Jira’s, in Russian too', async () => {
    importApi(() => apiError(400, 'validation_failed', { fields: { header: 'invalid' } }));
    const { user } = await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    const region = within(await screen.findByRole('region', { name: 'Импорт истории' }));
    await user.upload(region.getByLabelText('CSV-файл'), csvFile('name,when\nA,today\n'));
    await user.click(region.getByRole('button', { name: 'Проверить history.csv' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Первая строка — не знакомый заголовок.');
  });

  it('offers the accepted columns and a sample file to start from', async () => {
    importApi(() => jsonResponse(500));
    await openSection();
    const columns = within(section().getByRole('table'));
    expect(columns.getByRole('rowheader', { name: 'estimate_minutes' }).parentElement).toHaveTextContent('Original Estimate');
    const sample = section().getByRole('link', { name: 'Download a sample CSV file' });
    expect(sample).toHaveAttribute('download', 'stepwise-history-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''))).toBe(HISTORY_SAMPLE_CSV);
  });
});
