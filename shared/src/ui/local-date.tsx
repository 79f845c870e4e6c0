import { FormattedDate } from 'react-intl';

/** Dates in the account area and the checkout: "12 марта 2026 г." / "March 12, 2026". */
export const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A localized date in a <time> element (machine-readable value kept). */
export function LocalDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} {...DATE_FORMAT} />
    </time>
  );
}
