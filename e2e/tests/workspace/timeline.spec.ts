/**
 * The timeline against the real API: a member's estimated tasks as bars with the forecast's dates,
 * a keyboard move that previews the new dates before it is saved, Escape that keeps the order,
 * Enter that saves it; axe-clean, and no sideways scrolling of the page on a phone.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { horizontalOverflow } from '../../support/layout-checks';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let session: SignedInPage;
let workspaceId: number;
let userId: number;
let page: Page;
const ids: Record<string, number> = {};
const TITLES = ['Draft the contract', 'Review the contract', 'Sign the contract'];

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { status, body: answer } = await session.api.call<{ data: T }>(method, path, body);
  if (status >= 300) throw new Error(`${method} ${path}: HTTP ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function flowTitles(): Promise<string[]> {
  const flow = await call<Array<{ title: string }>>('GET', `workspaces/${workspaceId}/flow/${userId}`);
  return flow.map((task) => task.title);
}

/** The timeline's live region (the shell has its own). */
function status() {
  return page.locator('[data-timeline-status]');
}

function answered(path: RegExp, method: string) {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  page = session.page;
  workspaceId = (await session.api.createWorkspace('Timeline team')).id;
  userId = (await session.api.call<{ id: number }>('GET', 'users/me')).body.id;
  for (const [index, title] of TITLES.entries()) {
    const task = await call<{ id: number }>('POST', `workspaces/${workspaceId}/tasks`, {
      title,
      assignee_id: userId,
      estimate_minutes: 240,
      complexity: 3,
      due_on: index === 1 ? inDays(10) : null,
    });
    ids[title] = task.id;
  }
});

test.afterAll(async () => {
  await session?.context.close();
});

test('the timeline shows the member’s tasks as bars with their forecast dates and a due marker', async () => {
  await page.goto(`/w/${workspaceId}/timeline`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  const lane = page.getByRole('group', { name: `${session.account.firstName} ${session.account.lastName}` });
  for (const title of TITLES) await expect(lane.getByRole('button', { name: title })).toBeVisible();
  await expect(lane.getByRole('img', { name: /^Due .*: Review the contract$/ })).toHaveCount(1);

  await lane.getByRole('button', { name: 'Review the contract' }).focus();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('Likely finish (P50)');
  await expect(tip).toContainText('Safe finish (P85)');
  await expect(tip).toContainText('Due');
  await expectNoA11yViolations(page);
});

test('a keyboard move previews the new dates, Escape keeps the order, Enter saves it', async () => {
  const bar = page.getByRole('button', { name: 'Draft the contract' });
  await bar.focus();
  let preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.keyboard.press('Alt+ArrowDown');
  const previewed = await preview;
  expect(previewed.status()).toBe(200);
  expect(previewed.request().postDataJSON()).toEqual({
    user_id: userId,
    task_ids: [ids['Review the contract'], ids['Draft the contract'], ids['Sign the contract']],
  });
  await expect(status()).toContainText('place 2 of 3');
  await expect(status()).toContainText(/tasks? move/);
  await expect(page.locator(`[data-ghost-bar="${ids['Draft the contract']}"]`)).toHaveCount(1);
  await expectNoA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(page.locator('[data-ghost-bar]')).toHaveCount(0);
  await expect(status()).toContainText('Move of “Draft the contract” cancelled.');
  expect(await flowTitles()).toEqual(TITLES);

  preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.keyboard.press('Alt+ArrowDown');
  await preview;
  await expect(status()).toContainText(/tasks? move/);
  const moved = answered(/\/api\/workspaces\/\d+\/flow\/\d+\/move$/, 'POST');
  await page.keyboard.press('Enter');
  expect((await moved).status()).toBe(200);
  await expect(status()).toContainText('“Draft the contract” moved.');
  expect(await flowTitles()).toEqual(['Review the contract', 'Draft the contract', 'Sign the contract']);
});

test('a drag along the lane previews and saves a new place', async () => {
  await page.reload();
  const lane = page.getByRole('group', { name: `${session.account.firstName} ${session.account.lastName}` });
  const dragged = lane.getByRole('button', { name: 'Review the contract' });
  const target = lane.getByRole('button', { name: 'Sign the contract' });
  const from = (await dragged.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 5, from.y + from.height / 2);
  await page.mouse.down();
  const preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.mouse.move(to.x + to.width, from.y + from.height / 2, { steps: 8 });
  expect((await preview).status()).toBe(200);
  await expect(status()).toContainText('“Review the contract”: place 3 of 3.');
  const moved = answered(/\/api\/workspaces\/\d+\/flow\/\d+\/move$/, 'POST');
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  expect(await flowTitles()).toEqual(['Draft the contract', 'Sign the contract', 'Review the contract']);
});

test('on a phone the timeline scrolls sideways inside itself, not the page', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/w/${workspaceId}/timeline?range=6w`);
  await expect(page.getByRole('button', { name: 'Sign the contract' })).toBeAttached();
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectNoA11yViolations(page);
});
