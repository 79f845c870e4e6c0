/**
 * Failure is normal: one remote down leaves the rest working and shows a localized fallback;
 * editing /remotes.json switches a remote to another build with no shell rebuild.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRemoteServer } from '@stepwise/shared/node/remote-server';
import { expect, startPrerenderedPagesAfterLoads, test } from '../../support/test';
import { useSession } from '../../support/fake-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test.use({ locale: 'ru-RU' });

test.describe('remote failures and versions', { lock: '-exclusive-' }, () => {
  test('with one remote stopped, its routes show the fallback and the other three still work', async ({ page, browser, stack, baseURL }) => {
    await useSession(page);
    await stack.stopService('mfe-account');

    // The first failure reloads the page once; the second within 60 s shows the fallback.
    await page.goto('/account/profile');
    await expect(page.getByRole('alert')).toContainText('Этот раздел временно недоступен');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    for (const [path, heading] of [
      ['/', 'Сроки, которым можно верить'],
      ['/subscriptions/payment', 'Оплата подписки'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    const guestContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const guest = await guestContext.newPage();
    startPrerenderedPagesAfterLoads(guest);
    await guest.goto('/login');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Вход в Stepwise');
    await guestContext.close();

    // Back on the broken part: no second reload within 60 s, the fallback at once; Retry recovers in place.
    await page.goto('/account/profile');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await stack.startService('mfe-account');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Профиль');
  });

  test('pointing /remotes.json at a second build switches the page to it, no shell rebuild', async ({ page, stack }) => {
    test.setTimeout(120_000);
    const outputDir = mkdtempSync(path.join(tmpdir(), 'stepwise-marketing-v2-'));
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: path.join(repoRoot, 'mfe-marketing'),
      env: { ...process.env, BUILD_LABEL: 'e2e-v2', OUTPUT_DIR: outputDir },
      stdio: 'pipe',
    });
    const server = await startRemoteServer({ name: 'mfe_marketing', distDir: outputDir, port: 0, host: '127.0.0.1', logger: false, handleSignals: false });
    try {
      await page.goto('/');
      const current = page.locator('[data-remote="mfe_marketing"]');
      // The build npm test made: package version plus its label (BUILD_LABEL, or the build's inputs hash).
      await expect(current).toHaveAttribute('data-remote-version', /^\d+\.\d+\.\d+\+[\w.-]+$/);
      await expect(current).not.toHaveAttribute('data-remote-version', /\+e2e-v2$/);

      const remotes = JSON.parse(await stack.remotesText()) as Record<string, string>;
      await stack.setRemotes({ ...remotes, mfe_marketing: `${server.url}/mf-manifest.json` });
      await page.reload();
      await expect(page.locator('[data-remote="mfe_marketing"]')).toHaveAttribute('data-remote-version', /\+e2e-v2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сроки, которым можно верить');
    } finally {
      await server.close();
    }
  });
});
