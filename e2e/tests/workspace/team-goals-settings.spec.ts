/**
 * The workspace's team, goals, projects and settings against the real API: an owner invites someone
 * by email, the invitee opens the emailed link in a browser of their own, creates an account on the
 * way (the invitation survives registration and activation) and joins; then goals, projects and the
 * sphere's stages are edited. Every screen is checked with axe in English and in Russian.
 */
import type { BrowserContext } from '@playwright/test';
import { expectNoA11yViolations } from '../../support/axe';
import { horizontalOverflow, smallTapTargets } from '../../support/layout-checks';
import { codeIn, linkIn, Mailbox, uniqueEmail } from '../../support/mailbox';
import { signedInPage, type SignedInPage } from '../../support/signed-in-page';
import { expect, startPrerenderedPagesAfterLoads, test } from '../../support/test';

test.describe.configure({ mode: 'serial' });

let owner: SignedInPage;
let mailbox: Mailbox;
let workspace: { id: number; name: string };
let inviteeEmail: string | undefined;
/** The invitation's path from the email (`/invite/<token>`). */
let invitePath = '';
let inviteeContext: BrowserContext | undefined;

test.beforeAll(async ({ browser, stack }) => {
  test.setTimeout(60_000);
  mailbox = new Mailbox((await stack.state()).urls.mail);
  owner = await signedInPage(browser);
  workspace = await owner.api.createWorkspace('Harbour');
});

test.afterAll(async () => {
  await inviteeContext?.close();
  await owner?.context.close();
});

/** The owner's interface language: the account's own (it wins over the cookie once signed in). */
async function useLanguage(lang: 'en' | 'ru') {
  const answer = await owner.api.call('PUT', 'users/me', { first_name: owner.account.firstName, last_name: owner.account.lastName, lang });
  expect(answer.status).toBe(200);
  await owner.context.addCookies([{ name: 'sw_language', value: lang, url: owner.page.url() }]);
}

test('the owner sees the team and the seats of the plan, and invites someone by email', async () => {
  const { page } = owner;
  await page.goto(`/w/${workspace.id}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${owner.account.firstName} ${owner.account.lastName}` })).toBeVisible();
  await expect(page.getByText(/Members: 1 of \d+ on the/)).toBeVisible();
  // The only owner can neither leave nor step down, and is told why.
  await expect(page.getByRole('button', { name: 'Leave' })).toBeDisabled();
  await expectNoA11yViolations(page);

  const email = uniqueEmail('invitee');
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill('not-an-email');
  await field.blur();
  await expect(page.getByText('Please enter correct email')).toBeVisible();
  await field.fill(email);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole('listitem', { name: email });
  await expect(row.getByText('Awaiting an answer')).toBeVisible();
  // Just sent: sending again waits for the cooldown, counting down.
  await expect(row.getByRole('button', { name: /^Send again in \d+ s to / })).toBeDisabled();
  await expectNoA11yViolations(page);
  inviteeEmail = email;
});

test('the invitee opens the emailed link in another browser, signs up on the way and joins', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  if (!inviteeEmail) throw new Error('the invitation was not sent');
  const email = inviteeEmail;
  const mail = await mailbox.waitFor(email, /invited to Harbour/);
  const link = linkIn(mail, '/invite/');
  invitePath = new URL(link).pathname;
  inviteeContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await inviteeContext.newPage();
  startPrerenderedPagesAfterLoads(page);

  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/invites you to/)).toHaveText(`${owner.account.firstName} ${owner.account.lastName} invites you to Harbour as Member`);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Finvite%2F/);
  await page.getByLabel('First name').fill('Boris');
  await page.getByLabel('Last name').fill('Petrov');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/activate\?next=%2Finvite%2F/);
  const code = codeIn(await mailbox.waitFor(email, /code|код/i));
  // The sixth digit sends the code.
  await page.getByLabel('Confirmation code').fill(code);

  // Back on the invitation, now signed in.
  await expect(page).toHaveURL(new URL(link).pathname);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${workspace.id}$`));

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'The invitation has already been used' })).toBeVisible();

  // A member reads the team without controls.
  await page.goto(`/w/${workspace.id}/team`);
  await expect(page.getByText(/Only the workspace’s owners change roles/)).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the owner sees the new member arrive live, and may now make them an owner', async () => {
  const { page } = owner;
  // Still on the team page since the invitation: the live channel brought the member and the accepted invitation.
  await expect(page).toHaveURL(new RegExp(`/w/${workspace.id}/team$`));
  await expect(page.getByRole('listitem', { name: 'Boris Petrov' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No invitations are awaiting an answer.')).toBeVisible();
  const boris = page.getByRole('listitem', { name: 'Boris Petrov' });
  await expect(boris.getByRole('combobox', { name: 'Role of Boris Petrov' })).toHaveValue('member');
  await boris.getByRole('combobox', { name: 'Role of Boris Petrov' }).selectOption({ label: 'Owner' });
  await expect(page.getByText('Boris Petrov’s role is changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeEnabled();
});

test('goals: created in a dialog, archived with undo', async () => {
  const { page } = owner;
  await page.goto(`/w/${workspace.id}/goals`);
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'New goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New goal' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Open the harbour');
  await dialog.getByLabel('Due date').fill('2099-06-30');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create the goal' }).click();
  const goal = page.getByRole('listitem', { name: 'Open the harbour' });
  await expect(goal.getByText('No tasks yet')).toBeVisible();
  await expect(goal.getByRole('link', { name: 'Tasks of the goal Open the harbour' })).toHaveAttribute(
    'href',
    new RegExp(`/w/${workspace.id}/tasks\\?goal_id=\\d+$`),
  );
  await goal.getByRole('button', { name: 'Archive the goal Open the harbour' }).click();
  await expect(goal).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem', { name: 'Open the harbour' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('projects: the key is suggested from the name', async () => {
  const { page } = owner;
  await page.goto(`/w/${workspace.id}/projects`);
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Harbour Web');
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveValue('HW');
  await dialog.getByRole('button', { name: 'Create the project' }).click();
  await expect(page.getByRole('listitem', { name: 'Harbour Web' }).getByText('HW', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New project' }).first().click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Harbour Wiki');
  await page.getByRole('dialog').getByRole('button', { name: 'Create the project' }).click();
  await expect(page.getByRole('dialog').getByText('Another project already has this key')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('settings: a stage renamed, moved by keyboard and saved', async () => {
  const { page } = owner;
  await page.goto(`/w/${workspace.id}/settings`);
  const sphere = page.getByRole('region', { name: 'General' });
  await expect(sphere.getByRole('textbox', { name: 'Stage name' })).toHaveCount(4);
  await expectNoA11yViolations(page);
  await sphere.getByRole('textbox', { name: 'Stage name' }).nth(2).fill('On hold');
  await sphere.getByRole('button', { name: 'Move the stage On hold up' }).focus();
  await page.keyboard.press('Enter');
  await sphere.getByRole('button', { name: 'Save the stages' }).click();
  await expect(page.getByText('The sphere «General» is saved')).toBeVisible();
  await page.reload();
  const names = page.getByRole('region', { name: 'General' }).getByRole('textbox', { name: 'Stage name' });
  await expect(names.nth(1)).toHaveValue('On hold');

  // The drag handle by keyboard: pick up, one down, drop.
  const handle = page.getByRole('region', { name: 'General' }).getByRole('button', { name: 'Reorder the stage To do' });
  await handle.focus();
  // Each key waits for the drag to have taken the previous one.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listitem', { name: 'To do' })).toHaveAttribute('style', /translate3d\(0px, [1-9]/);
  // The drop lands where the stage is over: wait until the stage below has made room (moved up).
  await expect(page.getByRole('listitem', { name: 'On hold' })).toHaveAttribute('style', /translate3d\(0px, -[1-9]/);
  await page.keyboard.press('Space');
  await expect(names.nth(0)).toHaveValue('On hold');
  await expect(names.nth(1)).toHaveValue('To do');
  await page.getByRole('region', { name: 'General' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(names.nth(0)).toHaveValue('To do');
});

test('the screens fit a phone: nothing scrolls sideways, every control fits a finger', async () => {
  const { page } = owner;
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    const problems: string[] = [];
    for (const path of ['team', 'goals', 'projects', 'settings']) {
      await page.goto(`/w/${workspace.id}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
      problems.push(...(await horizontalOverflow(page)).map((line) => `${path}: overflow: ${line}`));
      problems.push(...(await smallTapTargets(page)).map((line) => `${path}: small tap target: ${line}`));
    }
    expect(problems).toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('the same screens pass axe in Russian', async () => {
  // six screens, each loaded and checked by axe
  test.setTimeout(60_000);
  const { page } = owner;
  await useLanguage('ru');
  try {
    for (const [path, heading] of [
      ['team', 'Команда'],
      ['goals', 'Цели'],
      ['projects', 'Проекты'],
      ['settings', 'Настройки'],
    ] as const) {
      await page.goto(`/w/${workspace.id}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
    await page.goto(invitePath);
    await expect(page.getByRole('heading', { name: 'Приглашение уже использовано' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto(`/w/${workspace.id}/goals`);
    await page.getByRole('button', { name: 'Новая цель' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Новая цель' })).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    await useLanguage('en');
  }
});
