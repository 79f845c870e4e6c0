/**
 * The workspace app's everyday screens against the real API: My flow (quick create, the queue and
 * its keyboard order, start with the blocked confirmation, pause, finish with the time spent,
 * reopen), the task panel (inline edits that persist, the history, deletion), the team's flows,
 * axe-clean in English and Russian, and no sideways scrolling on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { horizontalOverflow, smallTapTargets } from '../../support/layout-checks';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

// Long journeys, each with several axe runs: time for a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let session: SignedInPage;
let workspaceId: number;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signedInPage(browser);
  page = session.page;
  workspaceId = (await session.api.createWorkspace('Flow team')).id;
});

test.afterAll(async () => {
  await session?.context.close();
});

const queue = () => page.getByRole('list', { name: 'Up next' });

/** The titles of the queue, top to bottom. */
async function queueTitles(): Promise<string[]> {
  return queue()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

function answered(path: RegExp, method: string) {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

async function moveWithKeys(title: string, key: 'ArrowUp' | 'ArrowDown') {
  const move = answered(/\/api\/workspaces\/\d+\/flow\/\d+\/move$/, 'POST');
  await page.getByRole('button', { name: `Move “${title}”` }).focus();
  await page.keyboard.press(`Alt+${key}`);
  expect((await move).status()).toBe(200);
}

async function activeTask(): Promise<Locator> {
  return page.getByRole('region', { name: 'In progress now' });
}

test('my flow: the empty state leads to quick create; C opens it, "create another" keeps it; the keyboard order survives a reload', async () => {
  await page.goto(`/w/${workspaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My flow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your flow has no tasks yet' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Create a task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter the task’s title')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The shortcut, away from any field.
  await page.getByRole('heading', { level: 1, name: 'My flow' }).click();
  await page.keyboard.press('c');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Create another' }).check();
  for (const title of ['Write the brief', 'Review the brief', 'Send the brief']) {
    const created = answered(/\/api\/workspaces\/\d+\/tasks$/, 'POST');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(queue().locator(':scope > li')).toHaveCount(3);
  const created = await queueTitles();
  expect([...created].sort()).toEqual(['Review the brief', 'Send the brief', 'Write the brief']);

  const last = created[2];
  await moveWithKeys(last, 'ArrowUp');
  await moveWithKeys(last, 'ArrowUp');
  await expect(page.getByRole('button', { name: `Move “${last}”` })).toBeFocused();
  const moved = [last, created[0], created[1]];
  expect(await queueTitles()).toEqual(moved);
  await page.reload();
  await expect(queue()).toBeVisible();
  expect(await queueTitles()).toEqual(moved);
  await expectNoA11yViolations(page);
});

test('starting a task that waits for another asks first; starting another pauses it; finish asks for the time; reopen brings it back', async () => {
  await page.goto(`/w/${workspaceId}`);
  // "Review the brief" waits for "Write the brief": set in the side panel opened from its row.
  await queue().getByRole('link', { name: 'Review the brief' }).click();
  const panel = page.getByRole('dialog', { name: 'Review the brief' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\?task=\d+$/);
  const picker = panel.getByRole('combobox', { name: 'Add a task it waits for' });
  await expect(picker.getByRole('option', { name: 'Write the brief' })).toBeAttached();
  await picker.selectOption({ label: 'Write the brief' });
  const saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(panel.getByRole('region', { name: 'Waits for' }).getByText('not finished yet')).toBeVisible();
  await expect(picker).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}$`));

  await page.getByRole('button', { name: 'Start “Review the brief”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a task that waits for others?' });
  await expect(confirm.getByText('Write the brief')).toBeVisible();
  await expectNoA11yViolations(page);
  let started = answered(/\/api\/tasks\/\d+\/start$/, 'POST');
  await confirm.getByRole('button', { name: 'Start anyway' }).click();
  expect((await started).request().postDataJSON()).toEqual({ confirm_blocked: true });
  await expect((await activeTask()).getByRole('link', { name: 'Review the brief' })).toBeVisible();
  await expectNoA11yViolations(page);

  started = answered(/\/api\/tasks\/\d+\/start$/, 'POST');
  await page.getByRole('button', { name: 'Start “Write the brief”' }).click();
  expect((await started).status()).toBe(200);
  await expect((await activeTask()).getByRole('link', { name: 'Write the brief' })).toBeVisible();
  await expect(queue().getByRole('listitem', { name: 'Review the brief' }).getByText('Paused')).toBeVisible();

  const paused = answered(/\/api\/tasks\/\d+\/pause$/, 'POST');
  await (await activeTask()).getByRole('button', { name: 'Pause “Write the brief”' }).click();
  expect((await paused).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'In progress now' })).toBeHidden();
  started = answered(/\/api\/tasks\/\d+\/start$/, 'POST');
  await page.getByRole('button', { name: 'Start “Write the brief”' }).click();
  expect((await started).status()).toBe(200);

  await (await activeTask()).getByRole('button', { name: 'Finish “Write the brief”' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish “Write the brief”' });
  await expect(finish.getByRole('textbox', { name: 'Minutes' })).toHaveValue(/^\d+$/);
  await finish.getByRole('textbox', { name: 'Hours' }).fill('1');
  await finish.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await expectNoA11yViolations(page);
  const finished = answered(/\/api\/tasks\/\d+\/finish$/, 'POST');
  await finish.getByRole('button', { name: 'Finish' }).click();
  expect((await finished).request().postDataJSON()).toEqual({ spent_minutes: 90 });
  await expect(page.getByRole('link', { name: 'Write the brief' })).toBeHidden();

  await page.getByRole('button', { name: 'Recently finished' }).click();
  const done = page.getByRole('listitem', { name: 'Write the brief' });
  await expect(done.getByText('Finished')).toBeVisible();
  await expectNoA11yViolations(page);
  await done.getByRole('button', { name: 'Reopen “Write the brief”' }).click();
  await expect(queue().getByRole('link', { name: 'Write the brief' })).toBeVisible();
});

test('task panel: each field saves as it is left and survives a reload; the history says who changed what; deleting asks first', async () => {
  await page.goto(`/w/${workspaceId}`);
  await queue().getByRole('link', { name: 'Send the brief' }).click();
  await expect(page).toHaveURL(/\?task=\d+$/);
  const taskId = new URL(page.url()).searchParams.get('task');
  await page.goto(`/w/${workspaceId}/tasks/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Task' })).toBeVisible();

  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Send the final brief');
  let saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await title.press('Tab');
  expect((await saved).status()).toBe(200);

  const estimate = page.getByRole('group', { name: 'Estimate' });
  await estimate.getByRole('textbox', { name: 'Hours' }).fill('2');
  await estimate.getByRole('textbox', { name: 'Minutes' }).fill('15');
  saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await page.getByRole('combobox', { name: 'Complexity (1–5)' }).focus();
  expect((await saved).request().postDataJSON()).toEqual({ estimate_minutes: 135 });
  saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await page.getByRole('combobox', { name: 'Complexity (1–5)' }).selectOption('4');
  expect((await saved).status()).toBe(200);
  await page.getByRole('textbox', { name: 'Description' }).fill('Attach the budget.');
  saved = answered(/\/api\/tasks\/\d+$/, 'PATCH');
  await page.getByRole('textbox', { name: 'Description' }).press('Tab');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Send the final brief');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Attach the budget.');
  await expect(page.getByRole('group', { name: 'Estimate' }).getByRole('textbox', { name: 'Hours' })).toHaveValue('2');
  await expect(page.getByRole('group', { name: 'Estimate' }).getByRole('textbox', { name: 'Minutes' })).toHaveValue('15');
  await expect(page.getByRole('combobox', { name: 'Complexity (1–5)' })).toHaveValue('4');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Title: «Send the brief» → «Send the final brief»')).toBeVisible();
  await expect(history.getByText('Estimate: none → 2 h 15 min')).toBeVisible();
  await expect(history.getByText(/created the task/)).toBeVisible();
  await expectNoA11yViolations(page);

  // Title refused when empty, before any request.
  await title.fill('');
  await title.press('Tab');
  await expect(page.getByText('Enter the task’s title')).toBeVisible();
  await title.press('Escape');
  await expect(title).toHaveValue('Send the final brief');

  await page.getByRole('button', { name: 'Delete task' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the task?' });
  await expect(confirm).toContainText('“Send the final brief” and its history will be deleted for everyone.');
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}$`));
  await expect(page.getByText('Task “Send the final brief” deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send the final brief' })).toBeHidden();
});

test('team flow: my lane, with the task in progress first, reordered by keyboard', async () => {
  await page.goto(`/w/${workspaceId}`);
  await page.getByRole('button', { name: 'Start “Review the brief”' }).click();
  await page.getByRole('dialog', { name: 'Start a task that waits for others?' }).getByRole('button', { name: 'Start anyway' }).click();
  await expect((await activeTask()).getByRole('link', { name: 'Review the brief' })).toBeVisible();
  await page.goto(`/w/${workspaceId}/flow`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team flow' })).toBeVisible();
  const lane = page.getByRole('region', { name: new RegExp(`^${session.account.firstName} ${session.account.lastName}`) });
  await expect(lane.getByText('In progress now').locator('..')).toContainText('Review the brief');
  await expectNoA11yViolations(page);
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Plan the launch');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const laneQueue = lane.getByRole('list', { name: /^Queue of / });
  await expect(laneQueue.getByRole('link', { name: 'Plan the launch' })).toBeVisible();
  const before = await laneQueue.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  const moved = answered(/\/api\/workspaces\/\d+\/flow\/\d+\/move$/, 'POST');
  await lane.getByRole('button', { name: `Move “${before[before.length - 1]}”` }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  expect((await moved).status()).toBe(200);
  await page.reload();
  await expect(lane.getByRole('list', { name: /^Queue of / }).locator(':scope > li')).toHaveCount(before.length);
  const after = await lane
    .getByRole('list', { name: /^Queue of / })
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(after).toEqual([...before.slice(0, -2), before[before.length - 1], before[before.length - 2]]);
});

test('in Russian, axe-clean: my flow, quick create, the task panel, team flow', async () => {
  await page.goto(`/w/${workspaceId}`);
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой поток' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Сейчас в работе' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Новая задача' }).click();
  await expect(page.getByRole('dialog', { name: 'Новая задача' }).getByRole('textbox', { name: 'Название' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('region', { name: 'Сейчас в работе' }).getByRole('link').first().click();
  const panel = page.getByRole('dialog', { name: 'Review the brief' });
  await expect(panel.getByRole('region', { name: 'История' })).toBeVisible();
  await expect(panel.getByText(/начал\(а\) задачу/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  // Through the sidebar: a new page load would take the account's own language again.
  await page.getByRole('link', { name: 'Поток команды' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Поток команды' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Очередь: / })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('on a phone nothing scrolls sideways and every control is finger-sized: my flow, team flow, a task', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [`/w/${workspaceId}`, `/w/${workspaceId}/flow`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
  }
  await page.goto(`/w/${workspaceId}`);
  await page
    .getByRole('list', { name: /^(Далее в очереди|Up next)$/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('region', { name: /История|History/ })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual([]);
});
