/**
 * Time tracking against the real API: starting a task runs its timer, shown on every workspace page
 * and paused from there; a manual entry added in the task panel, an overlapping one refused with the
 * colliding entry named; the week's timesheet with its totals; axe-clean in English and Russian.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let session: SignedInPage;
let page: Page;
let workspaceId: number;
let taskId: number;

const DAY_MS = 86_400_000;

/** The browser's local date `days` days from now, `YYYY-MM-DD`. */
function localDate(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The ISO week of a date, `2026-W48`. */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  return `${year}-W${String(1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7)).padStart(2, '0')}`;
}

const yesterday = localDate(-1);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  page = session.page;
  workspaceId = (await session.api.createWorkspace('Time team')).id;
  const me = (await session.api.call<{ id: number }>('GET', 'users/me')).body.id;
  for (const title of ['Write the changelog', 'Review the release']) {
    const answer = await session.api.call<{ data: { id: number } }>('POST', `workspaces/${workspaceId}/tasks`, {
      title,
      assignee_id: me,
      estimate_minutes: 120,
    });
    expect(answer.status).toBe(201);
    if (title === 'Write the changelog') taskId = answer.body.data.id;
  }
});

test.afterAll(async () => {
  await session?.context.close();
});

const timer = () => page.getByRole('group', { name: 'Running timer' });

test('starting a task runs its timer on every page; pausing it there stops it', async () => {
  await page.goto(`/w/${workspaceId}/tasks/${taskId}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Write the changelog');
  await expect(timer()).toHaveCount(0);
  await page.getByRole('button', { name: 'Start “Write the changelog”' }).click();
  await expect(timer().getByRole('link', { name: 'Write the changelog' })).toBeVisible();
  await expect(timer().getByRole('timer')).toHaveText(/^0:00:\d\d$/);

  await page.goto(`/w/${workspaceId}/goals`);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(timer().getByRole('link', { name: 'Write the changelog' })).toBeVisible();
  await expectNoA11yViolations(page);
  await timer().getByRole('button', { name: 'Pause “Write the changelog”' }).click();
  await expect(timer()).toHaveCount(0);
  await expect(page.getByText('Timer stopped')).toBeAttached();
});

test('a manual entry is added in the task panel; one overlapping it is refused, naming it', async () => {
  await page.goto(`/w/${workspaceId}/tasks/${taskId}`);
  const entries = page.getByRole('region', { name: 'Time entries' });
  await entries.getByRole('button', { name: 'Add time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time' });
  await dialog.getByLabel('Date', { exact: true }).fill(yesterday);
  await dialog.getByLabel('Start', { exact: true }).fill('09:00');
  await dialog.getByLabel('End', { exact: true }).fill('10:30');
  await dialog.getByLabel('Note (optional)', { exact: true }).fill('Release notes draft');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Time added')).toBeVisible();
  await expect(entries.getByText(/Release notes draft/)).toBeVisible();
  await expect(entries.getByText(/1 h 30 min/)).toBeVisible();

  await entries.getByRole('button', { name: 'Add time' }).click();
  await dialog.getByLabel('Date', { exact: true }).fill(yesterday);
  await dialog.getByLabel('Start', { exact: true }).fill('10:00');
  await dialog.getByRole('radio', { name: 'Duration' }).check();
  await dialog.getByLabel('Hours', { exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('This time overlaps your entry on “Write the changelog”');
  await expect(dialog.getByRole('alert')).toContainText('09:00');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the week’s timesheet shows the entry by task and day, with the totals against the schedule', async () => {
  await page.goto(`/w/${workspaceId}/time?week=${isoWeek(yesterday)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Time tracked by task and day' });
  await expect(table.getByRole('row', { name: /Write the changelog/ })).toContainText('1 h 30 min');
  await expect(table.getByRole('row', { name: /^Tracked/ })).toContainText('1 h 30 min');
  await expect(table.getByRole('row', { name: /^Against schedule/ })).toContainText(/(under|over|as scheduled)$/);
  await expect(page.getByRole('region', { name: 'Entries of the week' }).getByText(/Release notes draft/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${isoWeek(localDate(-8))}`));
});

test('in Russian: the timesheet, the timer and the entry form pass axe', async () => {
  const answer = await session.api.call('PUT', 'users/me', { first_name: session.account.firstName, last_name: session.account.lastName, lang: 'ru' });
  expect(answer.status).toBe(200);
  await page.context().addCookies([{ name: 'sw_language', value: 'ru', url: page.url() }]);

  await page.goto(`/w/${workspaceId}/time?week=${isoWeek(yesterday)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Учёт времени' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Учтённое время по задачам и дням' }).getByRole('row', { name: /^Учтено/ })).toContainText('1 ч 30 мин');
  await expectNoA11yViolations(page);

  await page.goto(`/w/${workspaceId}/tasks/${taskId}`);
  await page.getByRole('button', { name: /^Начать/ }).click();
  await expect(page.getByRole('group', { name: 'Идущий таймер' })).toBeVisible();
  await page.getByRole('region', { name: 'Учтённое время' }).getByRole('button', { name: 'Добавить время' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить время' });
  await dialog.getByLabel('Дата', { exact: true }).fill(yesterday);
  // Times are the member's wall clock: their zone now follows their language (Moscow, UTC+3), so
  // the entry made at 09:00–10:30 UTC is 12:00–13:30 here, and the form says so.
  await expect(dialog).toContainText('Время указано в часовом поясе участника: Europe/Moscow');
  await dialog.getByLabel('Начало', { exact: true }).fill('12:30');
  await dialog.getByLabel('Конец', { exact: true }).fill('12:45');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('пересекается с вашей записью по задаче «Write the changelog»');
  await expectNoA11yViolations(page);
});
