/**
 * Sprints against the real API, in Russian and in English: the current sprint opens by itself, a
 * task found by its title is planned into it, finishing it moves committed vs done, the burndown has
 * a table view, and the settings have the sprints section; every screen is checked with axe.
 */
import { expectNoA11yViolations } from '../../support/axe';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, test } from '../../support/test';

test.describe.configure({ timeout: 120_000 });

const WORDING = {
  en: {
    title: 'Sprints',
    name: /^Sprint 1 · /,
    current: 'current',
    search: 'Find unfinished tasks',
    add: 'Add 1 task to the sprint',
    planned: 'In the sprint (1)',
    countBefore: '0 of 1 task',
    countAfter: '1 of 1 task',
    estimateAfter: '2 h of 2 h committed',
    burndown: 'Burndown',
    tableView: 'Table',
    start: 'Start',
    settings: 'Sprints',
    length: 'Length',
    nextSprint: /A change applies from the next sprint/,
  },
  ru: {
    title: 'Спринты',
    name: /^Спринт 1 · /,
    current: 'текущий',
    search: 'Найти незавершённые задачи',
    add: 'Добавить 1 задачу в спринт',
    planned: 'В спринте (1)',
    countBefore: '0 из 1 задачи',
    countAfter: '1 из 1 задачи',
    estimateAfter: '2 ч из 2 ч запланированных',
    burndown: 'Диаграмма сгорания',
    tableView: 'Таблица',
    start: 'Начало',
    settings: 'Спринты',
    length: 'Длина',
    nextSprint: /Изменение действует со следующего спринта/,
  },
} as const;

for (const lang of ['ru', 'en'] as const) {
  test(`a sprint in ${lang === 'ru' ? 'Russian' : 'English'}: plan a task, finish it, read the burndown and the settings`, async ({ browser }) => {
    const t = WORDING[lang];
    const session: SignedInPage = await signedInPage(browser);
    try {
      const { page, api } = session;
      const answer = await api.call('PUT', 'users/me', { first_name: session.account.firstName, last_name: session.account.lastName, lang });
      expect(answer.status).toBe(200);
      const workspace = await api.createWorkspace(lang === 'ru' ? 'Sprinters RU' : 'Sprinters');
      const me = (await api.call<{ id: number }>('GET', 'users/me')).body.id;
      const created = await api.call<{ data: { id: number } }>('POST', `workspaces/${workspace.id}/tasks`, {
        title: 'Ship the sprint report',
        assignee_id: me,
        estimate_minutes: 120,
        complexity: 3,
      });
      expect(created.status).toBe(201);
      const taskId = created.body.data.id;
      await page.context().addCookies([{ name: 'sw_language', value: lang, url: new URL('/', process.env.STEPWISE_E2E_BASE_URL).toString() }]);

      await page.goto(`/w/${workspace.id}/sprints`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.name })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[data-sprint-status]')).toHaveText(t.current);
      await expectNoA11yViolations(page);

      const plan = page.locator('section', { has: page.getByRole('searchbox', { name: t.search }) });
      await page.getByRole('searchbox', { name: t.search }).fill('report');
      await page.getByRole('checkbox', { name: 'Ship the sprint report' }).check();
      await page.getByRole('button', { name: t.add }).click();
      await expect(plan.getByRole('heading', { name: t.planned })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(t.countBefore, { exact: true })).toBeVisible();
      await expect(page.locator('[data-board-columns]').getByText('Ship the sprint report')).toBeVisible({ timeout: 30_000 });

      // Finished elsewhere (through the API): the live channel brings the new numbers.
      expect((await api.call('POST', `tasks/${taskId}/start`, {})).status).toBe(200);
      expect((await api.call('POST', `tasks/${taskId}/finish`, {})).status).toBe(200);
      await expect(page.getByText(t.countAfter, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(t.estimateAfter, { exact: true })).toBeVisible();
      await expectNoA11yViolations(page);

      const burndown = page.getByRole('region', { name: t.burndown });
      await expect(burndown.getByRole('img')).toBeVisible();
      // Drawn by uPlot, loaded with the chart.
      await expect(burndown.locator('[data-chart-drawn]')).toHaveCount(1);
      await burndown.getByRole('button', { name: t.tableView, exact: true }).click();
      const table = burndown.getByRole('table', { name: t.burndown });
      await expect(table.getByRole('rowheader', { name: t.start })).toBeVisible();
      await expectNoA11yViolations(page);

      await page.goto(`/w/${workspace.id}/settings`);
      const section = page.getByRole('region', { name: t.settings });
      await expect(section.getByText(t.nextSprint)).toBeVisible({ timeout: 30_000 });
      await expect(section.getByRole('combobox', { name: t.length })).toBeEnabled();
      await expectNoA11yViolations(page);
    } finally {
      await session.context.close();
    }
  });
}
