import type { IntlShape } from 'react-intl';

/** A pace as the product says it everywhere: one decimal, "1.3" (× estimates), "1,3" in Russian. */
export function formatPace(intl: IntlShape, pace: number): string {
  return intl.formatNumber(pace, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
