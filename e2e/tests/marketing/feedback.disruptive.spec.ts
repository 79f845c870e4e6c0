import { Mailbox } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

async function fillFeedback(page: import('@playwright/test').Page, message: string) {
  await page.getByLabel('Your name').fill('Maria');
  await page.getByLabel('Email').fill('maria@example.com');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test.describe('feedback', { lock: '-exclusive-' }, () => {
  test('explains what is wrong before sending', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter correct email')).toBeVisible();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
  });

  test('a message is sent, thanked for, and reaches support', async ({ page, stack }) => {
    await page.goto('/contacts');
    const text = `We are a team of 12 and want to try sprints (${Date.now()}).`;
    await fillFeedback(page, text);
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    const mailbox = new Mailbox((await stack.state()).urls.mail);
    const mail = await mailbox.waitForText('support@stepwise.app', text);
    expect(mail.text).toContain(text);
  });

  test('with the API down the form says so, in the spec’s words, and keeps the text', async ({ page, stack }) => {
    await page.goto('/contacts');
    await stack.stopService('api');
    const text = 'Could you tell us more about the annual plans for schools?';
    await fillFeedback(page, text);
    await expect(page.getByText('Message could not been sent. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(text);
  });
});
