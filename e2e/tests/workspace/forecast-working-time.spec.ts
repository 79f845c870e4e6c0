/**
 * The deadline forecast on screen against the real API: a colleague's task shows its forecast
 * dates on the owner's Team flow; the colleague adds a vacation on their member page and the
 * owner's screen moves the dates by itself (the live channel, no reload). The working-time screens
 * (member page, team calendar, settings' hours, calendar and history import) pass axe.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { horizontalOverflow } from '../../support/layout-checks';
import { joinWorkspace } from '../../support/workspace-team';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface TaskForecast {
  task_id: number;
  finish_p50: string;
}
interface Forecast {
  version: number;
  members: Array<{ user_id: number; tasks: TaskForecast[] }>;
}

const TITLE = 'Prepare the quarterly report';

let owner: SignedInPage;
let colleague: SignedInPage;
let workspaceId: number;
let colleagueId: number;
let taskId: number;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  owner = await signedInPage(browser);
  colleague = await signedInPage(browser);
  workspaceId = (await owner.api.createWorkspace('Forecast team')).id;

  colleagueId = await joinWorkspace(owner, colleague, workspaceId);
  // Two working days of estimated work: a day off from today on moves its finish by the days off.
  const created = await owner.api.call<{ data: { id: number } }>('POST', `workspaces/${workspaceId}/tasks`, {
    title: TITLE,
    assignee_id: colleagueId,
    estimate_minutes: 960,
  });
  expect(created.status).toBe(201);
  taskId = created.body.data.id;
});

test.afterAll(async () => {
  await colleague?.context.close();
  await owner?.context.close();
});

async function forecastOfTask(): Promise<{ version: number; p50: string | undefined }> {
  const { body } = await owner.api.call<{ data: Forecast }>('GET', `workspaces/${workspaceId}/forecast`);
  const task = body.data.members.flatMap((member) => member.tasks).find((candidate) => candidate.task_id === taskId);
  return { version: body.data.version, p50: task?.finish_p50 };
}

/** The day an instant falls on in the page's own zone and language, as the forecast's spoken label says it. */
function spokenDay(page: Page, instant: string): Promise<string> {
  return page.evaluate((at) => new Date(at).toLocaleDateString('en-US', { month: 'long', day: 'numeric' }), instant);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test('a day off the colleague adds moves their task’s forecast on the owner’s open Team flow, without a reload', async () => {
  const before = await forecastOfTask();
  expect(before.p50).toBeDefined();

  const ownerPage = owner.page;
  await ownerPage.goto(`/w/${workspaceId}/flow`);
  const lane = ownerPage.getByRole('list', { name: `Queue of ${colleague.account.firstName} ${colleague.account.lastName}` });
  const forecast = lane.getByRole('listitem').filter({ hasText: TITLE }).locator('[data-forecast]');
  await expect(forecast).toContainText(`most likely by ${await spokenDay(ownerPage, before.p50!)}`);
  await expectNoA11yViolations(ownerPage);
  await ownerPage.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const page = colleague.page;
  await page.goto(`/w/${workspaceId}/team/${colleagueId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add day off' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kind').selectOption({ label: 'Vacation' });
  await dialog.getByLabel('From').fill(isoDay(0));
  await dialog.getByLabel('To').fill(isoDay(14));
  await expectNoA11yViolations(page);
  const added = page.waitForResponse((response) => response.url().endsWith(`/members/${colleagueId}/days-off`) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await added).status()).toBe(201);
  await expect(dialog).toBeHidden();

  // The API recomputes after the change and announces it; the owner's screen refetches by itself.
  await expect.poll(async () => (await forecastOfTask()).version, { timeout: 15_000 }).toBeGreaterThan(before.version);
  const after = await forecastOfTask();
  expect(Date.parse(after.p50!) - Date.parse(before.p50!)).toBeGreaterThanOrEqual(10 * 86_400_000);
  await expect(forecast).toContainText(`most likely by ${await spokenDay(ownerPage, after.p50!)}`, { timeout: 15_000 });
  expect(await ownerPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // The day off is listed on the member page and in the team's month view.
  await expect(page.getByText('Vacation').first()).toBeVisible();
  await page.goto(`/w/${workspaceId}/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team calendar' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /: day off(?! moved)/ }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('settings: default hours, the holiday calendar and the history import, its preview, progress and result, are usable and accessible', async () => {
  const page = owner.page;
  await page.goto(`/w/${workspaceId}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Default working hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Holiday calendar' })).toBeVisible();
  await expectNoA11yViolations(page);

  const csv = [
    'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity',
    `Old report,${colleague.account.email},120,150,2026-10-05T09:00:00Z,2026-10-05T12:00:00Z,2`,
    'Unknown person,nobody@example.com,60,60,2026-10-06T09:00:00Z,2026-10-06T10:00:00Z,',
    '',
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: /^Check/ }).click();
  await expect(page.getByText('1 task will be imported.')).toBeVisible();
  await expect(page.getByText('1 line will not be imported:')).toBeVisible();
  await expectNoA11yViolations(page);

  // The import runs as a job: the screen follows it to its result and keeps the refused line.
  await page.getByRole('button', { name: 'Import 1 task' }).click();
  await expect(page.getByText('1 task is imported: the forecast now learns from it.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('1 line not imported:')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lines not imported' })).toContainText('Line 3: no active member of the workspace has this email.');
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 800 });
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('unsaved working hours ask before a link, Back or Forward leaves them, and stay when declined', async () => {
  const page = colleague.page;
  const memberPage = `/w/${workspaceId}/team/${colleagueId}`;
  await page.goto(memberPage);
  await page.getByRole('link', { name: '← All members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.goBack();
  const start = page.getByLabel('Start of interval 1, Monday');
  await expect(start).toBeVisible();
  await start.fill('08:30');

  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (questions.length < 3 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('link', { name: '← All members' }).click();
  await expect.poll(() => questions.length).toBe(1);
  await expect(page).toHaveURL(memberPage);
  await expect(start).toHaveValue('08:30');

  // Forward to the team page, which the browser does at once; declined, the app returns.
  await page.goForward();
  await expect.poll(() => questions.length).toBe(2);
  await expect(page).toHaveURL(memberPage);
  await expect(start).toHaveValue('08:30');

  await page.getByRole('link', { name: '← All members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  expect(questions).toEqual(Array(3).fill('The working hours have unsaved changes. Leave anyway?'));
});
