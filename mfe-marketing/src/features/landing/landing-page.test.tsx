import { screen, within } from '@testing-library/react';
import { mockApi } from '@stepwise/shared/testing';
import { preloadMarketingScreens, renderMarketingScreen } from '../../test-utils/render-marketing-screen';

beforeAll(preloadMarketingScreens);
beforeEach(() => {
  mockApi({});
});

const SECTION_HEADINGS_EN = [
  'Deadlines you can trust',
  'Every task says where it stands',
  'An ordered task flow, one task at a time',
  'AI scoring for tasks nobody has estimated yet',
  'Time tracking that makes forecasts better',
  'Goals, spheres and stages that fit your team',
  'Sprints that plan themselves',
  'The whole team in one workspace',
  'Who works in Stepwise',
  'Try Stepwise free for 30 days',
  'Have a question? Write to us',
];

describe('landing page', () => {
  it('keeps the hero the end-to-end journeys rely on, in Russian at /', async () => {
    await renderMarketingScreen('/', { lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Сроки, которым можно верить');
    expect(screen.getByTestId('hero-start-free')).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('hero-start-free')).toHaveTextContent('Начать бесплатно');
    expect(screen.getByTestId('hero-sign-in')).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('hero-sign-in')).toHaveTextContent('Войти');
  });

  it('ends with the feedback form, which the page loads with its own copy', async () => {
    await renderMarketingScreen('/', { lang: 'ru' });
    const section = await screen.findByRole('region', { name: 'Есть вопрос? Напишите нам' });
    expect(await within(section).findByRole('button', { name: 'Отправить сообщение' })).toBeVisible();
    expect(within(section).getByRole('textbox', { name: 'Ваше имя' })).toBeVisible();
  });

  it('has every section of the specification, each a section with a heading, in English at /en', async () => {
    await renderMarketingScreen('/en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Deadlines you can trust');
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => within(region).getAllByRole('heading')[0].textContent)).toEqual(SECTION_HEADINGS_EN);
    for (const region of regions) expect(region.tagName).toBe('SECTION');
  });

  it('links each part to its feature page by route', async () => {
    await renderMarketingScreen('/en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'How the task flow and forecasts work' })).toHaveAttribute('href', '/en/features/task-flow');
    expect(screen.getByRole('link', { name: 'See how automatic sprints work' })).toHaveAttribute('href', '/en/features/sprints');
    expect(screen.getByRole('link', { name: 'Explore time tracking' })).toHaveAttribute('href', '/en/features/time-tracking');
    expect(screen.getByRole('link', { name: 'How to shape your process' })).toHaveAttribute('href', '/en/features/workflow');
    expect(screen.getByRole('link', { name: 'Explore the knowledge base' })).toHaveAttribute('href', '/en/features/knowledge');
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a sample task in each of the six statuses with text labels and icons', async () => {
    await renderMarketingScreen('/en');
    const samples = await screen.findByTestId('landing-samples');
    const items = within(samples).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-status]')?.textContent)).toEqual([
      'Open',
      'In progress',
      'Finished',
      'Paused',
      'Overdue',
      'Not scored',
    ]);
    for (const item of items) {
      const badge = item.querySelector('[data-status]')!;
      expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(within(item).getByRole('heading', { level: 3 })).toBeInTheDocument();
    }
    expect(within(samples).getByText('Add an estimate, or ask the AI helper, to get a forecast')).toBeInTheDocument();
  });

  it('shows the six statuses in Russian', async () => {
    await renderMarketingScreen('/', { lang: 'ru' });
    const samples = await screen.findByTestId('landing-samples');
    expect([...samples.querySelectorAll('[data-status]')].map((badge) => [badge.getAttribute('data-status'), badge.textContent])).toEqual([
      ['open', 'Открыта'],
      ['in_progress', 'В работе'],
      ['finished', 'Завершена'],
      ['paused', 'На паузе'],
      ['overdue', 'Просрочена'],
      ['not_scored', 'Без оценки'],
    ]);
  });

  it('draws its illustrations inline with a text alternative and a fixed size', async () => {
    const { container } = await renderMarketingScreen('/en');
    await screen.findByRole('heading', { level: 1 });
    const pictures = screen.getAllByRole('img');
    expect(pictures.length).toBeGreaterThanOrEqual(7);
    for (const picture of pictures) {
      expect(picture.tagName.toLowerCase()).toBe('svg');
      expect(picture.getAttribute('aria-label')?.length).toBeGreaterThan(20);
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
      expect(picture).toHaveAttribute('viewBox');
    }
    expect(screen.getByRole('img', { name: /task flow of four tasks/ })).toBeInTheDocument();
    expect(container.querySelector('img, image, link[rel="stylesheet"]')).toBeNull();
  });

  it('offers a signed-in visitor the way into the product instead of registration', async () => {
    await renderMarketingScreen('/en', { signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('hero-start-free')).toHaveAttribute('href', '/new-workspace');
    expect(screen.getByTestId('hero-sign-in')).toHaveAttribute('href', '/account/workspaces');
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
  });
});
