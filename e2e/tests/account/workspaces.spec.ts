/**
 * The account area against the real API: the new-workspace wizard with its validation and live
 * domain check, the created page's countdown and redirect, the workspaces list, profile photo upload.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activeAccount } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { Mailbox } from '../../support/mailbox';
import { expect, startPrerenderedPagesAfterLoads, test } from '../../support/test';

test.use({ locale: 'en-US' });

let mailbox: Mailbox;
test.beforeEach(async ({ stack }) => {
  mailbox = new Mailbox((await stack.state()).urls.mail);
});

function uniqueDomain(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

test('new workspace: each step validates, the domain is checked as you type, and the workspace is created', async ({ page }) => {
  test.setTimeout(60_000);
  await activeAccount(page, mailbox);
  await expect(page.getByText('You have no workspaces yet')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Create a workspace' }).first().click();
  await expect(page).toHaveURL(/\/new-workspace$/);

  // Step 1: business details
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please set your business sector')).toBeVisible();
  await expect(page.getByText('Please choose the team size')).toBeVisible();
  await expect(page.getByText('Please describe your role')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Business sector').selectOption('other');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please describe your business sector')).toBeVisible();
  await page.getByLabel('Your business sector').fill('Architecture bureau');
  await page.getByLabel('Team size').selectOption('6-15');
  await page.getByLabel('Your role').selectOption('team_lead');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: name and domain, checked while typing
  await expect(page.getByLabel('Workspace name')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the workspace name')).toBeVisible();
  await expect(page.getByText('Domain must be set')).toBeVisible();
  await page.getByLabel('Workspace name').fill('Bureau');
  const domainField = page.getByLabel('Domain', { exact: true });
  await domainField.fill('-bad');
  await expect(page.getByText('The domain must start with a Latin letter or digit and contain only Latin letters, digits and hyphen')).toBeVisible();
  await domainField.fill('admin');
  // A reserved name is refused by the contract's rule in the browser, before any request.
  await expect(page.getByText('This domain is reserved. Please choose another one.')).toBeVisible();
  const chosen = uniqueDomain('bureau');
  await domainField.fill(chosen);
  await expect(page.getByText(`The domain ${chosen} is available`)).toBeVisible();
  // The full address is shown as the domain is typed.
  await expect(domainField).toHaveAccessibleDescription(`Latin letters, digits and hyphens. Address: ${chosen}.stepwise.app`);
  await expectNoA11yViolations(page);

  // Back keeps the data, forward again
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Your business sector')).toHaveValue('Architecture bureau');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(chosen);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the recommended plan (the cheapest that holds 6–15 people), all plans on demand, then create
  await expect(page.getByText('Recommended for your team')).toBeVisible();
  await expect(page.getByText(/We recommend the/)).toHaveText('We recommend the Pro plan for your team.');
  await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
  await page.getByRole('button', { name: 'Show all plans' }).click();
  await expect(page.getByRole('radio')).toHaveCount(6);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create workspace' }).click();

  // Created: countdown, then to the workspace (the workspace app here, its "My flow")
  await expect(page).toHaveURL(/\/workspaces\/\d+\/created$/);
  await expect(page.getByText('The workspace “Bureau” has been created')).toBeVisible();
  await expect(page.getByText(/Taking you to the workspace in \d+ seconds?/)).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page).toHaveURL(/\/w\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My flow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch workspace: Bureau' })).toBeVisible();
  // The plan chosen in the wizard is the workspace's: its trial runs, and no other trial is offered.
  await page.goto('/account/workspaces');
  await page.getByRole('link', { name: 'Manage plan: Bureau' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Current plan: Pro' })).toBeVisible();
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the free trial' })).toHaveCount(0);

  await page.goto('/account/workspaces');
  await expect(page.getByText('Bureau', { exact: true })).toBeVisible();
  await expect(page.getByText(chosen, { exact: false })).toBeVisible();
  await expect(page.getByText('Owner')).toBeVisible();
});

test('a domain taken by another workspace is reported as taken', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const domain = uniqueDomain('taken');
  await activeAccount(page, mailbox);
  const created = await page.evaluate(async (d) => {
    const token = localStorage.getItem('sw_access_token');
    const response = await fetch('/api/workspaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'First', domain: d, department: 'software', team_size: '5', role: 'member' }),
    });
    return response.status;
  }, domain);
  expect(created).toBe(201);

  const otherContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const other = await otherContext.newPage();
  startPrerenderedPagesAfterLoads(other);
  await activeAccount(other, mailbox);
  await other.goto('/new-workspace');
  await other.getByLabel('Business sector').selectOption('software');
  await other.getByLabel('Team size').selectOption('5');
  await other.getByLabel('Your role').selectOption('member');
  await other.getByRole('button', { name: 'Next' }).click();
  await other.getByLabel('Workspace name').fill('Second');
  await other.getByLabel('Domain', { exact: true }).fill(domain);
  await expect(other.getByText('This domain is already taken')).toBeVisible();
  await otherContext.close();
});

test('profile: the photo uploads with a progress bar and becomes the avatar', async ({ page }) => {
  await activeAccount(page, mailbox);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expectNoA11yViolations(page);

  // A real PNG (1×1, red) made on the fly.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  const file = path.join(tmpdir(), `avatar-${Date.now()}.png`);
  writeFileSync(file, png);
  const progressSeen = page.waitForSelector('[role="progressbar"]', { state: 'attached' });
  await page.getByLabel('Upload a new photo').setInputFiles(file);
  await progressSeen;
  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  await expect(page.getByTestId('user-menu-button').locator('img')).toHaveAttribute('src', /\/api\/users\/\d+\/photo\/sm\?v=/);

  const text = path.join(tmpdir(), `notes-${Date.now()}.txt`);
  writeFileSync(text, 'not an image');
  await page.getByLabel('Upload a new photo').setInputFiles(text);
  await expect(page.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible();

  // A photo dropped on the avatar is uploaded too.
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, png.toString('base64'));
  const avatar = page.getByRole('img', { name: 'Your photo' });
  await avatar.dispatchEvent('dragenter', { dataTransfer: dropped });
  await expect(page.getByText('Drop the photo')).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/user/photo'));
  await avatar.dispatchEvent('drop', { dataTransfer: dropped });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Choose a JPEG, PNG or WebP image.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
});
