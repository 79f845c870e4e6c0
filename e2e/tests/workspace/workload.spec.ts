/**
 * The workload board against the real API: each member's days with planned hours of their working
 * hours, a team holiday shaded and named, a task given to a colleague from the keyboard with the
 * new dates previewed before it is saved, a chip dragged by keyboard and by mouse; in English and in
 * Russian, axe-clean.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { joinWorkspace } from '../../support/workspace-team';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let owner: SignedInPage;
let colleague: SignedInPage;
let workspaceId: number;
let colleagueId: number;
let ownerId: number;
let page: Page;
const ids: Record<string, number> = {};
let holiday = '';

/** The first weekday at least two days from now (UTC, the zone of an English workspace's default schedule). */
function nextWeekday(): string {
  for (let offset = 2; ; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) return day.toISOString().slice(0, 10);
  }
}

const fullName = (session: SignedInPage) => `${session.account.firstName} ${session.account.lastName}`;
/** A member's row (both accounts may carry the same name). */
const row = (session: SignedInPage) => page.locator(`tr[data-member="${session === owner ? ownerId : colleagueId}"]`);

function answered(path: RegExp, method: string) {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  owner = await signedInPage(browser);
  colleague = await signedInPage(browser);
  page = owner.page;
  workspaceId = (await owner.api.createWorkspace('Workload team')).id;
  colleagueId = await joinWorkspace(owner, colleague, workspaceId);
  ownerId = (await owner.api.call<{ id: number }>('GET', 'users/me')).body.id;

  for (const [title, assignee] of [
    ['Draft the contract', ownerId],
    ['Review the contract', ownerId],
    ['Audit the books', colleagueId],
  ] as const) {
    const created = await owner.api.call<{ data: { id: number } }>('POST', `workspaces/${workspaceId}/tasks`, {
      title,
      assignee_id: assignee,
      estimate_minutes: 240,
    });
    expect(created.status).toBe(201);
    ids[title] = created.body.data.id;
  }
  holiday = nextWeekday();
  expect((await owner.api.call('PUT', `workspaces/${workspaceId}/calendar`, { country: null, holidays: [holiday], working_days: [] })).status).toBe(200);
});

test.afterAll(async () => {
  await colleague?.context.close();
  await owner?.context.close();
});

test('the board shows each member’s planned hours of their working hours, the tasks, and the team holiday', async () => {
  await page.goto(`/w/${workspaceId}/workload`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workload' })).toBeVisible();
  await expect(row(owner).getByRole('button', { name: 'Draft the contract, 4 h' })).toBeVisible();
  await expect(row(colleague).getByRole('button', { name: 'Audit the books, 4 h' })).toBeVisible();
  await expect(
    row(owner)
      .getByText(/ of 8 h$/)
      .first(),
  ).toBeVisible();
  const holidayCell = row(owner).locator(`td[data-date="${holiday}"]`);
  await expect(holidayCell).toHaveAttribute('data-load', 'off');
  await expect(holidayCell).toContainText('0 of 0 h');
  await expect(holidayCell).toContainText('Team day off');
  await expectNoA11yViolations(page);
});

test('a task goes to a colleague from the keyboard: the new dates first, then Enter saves', async () => {
  await row(owner).getByRole('button', { name: 'Review the contract, 4 h' }).focus();
  const preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.keyboard.press('Alt+ArrowDown');
  const previewed = await preview;
  expect(previewed.status()).toBe(200);
  expect(previewed.request().postDataJSON()).toEqual({
    user_id: colleagueId,
    task_ids: [ids['Audit the books'], ids['Review the contract']],
    reassigned_task_id: ids['Review the contract'],
  });
  const status = page.locator('[data-workload-status]');
  await expect(status).toContainText(`“Review the contract” to ${fullName(colleague)}: place 2 of 2.`);
  await expect(status).toContainText('It would start');
  await expectNoA11yViolations(page);

  const saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  // The forecast announces the change; the board reads it again by itself.
  await expect(row(colleague).getByRole('button', { name: 'Review the contract, 4 h' })).toBeVisible();
  await expect(row(owner).getByRole('button', { name: /^Review the contract/ })).toHaveCount(0);
});

test('a chip is dragged to a colleague from the keyboard: Space picks it up, the arrows go from cell to cell, Space drops it', async () => {
  const chip = row(owner).getByRole('button', { name: 'Draft the contract, 4 h' }).first();
  await chip.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up “Draft the contract” on /)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(new RegExp(`^“Draft the contract” is over ${fullName(colleague)}, `))).toBeAttached();
  await expect(row(colleague).locator('td[data-drop-target]')).toHaveCount(1);
  const preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.keyboard.press('Space');
  const body = (await preview).request().postDataJSON() as { user_id: number; reassigned_task_id: number };
  expect(body).toMatchObject({ user_id: colleagueId, reassigned_task_id: ids['Draft the contract'] });
  await expect(page.locator('[data-workload-status]')).toContainText(`“Draft the contract” to ${fullName(colleague)}`);
  // Space dropped the chip; it did not open the task.
  expect(new URL(page.url()).searchParams.get('task')).toBeNull();
  await expect(chip).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-workload-status]')).toBeEmpty();
});

test('a chip is dragged with the mouse onto a colleague’s day', async () => {
  const chip = row(owner).getByRole('button', { name: 'Draft the contract, 4 h' }).first();
  const date = await chip.locator('xpath=ancestor::td').getAttribute('data-date');
  const target = row(colleague).locator(`td[data-date="${date}"]`);
  const from = (await chip.boundingBox())!;
  const to = (await target.boundingBox())!;
  const preview = answered(/\/api\/workspaces\/\d+\/forecast\/preview$/, 'POST');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await expect(target).toHaveAttribute('data-drop-target', '');
  await page.mouse.up();
  expect((await preview).request().postDataJSON()).toMatchObject({ user_id: colleagueId, reassigned_task_id: ids['Draft the contract'] });
  await expect(page.locator('[data-workload-status]')).toContainText(`“Draft the contract” to ${fullName(colleague)}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-workload-status]')).toBeEmpty();
});

test('in Russian the board speaks Russian and passes axe', async () => {
  expect((await owner.api.call('PUT', 'users/me', { first_name: owner.account.firstName, last_name: owner.account.lastName, lang: 'ru' })).status).toBe(200);
  await page.context().addCookies([{ name: 'sw_language', value: 'ru', url: page.url() }]);
  await page.goto(`/w/${workspaceId}/workload`);
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка' })).toBeVisible();
  await expect(row(owner).getByRole('button', { name: 'Draft the contract, 4 ч' })).toBeVisible();
  await expect(row(owner).locator(`td[data-date="${holiday}"]`)).toContainText('Нерабочий день команды');
  await expect(
    row(owner)
      .getByText(/ из 8 ч$/)
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
