/**
 * Sign-up and sign-in through the real API, with emails read from the mail catcher and Google
 * sign-in against the local OpenID Connect issuer.
 */
import { activeAccount, registerThroughUi, signInThroughUi } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { codeIn, linkIn, Mailbox, uniqueEmail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

let mailbox: Mailbox;
test.beforeEach(async ({ stack }) => {
  mailbox = new Mailbox((await stack.state()).urls.mail);
});

test('register → code from the email → activate → the account area', async ({ page }) => {
  const account = await registerThroughUi(page);
  await expect(page.getByText(`We have sent a confirmation code to ${account.email}`)).toBeVisible();
  // A user with status new is held on activate.
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/activate$/);
  await expectNoA11yViolations(page);

  const mail = await mailbox.waitFor(account.email, /code/i);
  // The sixth digit sends the code.
  await page.getByLabel('Confirmation code').fill(codeIn(mail));
  await expect(page).toHaveURL(/\/account\/workspaces$/);
  await expect(page.getByTestId('user-menu-button')).toContainText('Ada Lovelace');
});

test('the register form explains what is wrong, in the spec’s words', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  // Leave the field first, as a person would: its message appears and moves the button down.
  await page.getByLabel('Password', { exact: true }).press('Tab');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Enter confirmation')).toBeVisible();
  await expect(page.getByText('Website policy and terms must be accepted')).toBeVisible();
  await page.getByLabel('Confirm password').fill('123456');
  await page.getByLabel('Password', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Confirmation does not match')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a wrong code is refused; right after registering, "send a new code" already counts down', async ({ page }) => {
  const account = await registerThroughUi(page);
  // The first code was just sent: the button waits out its cooldown instead of offering a request the server refuses.
  const resend = page.getByRole('button', { name: /New code available in (60|59|58|57|56|55) seconds/ });
  await expect(resend).toBeDisabled();
  await page.getByLabel('Confirmation code').fill('000000');
  await expect(page.getByText(/The code is not correct|The code has expired/)).toBeVisible();
  // Still counting after a reload of the page.
  await page.reload();
  await expect(page.getByRole('button', { name: /New code available in \d+ seconds/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  expect((await mailbox.all(account.email)).length).toBe(1);
  await expectNoA11yViolations(page);
});

test('log out, then sign in again; a wrong password gets the spec’s message', async ({ page }) => {
  const account = await activeAccount(page, mailbox);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInThroughUi(page, account.email, 'not the password');
  await expect(page.getByRole('alert')).toContainText('Wrong login or password');
  await expectNoA11yViolations(page);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/workspaces$/);
});

test('an empty login form says what is missing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
});

test('forgot password → email link → new password → sign in with it', async ({ page }) => {
  // A whole account's life: registration, activation, recovery by email and two sign-ins.
  test.setTimeout(60_000);
  const account = await activeAccount(page, mailbox);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/forget');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Email not found')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/reset-email-sent$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expectNoA11yViolations(page);

  const mail = await mailbox.waitFor(account.email, /password|парол/i);
  await page.goto(linkIn(mail, '/restore/'));
  await expectNoA11yViolations(page);
  const newPassword = 'a brand new secret';
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your password has been changed. Sign in with the new password.')).toBeVisible();

  // The link was single use.
  await page.goto(linkIn(mail, '/restore/'));
  await expect(page.getByText('Restore password link is not valid')).toBeVisible();

  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('Wrong login or password');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/workspaces$/);
});

test('sign in with Google through the local OpenID Connect issuer', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the issuer sends the browser back to the callback page, which loads the app, exchanges the code and moves on
  await expect(page).toHaveURL(/\/account\/workspaces$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-menu-button')).toContainText('Grace Hopper');
});

test('a broken Google callback shows a clear error with a way back', async ({ page }) => {
  await page.goto('/provider-login/google?code=forged&state=forged');
  await expect(page.getByText(/sign-in session has expired|Sign-in with Google failed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the unsubscribe link in an email unsubscribes that address', async ({ page }) => {
  const account = await activeAccount(page, mailbox);
  const welcome = await mailbox.waitFor(account.email, /Welcome to Stepwise/);
  await page.goto(linkIn(welcome, '/unsubscribe'));
  await expect(page.getByText(`Stop sending Stepwise emails to ${account.email}?`)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`${account.email} has been unsubscribed from Stepwise emails.`)).toBeVisible();

  await page.goto(linkIn(welcome, '/unsubscribe').replace(/hash=[0-9a-f]+/, 'hash=' + '0'.repeat(64)));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid. Use the link from the latest email.')).toBeVisible();
});
