import { expect, test } from '../../support/test';

test.use({ locale: 'en-US' });

test('the monthly/annual switch changes the prices and shows the discount', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page.locator('main');
  const monthly = page.getByRole('radio', { name: /Monthly/ });
  const annual = page.getByRole('radio', { name: /Annually/ });
  await expect(monthly).toBeChecked();
  await expect(page.getByText(/save 17%/).first()).toBeVisible();
  const before = await plans.innerText();

  await page.locator('label').filter({ hasText: 'Annually' }).click();
  await expect(annual).toBeChecked();
  await expect(page.getByText(/You pay for ten months and use Stepwise for twelve — 17% less/)).toBeVisible();
  const after = await plans.innerText();
  expect(after).not.toBe(before);

  // The plan's call to action carries the chosen plan and period into sign-up.
  const cta = page.locator('a[href*="/register?plan="]').first();
  await expect(cta).toHaveAttribute('href', /price_type=annual/);
  await page.locator('label').filter({ hasText: 'Monthly' }).click();
  await expect(monthly).toBeChecked();
  await expect(page.locator('a[href*="/register?plan="]').first()).not.toHaveAttribute('href', /price_type=annual/);
});

test('the switch works from the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('radio', { name: /Monthly/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Annually/ })).toBeChecked();
});
