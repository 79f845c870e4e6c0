/**
 * The workspace app's frame against the real stack: the shell's workspace layout around the
 * mfe-workspace remote, the live channel through the shell's proxy (and its "reconnecting" line
 * when the socket drops), the phone's drawer, and "Open" from the account's workspace list.
 */
import type { WebSocketRoute } from '@playwright/test';
import { activeAccount } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { UserApi } from '../../support/billing';
import { horizontalOverflow, smallTapTargets } from '../../support/layout-checks';
import { Mailbox } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

let mailbox: Mailbox;
test.beforeEach(async ({ stack }) => {
  mailbox = new Mailbox((await stack.state()).urls.mail);
});

test('a workspace opens in its layout: switcher, sections, user menu, live channel', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  const api = await UserApi.of(page);
  const orbit = await api.createWorkspace('Orbit');
  const comet = await api.createWorkspace('Comet');
  const sockets: string[] = [];
  const received: string[] = [];
  page.on('websocket', (ws) => {
    sockets.push(ws.url());
    ws.on('framereceived', (frame) => received.push(String(frame.payload)));
  });

  await page.goto('/account/workspaces');
  await page.getByRole('link', { name: 'Open the workspace Orbit' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${orbit.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My flow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch workspace: Orbit' })).toBeVisible();

  // One socket through the shell's proxy, authenticated, following this workspace.
  await expect.poll(() => received.some((frame) => frame.includes('"subscribed"') && frame.includes(`"workspace_id":${orbit.id}`))).toBe(true);
  expect(received.some((frame) => frame.includes('"ready"'))).toBe(true);
  expect(sockets.map((url) => new URL(url).pathname)).toEqual(['/api/live']);
  await expect(page.getByText('Connection lost — reconnecting…')).toHaveCount(0);

  const sections = page.getByRole('navigation', { name: 'Workspace sections' });
  await sections.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${orbit.id}/tasks$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Switch workspace: Orbit' }).click();
  await page.getByRole('link', { name: 'Comet' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${comet.id}$`));
  await expect(page.getByRole('button', { name: 'Switch workspace: Comet' })).toBeVisible();

  await page.getByRole('button', { name: /^User menu: / }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('when the live channel drops, the layout says it is reconnecting, and stops saying so once it is back', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  const workspace = await (await UserApi.of(page)).createWorkspace('Relay');
  let connections = 0;
  let current: WebSocketRoute | undefined;
  let letThrough = true;
  await page.routeWebSocket(/\/api\/live$/, (ws) => {
    connections++;
    current = ws;
    if (letThrough) ws.connectToServer();
  });

  await page.goto(`/w/${workspace.id}/goals`);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect.poll(() => connections).toBe(1);

  letThrough = false;
  await current!.close({ code: 4000, reason: 'test drop' });
  await expect(page.getByText('Connection lost — reconnecting…')).toBeVisible();

  letThrough = true;
  // The next attempt (after about half a second) goes through again.
  await expect(page.getByText('Connection lost — reconnecting…')).toBeHidden({ timeout: 15_000 });
  expect(connections).toBeGreaterThanOrEqual(2);
});

test('on a phone the sidebar is a drawer: it opens, keeps the focus, closes with Escape; the page fits', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  const workspace = await (await UserApi.of(page)).createWorkspace('Pocket');
  await page.setViewportSize({ width: 390, height: 800 });

  await page.goto(`/w/${workspace.id}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace sections' })).toBeHidden();
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await smallTapTargets(page)).toEqual([]);

  const toggle = page.getByRole('button', { name: 'Workspace menu' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Workspace menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('aria-current', 'page');
  for (let step = 0; step < 16; step++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${workspace.id}/settings$`));
  await expect(drawer).toBeHidden();
});
