import { screen, within } from '@testing-library/react';
import { pathFor, routesOwnedBy, type Locale, type RouteName } from '@stepwise/shared';
import { jsonResponse, mockApi } from '@stepwise/shared/testing';
import marketingRemote from './routes';
import { PLANS } from './test-utils/plans-fixture';
import { preloadMarketingScreens, renderMarketingScreen } from './test-utils/render-marketing-screen';

beforeAll(preloadMarketingScreens);
beforeEach(() => {
  mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
});

const H1: Partial<Record<RouteName, Record<Locale, string>>> = {
  index: { ru: 'Сроки, которым можно верить', en: 'Deadlines you can trust' },
  about: { ru: 'О Stepwise', en: 'About Stepwise' },
  features: { ru: 'Всё, чтобы команда держала слово', en: 'Everything your team needs to keep its promises' },
  'features-taskflow': { ru: 'Поток задач и прогноз сроков', en: 'Task flow and deadline forecasts' },
  'features-sprints': { ru: 'Автоматические спринты', en: 'Automatic sprints' },
  'features-knowledge': { ru: 'База знаний', en: 'Knowledge base' },
  'features-time-tracking': { ru: 'Учёт времени', en: 'Time tracking' },
  'features-workflow': { ru: 'Цели, сферы и свои этапы задач', en: 'Goals, spheres and your own stages' },
  privacy: { ru: 'Политика обработки персональных данных', en: 'Privacy policy' },
  terms: { ru: 'Пользовательское соглашение', en: 'Terms of use' },
  pricing: { ru: 'Тарифы и цены', en: 'Plans and prices' },
  contacts: { ru: 'Контакты', en: 'Contacts' },
  license: { ru: 'Лицензионный договор (публичная оферта)', en: 'Licence agreement (public offer)' },
  payments: { ru: 'Оплата банковской картой', en: 'Paying by card' },
};

const FEATURE_PAGES: RouteName[] = ['features-taskflow', 'features-sprints', 'features-knowledge', 'features-time-tracking', 'features-workflow'];
const LEGAL_PAGES: RouteName[] = ['privacy', 'terms', 'license', 'payments'];

describe('mfe_marketing routes', () => {
  it('implements every public page the registry gives this remote, each a screen the shell can preload before hydrating', () => {
    const owned = routesOwnedBy('mfe_marketing')
      .map((route) => route.name)
      .sort();
    expect(Object.keys(marketingRemote.routes).sort()).toEqual(owned);
    expect(owned).toEqual(Object.keys(H1).sort());
    for (const screen of Object.values(marketingRemote.routes)) expect(typeof screen?.preload).toBe('function');
  });

  describe.each(['ru', 'en'] as const)('in %s', (lang) => {
    it.each(Object.keys(H1) as RouteName[])('%s renders its one h1 in the language', async (name) => {
      await renderMarketingScreen(pathFor(name, { lang }), { lang });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(H1[name]![lang]);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });
});

describe('feature pages', () => {
  it('the overview links the five feature pages by route', async () => {
    await renderMarketingScreen('/en/features');
    await screen.findByRole('heading', { level: 1 });
    const cards = screen.getAllByRole('heading', { level: 2 }).slice(0, 5);
    expect(cards.map((heading) => within(heading).getByRole('link').getAttribute('href'))).toEqual([
      '/en/features/task-flow',
      '/en/features/sprints',
      '/en/features/knowledge',
      '/en/features/time-tracking',
      '/en/features/workflow',
    ]);
    expect(screen.getByRole('region', { name: 'Also in every workspace' })).toHaveTextContent('Payment by bank card, or by bank transfer for legal entities');
  });

  it.each(FEATURE_PAGES)('%s has a lead, 3–5 illustrated sections and a call to register', async (name) => {
    await renderMarketingScreen(pathFor(name, { lang: 'en' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.nextElementSibling?.tagName).toBe('P');
    expect(heading.nextElementSibling?.textContent?.length).toBeGreaterThan(80);

    const illustrated = screen.getAllByRole('region').filter((region) => within(region).queryByRole('img'));
    expect(illustrated.length).toBeGreaterThanOrEqual(3);
    expect(illustrated.length).toBeLessThanOrEqual(5);
    for (const region of illustrated) {
      expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(within(region).getByRole('img').getAttribute('aria-label')?.length).toBeGreaterThan(20);
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }

    const cta = screen.getByRole('region', { name: 'Try Stepwise free for 30 days' });
    expect(within(cta).getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/register');
    const others = screen.getByRole('navigation', { name: 'Other features' });
    expect(within(others).getAllByRole('link')).toHaveLength(5);
  });

  it('a signed-in visitor is invited to create a workspace instead', async () => {
    await renderMarketingScreen('/features/sprints', { lang: 'ru', signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    const cta = screen.getByRole('region', { name: 'Попробуйте Stepwise бесплатно 30 дней' });
    expect(within(cta).getByRole('link', { name: 'Создать пространство' })).toHaveAttribute('href', '/new-workspace');
  });
});

describe('legal pages', () => {
  it.each(LEGAL_PAGES)('%s reads as a dated, structured document in both languages', async (name) => {
    const { unmount } = await renderMarketingScreen(pathFor(name, { lang: 'ru' }), { lang: 'ru' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Редакция от 1 сентября 2025/)).toBeInTheDocument();
    const sectionsRu = screen.getAllByRole('region');
    expect(sectionsRu.length).toBeGreaterThanOrEqual(8);
    expect(within(screen.getByRole('navigation', { name: 'Содержание' })).getAllByRole('link')).toHaveLength(sectionsRu.length);
    for (const section of sectionsRu) expect(section.textContent!.length).toBeGreaterThan(150);
    unmount();

    await renderMarketingScreen(pathFor(name, { lang: 'en' }), { lang: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Revision of September 1, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(sectionsRu.length);
    expect(document.body).toHaveTextContent('OOO Stepvayz (Stepwise LLC)');
  });

  it('payments explains the protected form, 3-D Secure, saved cards, receipts, 14-day refunds and invoices', async () => {
    await renderMarketingScreen('/payments');
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent!;
    for (const phrase of [
      'protected payment form of our payment provider',
      '3-D Secure',
      'Linked cards',
      'Unlink',
      'electronic receipt',
      'within 14 days of the payment',
      'to the same card',
      'Bank transfer against an invoice',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(screen.getAllByRole('link', { name: 'support@stepwise.app' })[0]).toHaveAttribute('href', 'mailto:support@stepwise.app');
  });
});

describe('contacts', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="stepwise:support-email"]').forEach((meta) => meta.remove()));

  it('shows the support address the shell configured and the company details', async () => {
    const meta = document.createElement('meta');
    meta.name = 'stepwise:support-email';
    meta.content = 'help@stepwise.example';
    document.head.append(meta);
    await renderMarketingScreen('/contacts', { lang: 'ru' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@stepwise.example');
    const details = screen.getByTestId('company-details');
    for (const value of [
      'ООО «Степвайз»',
      '105005, г. Москва, ул. Радио, д. 24, корп. 1, помещ. 7',
      '7701234560',
      '770101001',
      '1217700123453',
      '044525225',
      '30101810400000000225',
      '40702810938000012345',
    ]) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Отправить сообщение' })).toBeInTheDocument();
  });

  it('falls back to support@stepwise.app', async () => {
    await renderMarketingScreen('/contacts');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@stepwise.app');
  });
});
