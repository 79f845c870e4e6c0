import { expect, type Page } from '@playwright/test';
import { codeIn, Mailbox, uniqueEmail } from './mailbox';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers through the register screen (English interface) and returns the account. */
export async function registerThroughUi(page: Page, account: Partial<Account> = {}): Promise<Account> {
  const full: Account = { email: uniqueEmail(), password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace', ...account };
  await page.goto('/register');
  await page.getByLabel('First name').fill(full.firstName);
  await page.getByLabel('Last name').fill(full.lastName);
  await page.getByLabel('Email').fill(full.email);
  await page.getByLabel('Password', { exact: true }).fill(full.password);
  await page.getByLabel('Confirm password').fill(full.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  return full;
}

/** Registers and activates with the code from the mailbox; ends signed in on account-workspaces. */
export async function activeAccount(page: Page, mailbox: Mailbox, account: Partial<Account> = {}): Promise<Account> {
  const full = await registerThroughUi(page, account);
  const mail = await mailbox.waitFor(full.email, /code|код/i);
  // The sixth digit sends the code.
  await page.getByLabel('Confirmation code').fill(codeIn(mail));
  await expect(page).toHaveURL(/\/account\/workspaces$/);
  return full;
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
