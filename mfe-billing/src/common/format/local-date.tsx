import { FormattedDate } from 'react-intl';

export const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A localized date in a <time> element (machine-readable value kept). */
export function LocalDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} {...DATE_FORMAT} />
    </time>
  );
}
