/**
 * The task list and the board against the real API: filters in the address (shared links, the back
 * button), paging while scrolling, keyboard paths, live changes made elsewhere, moving cards by
 * dragging and by keys (persisted, the assignee's other task paused, a refusal put back with its
 * reason), axe in English and Russian, and a phone's width.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { activeAccount } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { UserApi } from '../../support/billing';
import { horizontalOverflow } from '../../support/layout-checks';
import { Mailbox } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

interface Task {
  id: number;
  title: string;
  stage_id: number;
  state: string;
  assignee_id: number | null;
}

interface Sphere {
  id: number;
  name: string;
  stages: Array<{ id: number; name: string; state: string }>;
}

/** The workspace API as the signed-in user calls it (PATCH included). */
class WorkApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<WorkApi> {
    return new WorkApi(page.request, (await page.evaluate(() => localStorage.getItem('sw_access_token')))!);
  }

  async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`);
    const body = (await response.json()) as { data: T } | T;
    return (typeof body === 'object' && body !== null && 'data' in body ? body.data : body) as T;
  }

  createTask(workspaceId: number, body: Record<string, unknown>): Promise<Task> {
    return this.call('POST', `workspaces/${workspaceId}/tasks`, body);
  }
}

let mailbox: Mailbox;
test.beforeEach(async ({ stack }) => {
  mailbox = new Mailbox((await stack.state()).urls.mail);
});

async function workspaceWithTasks(page: Page, count: number) {
  await activeAccount(page, mailbox);
  const { id: workspaceId } = await (await UserApi.of(page)).createWorkspace('Orbit');
  const api = await WorkApi.of(page);
  const me = await api.call<{ id: number }>('GET', 'users/me');
  const [sphere] = await api.call<Sphere[]>('GET', `workspaces/${workspaceId}/spheres`);
  const tasks: Task[] = [];
  for (let index = 1; index <= count; index++) {
    tasks.push(
      await api.createTask(workspaceId, {
        title: index % 10 === 0 ? `Invoice run ${index}` : `Task ${index}`,
        assignee_id: index % 3 === 0 ? null : me.id,
        estimate_minutes: 60,
      }),
    );
  }
  return { api, workspaceId, userId: me.id, sphere, tasks };
}

/** A pointer drag (dnd-kit starts it after a few pixels) onto the top or the bottom of the target. */
async function drag(page: Page, source: Locator, target: Locator, where: 'top' | 'bottom') {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, where === 'top' ? to.y + 4 : to.y + to.height - 10, { steps: 15 });
  await page.mouse.up();
}

const rows = (page: Page) => page.locator('[data-task-scroller] [role="row"]');
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

test('task list: filters in the address, back button, paging, keyboard, live changes, axe', async ({ page }) => {
  test.setTimeout(180_000);
  const { api, workspaceId, userId } = await workspaceWithTasks(page, 130);

  await page.goto(`/w/${workspaceId}/tasks`);
  await expect(page.getByText('130 tasks', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks' })).toHaveAttribute('aria-rowcount', '131');
  expect(await rows(page).count()).toBeLessThan(60);
  await expectNoA11yViolations(page);

  // A filter is in the address; the back button takes it off again.
  await page.getByLabel('Assignee').selectOption({ label: 'Unassigned' });
  await expect(page).toHaveURL(/\?assignee=none$/);
  await expect(page.getByText('43 tasks match')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}/tasks$`));
  await expect(page.getByText('130 tasks', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Assignee')).toHaveValue('');

  // A shared link opens with its filters; a search waits for typing to pause.
  await page.goto(`/w/${workspaceId}/tasks?assignee=${userId}`);
  await expect(page.getByText('87 tasks match')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('invoice');
  await expect(page).toHaveURL(/q=invoice/);
  await expect(page.getByText('9 tasks match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('130 tasks', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such words');
  await expect(page.getByRole('heading', { name: 'No task matches these filters' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Scrolling to the end loads the second page, then the oldest task is last.
  const scroller = page.locator('[data-task-scroller]');
  await expect(async () => {
    await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(page.getByRole('link', { name: 'Task 1', exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('link', { name: 'Task 2', exact: true })).toBeVisible();
  await scroller.evaluate((element) => (element.scrollTop = 0));

  // Keyboard: the arrows go from row to row, Enter opens the task.
  await page.getByRole('link', { name: 'Invoice run 130' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Task 129' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Task 128' })).toBeFocused();
  const opened = await page.getByRole('link', { name: 'Task 128' }).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${opened}$`));

  // Changes made elsewhere: a new matching task appears, one that stops matching leaves.
  await page.goto(`/w/${workspaceId}/tasks?assignee=${userId}`);
  await expect(page.getByText('87 tasks match')).toBeVisible();
  const created = await api.createTask(workspaceId, { title: 'Made through the API', assignee_id: userId });
  await expect(page.getByRole('link', { name: 'Made through the API' })).toBeVisible();
  await expect(page.getByText('88 tasks match')).toBeVisible();
  await api.call('PATCH', `tasks/${created.id}`, { assignee_id: null });
  await expect(page.getByRole('link', { name: 'Made through the API' })).toHaveCount(0);
  await expect(page.getByText('87 tasks match')).toBeVisible();
});

test('board: drag and keys move cards, a start pauses the other task, a refusal is put back', async ({ page }) => {
  test.setTimeout(120_000);
  const { api, workspaceId, sphere, tasks } = await workspaceWithTasks(page, 4);
  const stage = (state: string) => sphere.stages.find((candidate) => candidate.state === state)!;
  // Task 1 is in progress (its assignee's active task), Task 4 is done.
  await api.call('PATCH', `tasks/${tasks[0].id}`, { stage_id: stage('in_progress').id });
  await api.call('PATCH', `tasks/${tasks[3].id}`, { stage_id: stage('finished').id });

  await page.goto(`/w/${workspaceId}/board`);
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}/board$`));
  await expect(column(page, 'To do').getByRole('link')).toHaveText(['Task 2', 'Task 3']);
  await expect(column(page, 'In progress').getByRole('link')).toHaveText(['Task 1']);
  await expectNoA11yViolations(page);

  // The pointer within a stage: Task 3 dragged above Task 2.
  await drag(
    page,
    column(page, 'To do').locator('[data-task-card]').filter({ hasText: 'Task 3' }),
    column(page, 'To do').locator('[data-task-card]').filter({ hasText: 'Task 2' }),
    'top',
  );
  await expect(column(page, 'To do').getByRole('link')).toHaveText(['Task 3', 'Task 2']);
  await page.reload();
  await expect(column(page, 'To do').getByRole('link')).toHaveText(['Task 3', 'Task 2']);

  // Keys: Shift+→ starts Task 2; Task 1 of the same assignee pauses. It stays so after a reload.
  await column(page, 'To do').getByRole('link', { name: 'Task 2' }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(column(page, 'In progress').getByRole('link')).toHaveText(['Task 2']);
  await expect(column(page, 'Paused').getByRole('link')).toHaveText(['Task 1']);
  // On the board: the header's running timer links to Task 2 as well now.
  await expect(column(page, 'In progress').getByRole('link', { name: 'Task 2' })).toBeFocused();
  await page.reload();
  await expect(column(page, 'In progress').getByRole('link')).toHaveText(['Task 2']);
  await expect(column(page, 'Paused').getByRole('link')).toHaveText(['Task 1']);

  // The pointer across stages: Task 3 dragged onto the Done column, under Task 4.
  await drag(page, column(page, 'To do').locator('[data-task-card]').filter({ hasText: 'Task 3' }), column(page, 'Done').locator('ul'), 'bottom');
  await expect(column(page, 'Done').getByRole('link')).toHaveText(['Task 4', 'Task 3']);
  await page.reload();
  await expect(column(page, 'Done').getByRole('link')).toHaveText(['Task 4', 'Task 3']);

  // The menu: a finished task cannot go to Paused; the server's reason shows and the card stays.
  await page.getByRole('button', { name: 'Move “Task 4”' }).click();
  await page.getByRole('menuitem', { name: 'To “Paused”' }).click();
  await expect(page.getByText('A task cannot move between these stages: a finished task is reopened first.')).toBeVisible();
  await expect(column(page, 'Done').getByRole('link')).toHaveText(['Task 4', 'Task 3']);
  await expect(column(page, 'Paused').getByRole('link')).toHaveText(['Task 1']);
});

test('in Russian, and on a phone: list and board pass axe and fit', async ({ page }) => {
  test.setTimeout(120_000);
  const { workspaceId } = await workspaceWithTasks(page, 12);
  const user = await UserApi.of(page);
  const answer = await user.call('PUT', 'users/me', { first_name: 'Ada', last_name: 'Lovelace', lang: 'ru' });
  expect(answer.status).toBe(200);
  await page.context().addCookies([{ name: 'sw_language', value: 'ru', url: page.url() }]);

  await page.goto(`/w/${workspaceId}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Задачи' })).toBeVisible();
  await expect(page.getByText('12 задач', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/w/${workspaceId}/tasks?status=overdue`);
  await expect(page.getByRole('heading', { name: 'Нет задач под эти фильтры' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/w/${workspaceId}/board`);
  await expect(page.getByRole('heading', { level: 1, name: 'Доска' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Task 1', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [`/w/${workspaceId}/tasks`, `/w/${workspaceId}/board`]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Task 1', exact: true })).toBeAttached();
    expect(await horizontalOverflow(page)).toEqual([]);
  }
  await page.goto(`/w/${workspaceId}/tasks`);
  await page.getByRole('button', { name: 'Показать фильтры' }).click();
  await expect(page.getByLabel('Исполнитель')).toBeVisible();
  await expectNoA11yViolations(page);
});
