import { localeFromAcceptLanguage, parseAcceptLanguage, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('prefers the language cookie over everything', () => {
    expect(resolveLocale({ cookie: 'en', routeLang: undefined, acceptLanguage: 'ru' })).toBe('en');
    expect(resolveLocale({ cookie: 'ru', routeLang: 'en', acceptLanguage: 'en-US' })).toBe('ru');
  });

  it('uses the route language when there is no valid cookie', () => {
    expect(resolveLocale({ routeLang: 'en', acceptLanguage: 'ru' })).toBe('en');
    expect(resolveLocale({ cookie: 'de', routeLang: 'en', acceptLanguage: 'ru' })).toBe('en');
  });

  it('falls back to Accept-Language, then to Russian', () => {
    expect(resolveLocale({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'ru-RU' })).toBe('ru');
    expect(resolveLocale({})).toBe('ru');
    expect(resolveLocale({ cookie: null, routeLang: null, acceptLanguage: null })).toBe('ru');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('maps Ukrainian and Belarusian to Russian', () => {
    expect(localeFromAcceptLanguage('uk')).toBe('ru');
    expect(localeFromAcceptLanguage('be-BY,be;q=0.9')).toBe('ru');
  });

  it('gives English for any other language', () => {
    expect(localeFromAcceptLanguage('de-DE')).toBe('en');
    expect(localeFromAcceptLanguage('fr, es;q=0.5')).toBe('en');
  });

  it('gives Russian when there is no header or no usable language', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('ru');
    expect(localeFromAcceptLanguage('')).toBe('ru');
    expect(localeFromAcceptLanguage('*')).toBe('ru');
  });

  it('follows the browser order of preference by q-value', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, ru;q=0.8')).toBe('ru');
    expect(localeFromAcceptLanguage('de, uk;q=0.7')).toBe('ru');
    expect(localeFromAcceptLanguage('ru;q=0, en')).toBe('en');
  });

  it('parses tags, regions and q-values', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.9,ru;q=0.8, *;q=0.1')).toEqual(['en', 'en', 'ru']);
  });
});
