/**
 * Issue #14's "done means", as a new team lives it, in two browsers: a newcomer registers (the code
 * from the mailbox), creates a workspace in the wizard and lands in it after the countdown, adds a
 * sphere, a goal and tasks (quick create with C), invites a colleague by email; the colleague opens
 * the emailed link in a browser of their own, registers and activates on the way and joins; tasks
 * assigned to them (quick create and the task panel) appear in their flow without a reload; they
 * start one, start another (the first pauses) and finish one, and the newcomer's team flow follows
 * live. Once in Russian (the default) and once in English; every workspace screen passes axe.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { codeIn, linkIn, Mailbox, uniqueEmail } from '../../support/mailbox';
import { expect, startPrerenderedPagesAfterLoads, test } from '../../support/test';

/** What each language's screens say, where the journey reads or presses them. */
const WORDING = {
  ru: {
    locale: 'ru-RU',
    firstName: 'Имя',
    lastName: 'Фамилия',
    password: 'Пароль',
    confirmPassword: 'Подтверждение пароля',
    register: 'Зарегистрироваться',
    code: 'Код подтверждения',
    firstWorkspace: 'Создать пространство',
    createWorkspace: 'Создать пространство',
    sector: 'Сфера деятельности',
    teamSize: 'Размер команды',
    role: 'Ваша роль',
    next: 'Далее',
    workspaceName: 'Название пространства',
    domain: 'Домен',
    domainFree: (domain: string) => `Домен ${domain} свободен`,
    created: (name: string) => `Пространство «${name}» создано`,
    countdown: /Переходим в пространство через \d+ секунд/,
    myFlow: 'Мой поток',
    teamFlow: 'Поток команды',
    tasks: 'Задачи',
    board: 'Доска',
    goals: 'Цели',
    projects: 'Проекты',
    team: 'Команда',
    settings: 'Настройки',
    sections: 'Разделы пространства',
    emptyFlow: 'В вашем потоке пока нет задач',
    newSphere: 'Новая сфера',
    newSphereName: 'Название',
    addSphere: 'Добавить сферу',
    sphereAdded: (name: string) => `Сфера «${name}» добавлена`,
    stageName: 'Название этапа',
    newGoal: 'Новая цель',
    title: 'Название',
    createGoal: 'Создать цель',
    noProjects: 'Проектов пока нет',
    newTask: 'Новая задача',
    goal: 'Цель',
    assignee: 'Исполнитель',
    createAnother: 'Создать ещё одну',
    create: 'Создать',
    upNext: 'Далее в очереди',
    inviteEmail: 'Эл. почта',
    sendInvitation: 'Отправить приглашение',
    invitationSent: (email: string) => `Приглашение отправлено на ${email}`,
    invitationMail: /приглашение в пространство/,
    invites: (inviter: string, workspace: string) => `${inviter} приглашает вас в пространство ${workspace} с ролью Участник`,
    createAccount: 'Создать аккаунт',
    join: 'Присоединиться',
    queueOf: (name: string) => `Очередь: ${name}`,
    nowInProgress: 'Сейчас в работе',
    laneEmpty: 'Нет незавершённых задач.',
    idle: 'Сейчас ничего не в работе.',
    start: (title: string) => `Начать «${title}»`,
    finish: (title: string) => `Завершить «${title}»`,
    finishConfirm: 'Завершить',
    minutes: 'Минуты',
    paused: 'На паузе',
    oneTask: '1 задача',
    taskCount: '4 задачи',
    taskPage: 'Задача',
    history: 'История',
    finishedBy: (name: string) => `${name} завершил(а) задачу`,
    columnDone: 'Готово',
    names: { owner: ['Анна', 'Смирнова'], colleague: ['Борис', 'Петров'] },
    workspace: 'Маяк',
    sphere: 'Маркетинг',
    goalTitle: 'Запустить продукт',
    titles: ['Составить план запуска', 'Написать анонс', 'Подготовить демо', 'Проверить страницу цен'],
  },
  en: {
    locale: 'en-US',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    confirmPassword: 'Confirm password',
    register: 'Create account',
    code: 'Confirmation code',
    firstWorkspace: 'Create a workspace',
    createWorkspace: 'Create workspace',
    sector: 'Business sector',
    teamSize: 'Team size',
    role: 'Your role',
    next: 'Next',
    workspaceName: 'Workspace name',
    domain: 'Domain',
    domainFree: (domain: string) => `The domain ${domain} is available`,
    created: (name: string) => `The workspace “${name}” has been created`,
    countdown: /Taking you to the workspace in \d+ seconds?/,
    myFlow: 'My flow',
    teamFlow: 'Team flow',
    tasks: 'Tasks',
    board: 'Board',
    goals: 'Goals',
    projects: 'Projects',
    team: 'Team',
    settings: 'Settings',
    sections: 'Workspace sections',
    emptyFlow: 'Your flow has no tasks yet',
    newSphere: 'New sphere',
    newSphereName: 'Name',
    addSphere: 'Add the sphere',
    sphereAdded: (name: string) => `The sphere «${name}» is added`,
    stageName: 'Stage name',
    newGoal: 'New goal',
    title: 'Title',
    createGoal: 'Create the goal',
    noProjects: 'No projects yet',
    newTask: 'New task',
    goal: 'Goal',
    assignee: 'Assignee',
    createAnother: 'Create another',
    create: 'Create',
    upNext: 'Up next',
    inviteEmail: 'Email',
    sendInvitation: 'Send the invitation',
    invitationSent: (email: string) => `Invitation sent to ${email}`,
    invitationMail: /invited to/,
    invites: (inviter: string, workspace: string) => `${inviter} invites you to ${workspace} as Member`,
    createAccount: 'Create an account',
    join: 'Join',
    queueOf: (name: string) => `Queue of ${name}`,
    nowInProgress: 'In progress now',
    laneEmpty: 'No unfinished tasks.',
    idle: 'Nothing in progress.',
    start: (title: string) => `Start “${title}”`,
    finish: (title: string) => `Finish “${title}”`,
    finishConfirm: 'Finish',
    minutes: 'Minutes',
    paused: 'Paused',
    oneTask: '1 task',
    taskCount: '4 tasks',
    taskPage: 'Task',
    history: 'History',
    finishedBy: (name: string) => `${name} finished the task`,
    columnDone: 'Done',
    names: { owner: ['Ada', 'Lovelace'], colleague: ['Boris', 'Petrov'] },
    workspace: 'Lighthouse',
    sphere: 'Marketing',
    goalTitle: 'Launch the product',
    titles: ['Draft the launch plan', 'Write the announcement', 'Prepare the demo', 'Check the pricing page'],
  },
} as const;

type Wording = (typeof WORDING)[keyof typeof WORDING];

const PASSWORD = 'correct horse battery';

/** Fills the register screen (wherever it was reached from) and activates with the emailed code. */
async function registerAndActivate(page: Page, mailbox: Mailbox, t: Wording, email: string, [firstName, lastName]: readonly string[]) {
  await page.getByLabel(t.firstName).fill(firstName);
  await page.getByLabel(t.lastName).fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.register, exact: true }).click();
  await expect(page).toHaveURL(/\/activate(\?|$)/);
  const code = codeIn(await mailbox.waitFor(email, /code|код/i));
  // The sixth digit sends the code.
  await page.getByLabel(t.code).fill(code);
}

/** Moves within the app through the sidebar, as a user does (no page load: the live channel stays). */
async function openSection(page: Page, t: Wording, name: string) {
  await page.getByRole('navigation', { name: t.sections }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
}

/** Marks the document, so that a later check proves the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { journeyMark: boolean }).journeyMark = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(true);
}

function answered(page: Page, path: RegExp, method: string) {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

for (const lang of ['ru', 'en'] as const) {
  test(`a new team in ${lang === 'ru' ? 'Russian' : 'English'}: register, workspace, sphere, goal, tasks, a colleague invited by email works the flow, live for both`, async ({
    browser,
    baseURL,
    stack,
  }) => {
    // Two registrations, the wizard's countdown and a dozen axe runs on a loaded 2-core machine.
    test.setTimeout(240_000);
    const t = WORDING[lang];
    const mailbox = new Mailbox((await stack.state()).urls.mail);
    const contexts: BrowserContext[] = [];
    const newPage = async () => {
      const context = await browser.newContext({ baseURL, locale: t.locale, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      startPrerenderedPagesAfterLoads(page);
      return page;
    };
    const ownerName = t.names.owner.join(' ');
    const colleagueName = t.names.colleague.join(' ');
    const [planTitle, announcementTitle, demoTitle, pricingTitle] = t.titles;

    try {
      // --- The newcomer registers and creates a workspace in the wizard.
      const owner = await newPage();
      const ownerEmail = uniqueEmail('owner');
      await owner.goto('/register');
      await registerAndActivate(owner, mailbox, t, ownerEmail, t.names.owner);
      await expect(owner).toHaveURL(/\/account\/workspaces$/);
      await owner.getByRole('link', { name: t.firstWorkspace }).first().click();
      await expect(owner).toHaveURL(/\/new-workspace$/);
      await owner.getByLabel(t.sector).selectOption('software');
      await owner.getByLabel(t.teamSize).selectOption('6-15');
      await owner.getByLabel(t.role).selectOption('team_lead');
      await owner.getByRole('button', { name: t.next }).click();
      await owner.getByLabel(t.workspaceName).fill(t.workspace);
      const domain = `team-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      await owner.getByLabel(t.domain, { exact: true }).fill(domain);
      await expect(owner.getByText(t.domainFree(domain))).toBeVisible();
      await owner.getByRole('button', { name: t.next }).click();
      await owner.getByRole('button', { name: t.createWorkspace }).click();

      // The countdown, then the workspace's home: my flow, empty, teaching the next step.
      await expect(owner).toHaveURL(/\/workspaces\/\d+\/created$/);
      await expect(owner.getByText(t.created(t.workspace))).toBeVisible();
      await expect(owner.getByText(t.countdown)).toBeVisible();
      await expect(owner).toHaveURL(/\/w\/\d+$/, { timeout: 15_000 });
      const workspaceId = Number(/\/w\/(\d+)$/.exec(owner.url())![1]);
      await expect(owner.getByRole('heading', { level: 1, name: t.myFlow })).toBeVisible();
      await expect(owner.getByRole('heading', { name: t.emptyFlow })).toBeVisible();
      await expectNoA11yViolations(owner);

      // --- A sphere in the settings, with the usual stages.
      await openSection(owner, t, t.settings);
      await owner.getByRole('form', { name: t.newSphere }).getByRole('textbox', { name: t.newSphereName, exact: true }).fill(t.sphere);
      await owner.getByRole('button', { name: t.addSphere }).click();
      await expect(owner.getByText(t.sphereAdded(t.sphere))).toBeVisible();
      await expect(owner.getByRole('region', { name: t.sphere }).getByRole('textbox', { name: t.stageName })).toHaveCount(4);
      await expectNoA11yViolations(owner);

      // --- A goal.
      await openSection(owner, t, t.goals);
      await owner.getByRole('button', { name: t.newGoal }).first().click();
      const goalDialog = owner.getByRole('dialog', { name: t.newGoal });
      await goalDialog.getByRole('textbox', { name: t.title }).fill(t.goalTitle);
      await goalDialog.getByRole('button', { name: t.createGoal }).click();
      await expect(goalDialog).toBeHidden();
      await expect(owner.getByRole('listitem', { name: t.goalTitle })).toBeVisible();
      await expectNoA11yViolations(owner);

      await openSection(owner, t, t.projects);
      await expect(owner.getByRole('heading', { name: t.noProjects })).toBeVisible();
      await expectNoA11yViolations(owner);

      // --- Tasks with quick create: C, away from any field; "create another" keeps the dialog.
      await openSection(owner, t, t.myFlow);
      await owner.getByRole('heading', { level: 1, name: t.myFlow }).click();
      await owner.keyboard.press('c');
      const quickCreate = owner.getByRole('dialog', { name: t.newTask });
      await expect(quickCreate.getByRole('textbox', { name: t.title })).toBeFocused();
      await expectNoA11yViolations(owner);
      await quickCreate.getByRole('checkbox', { name: t.createAnother }).check();
      for (const title of [planTitle, announcementTitle, demoTitle]) {
        await expect(quickCreate.getByRole('combobox', { name: t.goal }).getByRole('option', { name: t.goalTitle })).toBeAttached();
        await quickCreate.getByRole('combobox', { name: t.goal }).selectOption({ label: t.goalTitle });
        await quickCreate.getByRole('textbox', { name: t.title }).fill(title);
        const created = answered(owner, /\/api\/workspaces\/\d+\/tasks$/, 'POST');
        await owner.keyboard.press('Enter');
        const response = await created;
        expect(response.status()).toBe(201);
        expect(response.request().postDataJSON()).toMatchObject({ title, goal_id: expect.any(Number) });
        await expect(quickCreate.getByRole('textbox', { name: t.title })).toHaveValue('');
      }
      await owner.keyboard.press('Escape');
      await expect(quickCreate).toBeHidden();
      const ownerQueue = owner.getByRole('list', { name: t.upNext });
      await expect(ownerQueue.locator(':scope > li')).toHaveCount(3);
      await expectNoA11yViolations(owner);

      // --- The colleague is invited by email.
      await openSection(owner, t, t.team);
      const colleagueEmail = uniqueEmail('colleague');
      await owner.getByRole('textbox', { name: t.inviteEmail }).fill(colleagueEmail);
      await owner.getByRole('button', { name: t.sendInvitation }).click();
      await expect(owner.getByText(t.invitationSent(colleagueEmail))).toBeVisible();
      await expect(owner.getByRole('listitem', { name: colleagueEmail })).toBeVisible();
      await expectNoA11yViolations(owner);
      // From here on the owner's page is never reloaded: what the colleague does arrives live.
      await markDocument(owner);

      // --- The colleague, in a browser of their own, opens the emailed link, signs up on the way, joins.
      const invitation = await mailbox.waitFor(colleagueEmail, t.invitationMail);
      const invitePath = new URL(linkIn(invitation, '/invite/')).pathname;
      const colleague = await newPage();
      await colleague.goto(invitePath);
      await expect(colleague.getByText(t.invites(ownerName, t.workspace))).toBeVisible();
      await expectNoA11yViolations(colleague);
      await colleague.getByRole('link', { name: t.createAccount }).click();
      await expect(colleague).toHaveURL(/\/register\?next=%2Finvite%2F/);
      await registerAndActivate(colleague, mailbox, t, colleagueEmail, t.names.colleague);
      await expect(colleague).toHaveURL(invitePath);
      await colleague.getByRole('button', { name: t.join }).click();
      await expect(colleague).toHaveURL(new RegExp(`/w/${workspaceId}$`));
      await expect(colleague.getByRole('heading', { level: 1, name: t.myFlow })).toBeVisible();
      await expect(colleague.getByRole('heading', { name: t.emptyFlow })).toBeVisible();
      await markDocument(colleague);

      // The owner's team page shows the new member without a reload; the team flow gives them a lane.
      await expect(owner.getByRole('listitem', { name: colleagueName })).toBeVisible({ timeout: 15_000 });
      await openSection(owner, t, t.teamFlow);
      const lane = owner.getByRole('region', { name: new RegExp(`^${colleagueName}`) });
      await expect(lane.getByText(t.laneEmpty)).toBeVisible();
      await expectNoA11yViolations(owner);

      // --- The owner assigns tasks: one made with quick create for the colleague...
      await owner.getByRole('heading', { level: 1, name: t.teamFlow }).click();
      await owner.keyboard.press('c');
      await expect(quickCreate.getByRole('combobox', { name: t.assignee }).getByRole('option', { name: colleagueName })).toBeAttached();
      await quickCreate.getByRole('textbox', { name: t.title }).fill(pricingTitle);
      await quickCreate.getByRole('combobox', { name: t.assignee }).selectOption({ label: colleagueName });
      const created = answered(owner, /\/api\/workspaces\/\d+\/tasks$/, 'POST');
      await quickCreate.getByRole('button', { name: t.create, exact: true }).click();
      expect((await created).status()).toBe(201);
      await expect(quickCreate).toBeHidden();
      const colleagueLaneQueue = lane.getByRole('list', { name: t.queueOf(colleagueName) });
      await expect(colleagueLaneQueue.getByRole('link', { name: pricingTitle })).toBeVisible();

      // ...and one of the owner's own, handed over in its task panel.
      const ownerLane = owner.getByRole('region', { name: new RegExp(`^${ownerName}`) });
      // The task is in the owner's queue (and, unestimated, in the lane's "estimate these" notice too).
      await ownerLane
        .getByRole('list', { name: t.queueOf(ownerName) })
        .getByRole('link', { name: planTitle })
        .click();
      const panel = owner.getByRole('dialog', { name: planTitle });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('combobox', { name: t.assignee }).getByRole('option', { name: colleagueName })).toBeAttached();
      const reassigned = answered(owner, /\/api\/tasks\/\d+$/, 'PATCH');
      await panel.getByRole('combobox', { name: t.assignee }).selectOption({ label: colleagueName });
      const reassignment = await reassigned;
      expect(reassignment.status()).toBe(200);
      const planTaskId = Number(/\/api\/tasks\/(\d+)$/.exec(new URL(reassignment.url()).pathname)![1]);
      await expectNoA11yViolations(owner);
      await owner.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(colleagueLaneQueue.getByRole('link')).toHaveText([pricingTitle, planTitle]);
      await expect(ownerLane.getByRole('link', { name: planTitle })).toHaveCount(0);

      // --- The colleague's flow fills in live, in the order they were assigned.
      const colleagueQueue = colleague.getByRole('list', { name: t.upNext });
      await expect(colleagueQueue.getByRole('link')).toHaveText([pricingTitle, planTitle]);
      await expectSameDocument(colleague);
      await expectNoA11yViolations(colleague);

      // They start one: the owner's team flow shows it in progress.
      const colleagueActive = colleague.getByRole('region', { name: t.nowInProgress });
      await colleague.getByRole('button', { name: t.start(pricingTitle) }).click();
      await expect(colleagueActive.getByRole('link', { name: pricingTitle })).toBeVisible();
      const laneNow = lane.getByText(t.nowInProgress, { exact: true }).locator('..');
      await expect(laneNow).toContainText(pricingTitle);

      // They start another: the first one pauses, for both of them.
      await colleague.getByRole('button', { name: t.start(planTitle) }).click();
      await expect(colleagueActive.getByRole('link', { name: planTitle })).toBeVisible();
      await expect(colleagueQueue.getByRole('listitem', { name: pricingTitle }).getByText(t.paused)).toBeVisible();
      await expect(laneNow).toContainText(planTitle);
      await expect(colleagueLaneQueue.getByRole('listitem', { name: pricingTitle }).getByText(t.paused)).toBeVisible();
      await expectNoA11yViolations(colleague);

      // They finish it, correcting the time spent; it leaves both flows.
      await colleagueActive.getByRole('button', { name: t.finish(planTitle) }).click();
      const finish = colleague.getByRole('dialog', { name: t.finish(planTitle) });
      await expect(finish.getByRole('textbox', { name: t.minutes })).toHaveValue(/^\d+$/);
      await finish.getByRole('textbox', { name: t.minutes }).fill('25');
      const finished = answered(colleague, /\/api\/tasks\/\d+\/finish$/, 'POST');
      await finish.getByRole('button', { name: t.finishConfirm, exact: true }).click();
      expect((await finished).status()).toBe(200);
      await expect(colleagueActive).toBeHidden();
      await expect(colleagueQueue.getByRole('link')).toHaveText([pricingTitle]);
      await expect(lane.getByText(t.idle)).toBeVisible();
      await expect(colleagueLaneQueue.getByRole('link')).toHaveText([pricingTitle]);
      await expect(lane.getByRole('heading', { level: 2 })).toContainText(t.oneTask);
      await expectSameDocument(colleague);
      await expectSameDocument(owner);
      await expectNoA11yViolations(owner);

      // --- The owner's other screens show the same state: the list, the board, the finished task's page.
      await openSection(owner, t, t.tasks);
      await expect(owner.getByText(t.taskCount, { exact: true })).toBeVisible();
      await expectNoA11yViolations(owner);
      await openSection(owner, t, t.board);
      await expect(owner.getByRole('region', { name: new RegExp(`^${t.columnDone}`) }).getByRole('link')).toHaveText([planTitle]);
      await expectNoA11yViolations(owner);
      await owner.goto(`/w/${workspaceId}/tasks/${planTaskId}`);
      await expect(owner.getByRole('heading', { level: 1, name: t.taskPage })).toBeVisible();
      await expect(owner.getByRole('textbox', { name: t.title })).toHaveValue(planTitle);
      await expect(owner.getByRole('region', { name: t.history }).getByText(t.finishedBy(colleagueName))).toBeVisible();
      await expectNoA11yViolations(owner);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}
