/**
 * The reports against the real API: velocity of the current sprint, estimate accuracy of a finished
 * task, cumulative flow and an overdue task, each chart drawn with a table view; in English and in
 * Russian, axe-clean.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let session: SignedInPage;
let workspaceId: number;
let page: Page;

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const { status, body: answer } = await session.api.call<{ data: T }>(method, path, body);
  if (status >= 300) throw new Error(`${method} ${path}: HTTP ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  page = session.page;
  workspaceId = (await session.api.createWorkspace('Reports team')).id;
  const userId = (await session.api.call<{ id: number }>('GET', 'users/me')).body.id;
  const done = await call<{ id: number }>('POST', `workspaces/${workspaceId}/tasks`, {
    title: 'Write the changelog',
    assignee_id: userId,
    estimate_minutes: 60,
    complexity: 2,
  });
  const open = await call<{ id: number }>('POST', `workspaces/${workspaceId}/tasks`, { title: 'Tag the release', assignee_id: userId, estimate_minutes: 120 });
  await call('POST', `workspaces/${workspaceId}/tasks`, { title: 'Renew the certificate', due_on: yesterday() });
  const sprints = await call<Array<{ id: number; status: string }>>('GET', `workspaces/${workspaceId}/sprints`);
  await call('PUT', `sprints/${sprints.find((sprint) => sprint.status === 'current')!.id}/tasks`, { task_ids: [done.id, open.id] });
  await call('POST', `tasks/${done.id}/start`, {});
  await call('POST', `tasks/${done.id}/finish`, { spent_minutes: 90 });
});

test.afterAll(async () => {
  await session?.context.close();
});

/** The region of one chart, once uPlot has drawn it. */
async function drawnChart(title: string) {
  const region = page.getByRole('region', { name: title });
  await expect(region.locator('[data-chart-drawn]')).toHaveCount(1);
  return region;
}

test('each report in English: charts drawn, their tables, the overdue task linked', async () => {
  await page.goto(`/w/${workspaceId}/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Velocity' })).toHaveAttribute('aria-selected', 'true');
  const velocity = await drawnChart('Velocity per sprint');
  await expectNoA11yViolations(page);
  await velocity.getByRole('button', { name: 'Table' }).click();
  const sprintRow = velocity.getByRole('table', { name: 'Velocity per sprint' }).getByRole('row').nth(1);
  // Committed: 2 tasks, 3 h; done: 1 task, 1 h.
  await expect(sprintRow.getByRole('cell')).toHaveText([/\d{4}-\d{2}-\d{2}/, /\d{4}-\d{2}-\d{2}/, '2', '3', '1', '1']);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Estimate accuracy' }).click();
  await expect(page).toHaveURL(/report=accuracy/);
  const histogram = await drawnChart('Actual to estimate: distribution');
  await histogram.getByRole('button', { name: 'Table' }).click();
  await expect(histogram.getByRole('row', { name: /^1\.5–2/ }).getByRole('cell')).toHaveText(['1']);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Cumulative flow' }).click();
  await drawnChart('Tasks per stage at the end of each day');
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Overdue and at risk' }).focus();
  await page.keyboard.press('Enter');
  const risk = page.getByRole('table', { name: 'Overdue and at-risk tasks' });
  await expect(risk.getByRole('link', { name: 'Renew the certificate' })).toBeVisible();
  await expect(
    risk
      .getByRole('row', { name: /Renew the certificate/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Overdue');
  await expectNoA11yViolations(page);
});

test('a shared link opens the same report in Russian', async () => {
  await session.api.call('PUT', 'users/me', { first_name: session.account.firstName, last_name: session.account.lastName, lang: 'ru' });
  await session.context.addCookies([{ name: 'sw_language', value: 'ru', url: page.url() }]);
  await page.goto(`/w/${workspaceId}/reports?report=flow`);
  await expect(page.getByRole('heading', { level: 1, name: 'Отчёты' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Накопительный поток' })).toHaveAttribute('aria-selected', 'true');
  const flow = await drawnChart('Задачи по этапам на конец дня');
  await expectNoA11yViolations(page);
  await flow.getByRole('button', { name: 'Таблица' }).click();
  await expect(flow.getByRole('table', { name: 'Задачи по этапам на конец дня' })).toBeVisible();
  await expectNoA11yViolations(page);
});
