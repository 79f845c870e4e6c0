/**
 * The landing page's product mock-ups are drawn for sighted readers too: every text in them has a
 * contrast axe can measure (solid fills, no opacity), so `color-contrast` has nothing left to
 * review by hand, on a desktop and a phone, in both languages.
 */
import { colorContrastNeedsReview, expectNoA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

for (const [locale, path] of [
  ['ru-RU', '/'],
  ['en-US', '/en'],
] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`${path} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      test('every text of the page, mock-ups included, has a contrast axe can measure, and it passes', async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Sections below the fold skip rendering until scrolled to (content-visibility: auto), and axe
        // sees nothing of a section that is not rendered: render them all so every text is measured.
        await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' });
        expect(await colorContrastNeedsReview(page, 'main')).toEqual([]);
        await expectNoA11yViolations(page);
      });
    });
  }
}

test.describe('feature and about pages', () => {
  test.use({ locale: 'ru-RU' });

  test('their mock-ups leave no contrast for review either', async ({ page }) => {
    // six pages, each checked by axe
    test.setTimeout(60_000);
    for (const path of ['/features/task-flow', '/features/sprints', '/features/knowledge', '/features/time-tracking', '/features/workflow', '/about']) {
      await page.goto(path);
      await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' });
      expect({ path, needsReview: await colorContrastNeedsReview(page, 'main') }).toEqual({ path, needsReview: [] });
    }
  });
});
