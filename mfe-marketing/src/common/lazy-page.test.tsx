import type { ComponentType } from 'react';
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
    await expect(screen.preload()).resolves.toEqual({ default: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
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
