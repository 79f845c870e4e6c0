import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../i18n/locales';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { cardExpiry, maskedCardNumber, useCardName } from './card-format';

function cardNameIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === 'ru' ? ru : en}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useCardName(), { wrapper }).result.current;
}

describe('card formatting', () => {
  it('writes the expiry as on the card: two-digit month and year', () => {
    expect(cardExpiry(4, 2027)).toBe('04/27');
    expect(cardExpiry(12, 2030)).toBe('12/30');
    expect(cardExpiry(1, 2100)).toBe('01/00');
  });

  it('shows only the last four digits', () => {
    expect(maskedCardNumber('4242')).toBe('•••• 4242');
  });

  it('names a card by its brand in the interface language, and an unknown brand as a card', () => {
    expect(cardNameIn('en')({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardNameIn('ru')({ brand: 'mir', last4: '0005' })).toBe('Мир •••• 0005');
    expect(cardNameIn('ru')({ brand: 'unknown', last4: '1111' })).toBe('Карта •••• 1111');
    expect(cardNameIn('en')({ brand: 'amex' as never, last4: '0001' })).toBe('Card •••• 0001');
  });
});
