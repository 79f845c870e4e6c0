import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatRub, type Locale } from '@stepwise/shared';

/** Whole roubles in the interface language. */
export function useRub(): (amount: number) => string {
  const intl = useIntl();
  return useCallback((amount: number) => formatRub(amount, intl.locale as Locale), [intl]);
}
