import { expect, test } from '../../support/test';
import { ACTIVE_USER, holdCurrentUser, useSession } from '../../support/fake-session';
import { expectNoA11yViolations } from '../../support/axe';

test.use({ locale: 'ru-RU' });

test.describe('header', () => {
  test('a guest sees the language switcher, sign in and start free', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByTestId('user-header');
    await expect(header.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Начать бесплатно' })).toHaveAttribute('href', '/register');
    await expectNoA11yViolations(page, 'header');
  });

  test('the features dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const button = page.getByRole('button', { name: 'Возможности' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText(['Поток задач', 'Спринты', 'База знаний', 'Учёт времени', 'Настройка процессов']);
    await expectNoA11yViolations(page, 'header');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test('a signed-in user sees initials, full name and the user menu, and can log out', async ({ page }) => {
    await useSession(page);
    await page.goto('/account/profile');
    const menuButton = page.getByTestId('user-menu-button');
    await expect(menuButton).toContainText('АИ');
    await expect(menuButton).toContainText('Анна Иванова');
    await expect(page.getByTestId('user-header').getByRole('link', { name: 'Войти' })).toHaveCount(0);
    await menuButton.click();
    await expect(page.getByRole('link', { name: 'Мои пространства' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Новое пространство' })).toBeVisible();
    await expectNoA11yViolations(page, 'header');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('sw_access_token'))).toBeNull();
    await expect(page.getByTestId('user-header').getByRole('link', { name: 'Войти' })).toBeHidden();
  });

  test('while a signed-in user is being loaded the header offers neither sign in nor start free', async ({ page }) => {
    await useSession(page);
    const answer = await holdCurrentUser(page);
    await page.goto('/account/profile');
    const guestLinks = page.getByTestId('user-header').locator('a[href="/login"], a[href="/register"]');
    await expect(guestLinks).toHaveCount(2);
    for (const link of await guestLinks.all()) await expect(link).toBeHidden();
    answer();
    await expect(page.getByTestId('user-menu-button')).toContainText('Анна Иванова');
    await expect(guestLinks).toHaveCount(0);
  });

  test('on a narrow screen the menu offers no sign-in links while a signed-in user is being loaded', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await useSession(page);
    const answer = await holdCurrentUser(page);
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Меню' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'О нас', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Войти', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Начать бесплатно', exact: true })).toHaveCount(0);
    answer();
    await expect(banner.getByRole('link', { name: 'Мои пространства' })).toBeVisible();
  });

  test('on a narrow screen a menu lists the features, about us and the sign-in links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
    await page.getByRole('button', { name: 'Меню' }).click();
    for (const name of ['Поток задач', 'Спринты', 'База знаний', 'Учёт времени', 'Настройка процессов', 'О нас', 'Войти', 'Начать бесплатно']) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
});

test.describe('footer', () => {
  const RUSSIAN_ONLY = ['Тарифы', 'Лицензия', 'Оплата картой', 'Контакты'];

  test('in Russian it links license, payments info, contacts and pricing, and offers Start free to guests', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const name of RUSSIAN_ONLY) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByText(`© 2021–${new Date().getFullYear()} Stepwise`)).toBeVisible();
    await expect(footer.getByTestId('footer-start-free')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@stepwise.app' })).toHaveAttribute('href', 'mailto:support@stepwise.app');
    await expectNoA11yViolations(page, 'footer');
  });

  test('in English those links are not shown', async ({ page }) => {
    await page.goto('/en/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    for (const name of ['Pricing', 'License', 'Card payments', 'Contacts']) await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('Start free is not offered to a signed-in user', async ({ page }) => {
    await useSession(page, { ...ACTIVE_USER });
    await page.goto('/account/profile');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('footer-start-free')).toHaveCount(0);
  });
});
