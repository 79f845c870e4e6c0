import { createIntl } from 'react-intl';
import type { Locale } from '../i18n/locales';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import type { PlanFeature } from './plan-types';
import { capacityForm, formatCapacity, orderedFeatures } from './plan-capacity';

const intlFor = (locale: Locale) =>
  createIntl({
    locale,
    messages: locale === 'ru' ? ru : en,
    onError: (error) => {
      throw error;
    },
  });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const format = (locale: Locale, feature: PlanFeature) => plain(formatCapacity(intlFor(locale), feature));
const members = (capacity_from: number, capacity_to: number | null): PlanFeature => ({ code: 'members', capacity_from, capacity_to });

describe('capacityForm', () => {
  it('tells a bound, a range, a lower bound, an exact number and no limit apart', () => {
    expect(capacityForm({ capacity_from: 0, capacity_to: 10 })).toBe('upTo');
    expect(capacityForm({ capacity_from: 2, capacity_to: 10 })).toBe('range');
    expect(capacityForm({ capacity_from: 50, capacity_to: null })).toBe('from');
    expect(capacityForm({ capacity_from: 1, capacity_to: 1 })).toBe('exact');
    expect(capacityForm({ capacity_from: 0, capacity_to: null })).toBe('unlimited');
  });
});

describe('formatCapacity in Russian uses the four plural forms', () => {
  it.each([
    [1, 'До 1 участника'],
    [2, 'До 2 участников'],
    [5, 'До 5 участников'],
    [21, 'До 21 участника'],
  ])('up to %i members', (count, text) => {
    expect(format('ru', members(0, count))).toBe(text);
  });

  it.each([
    [1, '1 участник'],
    [3, '3 участника'],
    [11, '11 участников'],
    [22, '22 участника'],
    [25, '25 участников'],
  ])('exactly %i members', (count, text) => {
    expect(format('ru', members(count, count))).toBe(text);
  });

  it('ranges agree with the upper number; unlimited and lower bounds read naturally', () => {
    expect(format('ru', members(2, 15))).toBe('2–15 участников');
    expect(format('ru', members(2, 4))).toBe('2–4 участника');
    expect(format('ru', members(10, 21))).toBe('10–21 участник');
    expect(format('ru', members(51, null))).toBe('От 51 участника');
    expect(format('ru', members(0, null))).toBe('Участники без ограничений');
  });

  it('formats projects, knowledge base pages and storage', () => {
    expect(format('ru', { code: 'projects', capacity_from: 0, capacity_to: 3 })).toBe('До 3 проектов');
    expect(format('ru', { code: 'projects', capacity_from: 1, capacity_to: 1 })).toBe('1 проект');
    expect(format('ru', { code: 'projects', capacity_from: 0, capacity_to: null })).toBe('Проекты без ограничений');
    expect(format('ru', { code: 'kb_pages', capacity_from: 0, capacity_to: 1000 })).toBe('До 1 000 страниц базы знаний');
    expect(format('ru', { code: 'kb_pages', capacity_from: 1, capacity_to: 1 })).toBe('1 страница базы знаний');
    expect(format('ru', { code: 'kb_pages', capacity_from: 2, capacity_to: 3 })).toBe('2–3 страницы базы знаний');
    expect(format('ru', { code: 'storage', capacity_from: 0, capacity_to: 500, unit: 'mb' })).toBe('До 500 МБ для файлов');
    expect(format('ru', { code: 'storage', capacity_from: 10, capacity_to: 100, unit: 'gb' })).toBe('10–100 ГБ для файлов');
    expect(format('ru', { code: 'storage', capacity_from: 0, capacity_to: null, unit: 'gb' })).toBe('Хранилище файлов без ограничений');
  });
});

describe('formatCapacity in English', () => {
  it('uses one and other', () => {
    expect(format('en', members(0, 1))).toBe('Up to 1 member');
    expect(format('en', members(0, 5))).toBe('Up to 5 members');
    expect(format('en', members(2, 15))).toBe('2–15 members');
    expect(format('en', members(1, 1))).toBe('1 member');
    expect(format('en', members(51, null))).toBe('From 51 members');
    expect(format('en', members(0, null))).toBe('Unlimited members');
  });

  it('formats projects, knowledge base pages and storage', () => {
    expect(format('en', { code: 'projects', capacity_from: 0, capacity_to: 1 })).toBe('Up to 1 project');
    expect(format('en', { code: 'kb_pages', capacity_from: 0, capacity_to: 1000 })).toBe('Up to 1,000 knowledge base pages');
    expect(format('en', { code: 'storage', capacity_from: 0, capacity_to: 500, unit: 'mb' })).toBe('Up to 500 MB of file storage');
    expect(format('en', { code: 'storage', capacity_from: 1, capacity_to: 1, unit: 'gb' })).toBe('1 GB of file storage');
    expect(format('en', { code: 'storage', capacity_from: 0, capacity_to: null })).toBe('Unlimited file storage');
  });
});

describe('orderedFeatures', () => {
  it('lists members, projects, pages and storage in that order', () => {
    const features: PlanFeature[] = [
      { code: 'storage', capacity_from: 0, capacity_to: 1, unit: 'gb' },
      { code: 'members', capacity_from: 0, capacity_to: 5 },
      { code: 'kb_pages', capacity_from: 0, capacity_to: 50 },
      { code: 'projects', capacity_from: 0, capacity_to: 2 },
    ];
    expect(orderedFeatures(features).map((feature) => feature.code)).toEqual(['members', 'projects', 'kb_pages', 'storage']);
  });
});
