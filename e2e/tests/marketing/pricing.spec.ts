import type { Page } from '@playwright/test';
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

/** The plan cards grouped into rows by their top edge, each row's cards left to right. */
async function planRows(page: Page) {
  const cards = page.locator('article[data-testid^="plan-"]');
  await expect(cards).toHaveCount(6);
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => ({ code: element.getAttribute('data-testid'), ...element.getBoundingClientRect().toJSON() })),
  );
  const rows = new Map<number, typeof boxes>();
  for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
  return [...rows.values()];
}

for (const [width, perRow] of [
  [1280, [3, 3]],
  [800, [2, 2, 2]],
  [390, [1, 1, 1, 1, 1, 1]],
] as const) {
  test(`six plans at ${width} px make rows of ${perRow.join(' + ')}, their prices and calls to action level`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const rows = await planRows(page);
    expect(rows.map((row) => row.length)).toEqual(perRow);
    for (const row of rows) {
      const codes = row.map((card) => card.code!);
      const top = async (selector: string) =>
        Promise.all(codes.map(async (code) => Math.round((await page.getByTestId(code).locator(selector).boundingBox())!.y)));
      // The price line (amount and unit) starts at the same height on every card of the row.
      expect(new Set(await top('p:has([data-testid="plan-price"])')).size).toBe(1);
      expect(new Set(await top('a[href*="plan="]')).size).toBe(1);
    }
  });
}

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('the calls to action keep to one line, and the free plan paid for a year reads "Бесплатно"', async ({ page }) => {
    await page.goto('/pricing');
    const ctas = page.locator('article[data-testid^="plan-"] a[href*="plan="]');
    await expect(ctas).toHaveCount(6);
    for (const box of await ctas.evaluateAll((links) =>
      links.map((link) => ({ height: link.getBoundingClientRect().height, line: parseFloat(getComputedStyle(link).lineHeight) || 24 })),
    )) {
      // One line of text plus the link's padding: a second line would add another line height.
      expect(box.height).toBeLessThan(44 + box.line);
    }
    await page.locator('label').filter({ hasText: 'За год' }).click();
    await expect(page.getByTestId('plan-free').getByTestId('plan-price')).toHaveText('Бесплатно');
    await expect(page.getByTestId('plan-free')).not.toContainText('в год');
  });
});
