/**
 * Every form takes the first press on its submit button, even when leaving an invalid field shows
 * that field's message on the way: the press moves the focus out of the field (mouse-down, or the
 * tap's mouse-down), the message appears, and the button must still be under the pointer when it
 * is released. Each form gets an invalid value, then ONE real press at the button's centre (a mouse
 * down and up on a desktop, a tap on a touch phone): the submit must happen (the form's full
 * validation shows and the focus goes to the first invalid field) and the button must not move.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { registerThroughUi } from '../../support/accounts';
import { UserApi, checkoutPath, chooseMethod } from '../../support/billing';
import { Mailbox, codeIn, linkIn, uniqueEmail } from '../../support/mailbox';
import { StackControl } from '../../support/stack-control';
import { expect, startPrerenderedPage, test } from '../../support/test';

type Pointer = 'mouse' | 'touch';

const DEVICES = {
  mouse: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  touch: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const POINTERS: readonly Pointer[] = ['mouse', 'touch'];

/** Where the element is on the page (not the viewport): focusing a field may scroll. */
function pagePosition(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: Math.round(box.x + window.scrollX), y: Math.round(box.y + window.scrollY), width: Math.round(box.width), height: Math.round(box.height) };
  });
}

/**
 * One press at the button's centre, as a person makes it: no retry, no waiting for the button to
 * hold still. Returns the button's place before the press.
 */
async function pressOnce(page: Page, pointer: Pointer, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const before = await pagePosition(button);
  const box = await button.boundingBox();
  if (!box) throw new Error('the submit button is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (pointer === 'mouse') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
  } else {
    await page.touchscreen.tap(x, y);
  }
  return before;
}

/** The press submitted the form: `shown` (a message only a submit shows) is visible, `focused` has the focus, the button stayed. */
async function expectSubmitted(button: Locator, before: Awaited<ReturnType<typeof pagePosition>>, { shown, focused }: { shown?: Locator; focused: Locator }) {
  if (shown) await expect(shown).toBeVisible();
  await expect(focused).toBeFocused();
  expect(await pagePosition(button)).toEqual(before);
}

async function newDeviceContext(browser: Browser, pointer: Pointer): Promise<BrowserContext> {
  return browser.newContext({ baseURL: process.env.STEPWISE_E2E_BASE_URL, locale: 'en-US', ...DEVICES[pointer] });
}

for (const pointer of POINTERS) {
  test.describe(`one ${pointer === 'mouse' ? 'click' : 'tap'} on submit after an invalid field`, () => {
    test.use({ locale: 'en-US', ...DEVICES[pointer] });

    test(`login (${pointer})`, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('not-an-email');
      const button = page.getByRole('button', { name: 'Sign in', exact: true });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: page.getByText('Password is required'), focused: page.getByLabel('Email') });
      await expect(page.getByText('Please enter correct email')).toBeVisible();
    });

    test(`register (${pointer})`, async ({ page }) => {
      await page.goto('/register');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Email').fill('not-an-email');
      const button = page.getByRole('button', { name: 'Create account' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: page.getByText('Last name is required'), focused: page.getByLabel('Last name') });
      await expect(page.getByText('Website policy and terms must be accepted')).toBeVisible();
    });

    test(`forget (${pointer})`, async ({ page }) => {
      await page.goto('/forget');
      const email = page.getByLabel('Email');
      await email.fill('not-an-email');
      const button = page.getByRole('button', { name: 'Send the link' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { focused: email });
      await expect(page.getByText('Please enter correct email')).toBeVisible();
      await expect(page).toHaveURL(/\/forget$/);
    });

    test(`restore (${pointer})`, async ({ page, stack }) => {
      const email = uniqueEmail('restore');
      const registered = await page.request.post('/api/auth/register', {
        data: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse', password_confirmation: 'correct horse', accept: true },
      });
      expect(registered.status()).toBe(201);
      expect((await page.request.post('/api/auth/remember', { data: { email } })).ok()).toBe(true);
      const mail = await new Mailbox((await stack.state()).urls.mail).waitFor(email, /password|парол/i);
      await page.goto(linkIn(mail, '/restore/'));
      await page.getByLabel('Password', { exact: true }).fill('123');
      const button = page.getByRole('button', { name: 'Save the password' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: page.getByText('Enter confirmation'), focused: page.getByLabel('Password', { exact: true }) });
      await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    });

    test(`landing feedback (${pointer})`, async ({ page }) => {
      await page.goto('/en');
      await startPrerenderedPage(page);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
      await form.getByLabel('Email').fill('not-an-email');
      const button = form.getByRole('button', { name: 'Send message' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: form.getByText('Please enter your name'), focused: form.getByLabel('Your name') });
      await expect(form.getByText('Please write your message')).toBeVisible();
    });
  });

  test.describe.serial(`one ${pointer === 'mouse' ? 'click' : 'tap'} on submit after an invalid field, signed in`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await newDeviceContext(browser, pointer);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    test(`activate (${pointer})`, async () => {
      const account = await registerThroughUi(page);
      const code = page.getByLabel('Confirmation code');
      await code.fill('12');
      const button = page.getByRole('button', { name: 'Activate' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { focused: code });
      await expect(page.getByText('The code consists of 6 digits')).toBeVisible();
      await expect(page).toHaveURL(/\/activate$/);

      // The account goes on signed in for the forms below.
      const mailbox = new Mailbox((await StackControl.fromEnv().state()).urls.mail);
      // The sixth digit sends the code.
      await code.fill(codeIn(await mailbox.waitFor(account.email, /code|код/i)));
      await expect(page).toHaveURL(/\/account\/workspaces$/);
    });

    test(`profile details (${pointer})`, async () => {
      await page.goto('/account/profile');
      const firstName = page.getByLabel('First name');
      await firstName.fill('');
      const button = page.getByRole('button', { name: 'Save', exact: true });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { focused: firstName });
      await expect(page.getByText('Enter your first name')).toBeVisible();
    });

    test(`profile password (${pointer})`, async () => {
      await page.goto('/account/profile');
      await page.getByLabel('New password', { exact: true }).fill('123');
      const button = page.getByRole('button', { name: 'Change the password' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: page.getByText('Enter your current password'), focused: page.getByLabel('Current password') });
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    });

    test(`new workspace, steps 1 and 2 (${pointer})`, async () => {
      await page.goto('/new-workspace');
      await page.getByLabel('Business sector').selectOption({ label: 'Other' });
      const sector = page.getByLabel('Your business sector');
      await sector.fill('x');
      await sector.fill('');
      const next = page.getByRole('button', { name: 'Next' });
      let before = await pressOnce(page, pointer, next);
      await expectSubmitted(next, before, { shown: page.getByText('Please choose the team size'), focused: sector });
      await expect(page.getByText('Please describe your business sector')).toBeVisible();

      await sector.fill('Bakery');
      await page.getByLabel('Team size').selectOption({ index: 1 });
      await page.getByLabel('Your role').selectOption({ index: 1 });
      await next.click();
      await expect(page.getByRole('heading', { name: /Step 2/ })).toBeVisible();

      // An invalid domain's message takes two lines on a desktop and more on a phone.
      const domain = page.getByLabel('Domain', { exact: true });
      await domain.fill('-acme');
      before = await pressOnce(page, pointer, next);
      await expectSubmitted(next, before, { shown: page.getByText('Enter the workspace name'), focused: page.getByLabel('Workspace name') });
      await expect(page.getByText(/^The domain must start with a Latin letter or digit/)).toBeVisible();
    });

    test(`bank transfer (${pointer})`, async () => {
      const workspace = await (await UserApi.of(page)).createWorkspace('Vector');
      await page.goto(checkoutPath(workspace.id, 'pro', 'annual'));
      // The checkout loads the plan, the workspace and the cards first.
      await expect(page.getByRole('heading', { name: /Payment method/ })).toBeVisible({ timeout: 20_000 });
      await chooseMethod(page, 'By bank transfer (legal entities)');
      const form = page.getByRole('form', { name: 'Company details' });
      await form.getByLabel('INN', { exact: true }).fill('123');
      const button = form.getByRole('button', { name: 'Get the invoice' });
      const before = await pressOnce(page, pointer, button);
      await expectSubmitted(button, before, { shown: form.getByText('Enter the company name'), focused: form.getByLabel('Company name') });
      await expect(form.getByText('The INN has 10 digits (legal entity) or 12 digits (sole trader)')).toBeVisible();
    });
  });
}
