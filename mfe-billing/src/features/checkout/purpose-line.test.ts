import { createIntl } from 'react-intl';
import { planCatalogueFixture } from '@stepwise/shared/testing';
import ru from '../../messages/ru.json';
import en from '../../messages/en.json';
import { purposeLine } from './purpose-line';

const pro = planCatalogueFixture().find((plan) => plan.code === 'pro')!;

describe('purposeLine', () => {
  it('names the plan, the period and the workspace in Russian words', () => {
    const intl = createIntl({ locale: 'ru', messages: ru });
    expect(purposeLine(intl, { plan: pro, period: 'monthly', workspaceName: 'Орбита' })).toBe('Stepwise: Про, помесячно — Орбита');
    expect(purposeLine(intl, { plan: pro, period: 'annual', workspaceName: 'Орбита' })).toBe('Stepwise: Про, на год — Орбита');
  });

  it('reads in English for an English interface, and never shows the codes', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const line = purposeLine(intl, { plan: pro, period: 'monthly', workspaceName: 'Orbita' });
    expect(line).toBe('Stepwise: Pro, monthly — Orbita');
    expect(line).not.toMatch(/\bpro\b|monthly\)|\(/);
  });
});
