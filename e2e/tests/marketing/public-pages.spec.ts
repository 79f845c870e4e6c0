/** Every public page, in both languages: it answers 200, shows its heading and passes axe (WCAG 2.2 AA). */
import { expectNoA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

const LANG_PREFIXED = [
  '/',
  '/about',
  '/features',
  '/features/task-flow',
  '/features/sprints',
  '/features/knowledge',
  '/features/time-tracking',
  '/features/workflow',
  '/privacy',
  '/terms',
];
const WITHOUT_PREFIX = ['/pricing', '/contacts', '/license', '/payments'];

for (const [locale, lang] of [
  ['ru-RU', 'ru'],
  ['en-US', 'en'],
] as const) {
  test.describe(`public pages in ${lang}`, () => {
    test.use({ locale });
    const paths = [...LANG_PREFIXED.map((path) => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path)), ...WITHOUT_PREFIX];
    for (const path of paths) {
      test(`${path} answers 200 with its heading and no accessibility violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expectNoA11yViolations(page);
      });
    }
  });
}
