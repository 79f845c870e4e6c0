/** The landing's six-card lists (task samples, the teams it is made for) never leave two cards on a row of their own. */
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/test';

/** How many cards each row of a list holds, top to bottom. */
async function rowSizes(list: Locator): Promise<number[]> {
  const tops = await list.locator(':scope > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

for (const [width, sizes] of [
  [1280, [3, 3]],
  [800, [2, 2, 2]],
  [390, [1, 1, 1, 1, 1, 1]],
] as const) {
  test(`at ${width} px the landing's six-card lists make rows of ${sizes.join(' + ')}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    for (const section of ['[data-testid="landing-samples"]', 'section[aria-labelledby="landing-customers"]']) {
      const list = page.locator(`${section} ul`).first();
      await list.scrollIntoViewIfNeeded();
      expect(await rowSizes(list)).toEqual(sizes);
    }
  });
}
