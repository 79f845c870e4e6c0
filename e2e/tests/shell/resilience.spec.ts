import { expect, test } from '../../support/test';
import { useSession } from '../../support/fake-session';

test.use({ locale: 'ru-RU' });

test('going offline shows a banner; coming back hides it', async ({ page, context }) => {
  await page.goto('/pricing');
  // Everything the page needs is loaded before the connection drops.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText('Нет соединения с интернетом. Мы продолжим, как только связь восстановится.');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a page part that fails to load reloads the page once, then shows the fallback', async ({ page }) => {
  await useSession(page);
  await page.route('**/mfe/mfe_account/**', (route) => (/__federation_expose_routes/.test(route.request().url()) ? route.abort('failed') : route.continue()));
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads++;
  });
  await page.goto('/account/profile');
  // Wait until the tab shows the reloaded document. Evaluating while the reload replaces the document
  // throws "Execution context was destroyed": that reading counts as "not yet".
  const navigationType = () =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type).catch(() => 'navigating');
  await expect.poll(navigationType).toBe('reload');
  // The reloaded page decides against another reload before it shows the fallback, so once the
  // fallback is on screen no third document can follow.
  await expect(page.getByRole('alert')).toContainText('Этот раздел временно недоступен');
  expect(documentLoads).toBe(2);
});
