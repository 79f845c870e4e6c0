import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type Locale } from '@stepwise/shared';
import { formatRub } from '@stepwise/shared/billing';

/** Whole roubles in the interface language. */
export function useRub(): (amount: number) => string {
  const intl = useIntl();
  return useCallback((amount: number) => formatRub(amount, intl.locale as Locale), [intl]);
}
