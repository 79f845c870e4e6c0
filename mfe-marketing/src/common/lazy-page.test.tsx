import { Suspense, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { act, render, screen as view } from '@testing-library/react';
import type { MessageLoaders } from '@stepwise/shared';
import { documentLocale } from './i18n/document-locale';
import { lazyPage, preloadScreenFor, type PageScreen } from './lazy-page';

function Page() {
  return null;
}

function loaders() {
  return {
    ru: jest.fn(async () => ({ 'x.title': 'Заголовок' })),
    en: jest.fn(async () => ({ 'x.title': 'Title' })),
  };
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('lazyPage', () => {
  it('loads the page chunk and the catalogue of the page language together, once', async () => {
    document.documentElement.lang = 'en';
    const load = jest.fn(async () => ({ default: Page as ComponentType }));
    const messages = loaders();
    const screen = lazyPage(load, messages as unknown as MessageLoaders);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([screen.preload(), screen.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(messages.en).toHaveBeenCalledTimes(1);
    expect(messages.ru).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Page });
    const screen = lazyPage(load, loaders() as unknown as MessageLoaders);
    await expect(screen.preload()).rejects.toThrow('ChunkLoadError');
    await expect(screen.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  /** The screen under a Suspense boundary with a visible fallback, as the shell renders it. */
  function renderInBoundary(Screen: PageScreen, locale: string) {
    render(
      <IntlProvider locale={locale} messages={{}}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </IntlProvider>,
    );
  }

  it('renders at once, without its loading fallback, once preloaded', async () => {
    document.documentElement.lang = 'en';
    const screen = lazyPage(async () => ({ default: () => <h1>Sprints</h1> }), loaders() as unknown as MessageLoaders);
    await screen.preload();
    act(() => renderInBoundary(screen, 'en'));
    expect(view.getByRole('heading')).toHaveTextContent('Sprints');
    expect(view.queryByText('Loading')).toBeNull();
  });

  it('shows the loading fallback until its chunk and copy are in', async () => {
    let deliver!: (module: { default: ComponentType }) => void;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => (deliver = resolve));
    const screen = lazyPage(() => chunk, loaders() as unknown as MessageLoaders);
    await act(async () => renderInBoundary(screen, 'ru'));
    expect(view.getByText('Loading')).toBeInTheDocument();
    await act(async () => deliver({ default: () => <h1>About</h1> }));
    expect(view.getByRole('heading')).toHaveTextContent('About');
  });
});

describe('preloadScreenFor', () => {
  const screens = () => ({ pricing: { preload: jest.fn(async () => undefined) }, about: { preload: jest.fn(async () => undefined) } });

  it('starts loading the screen of the URL being opened, with or without the language segment', () => {
    const list = screens();
    preloadScreenFor('/pricing', list as unknown as Record<string, PageScreen>);
    preloadScreenFor('/en/about', list as unknown as Record<string, PageScreen>);
    expect(list.pricing.preload).toHaveBeenCalledTimes(1);
    expect(list.about.preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for another remote’s page or an unknown one', () => {
    const list = screens();
    preloadScreenFor('/login', list as unknown as Record<string, PageScreen>);
    preloadScreenFor('/no/such/page', list as unknown as Record<string, PageScreen>);
    expect(list.pricing.preload).not.toHaveBeenCalled();
    expect(list.about.preload).not.toHaveBeenCalled();
  });
});

describe('documentLocale', () => {
  it('reads <html lang>, defaulting to Russian', () => {
    expect(documentLocale()).toBe('ru');
    document.documentElement.lang = 'en-GB';
    expect(documentLocale()).toBe('en');
    document.documentElement.lang = 'de';
    expect(documentLocale()).toBe('ru');
  });
});
