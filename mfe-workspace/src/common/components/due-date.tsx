import { FormattedDate } from 'react-intl';

/**
 * A calendar day (`YYYY-MM-DD`) as the user's language writes it. It is a day, not an instant: read
 * in UTC so no time zone moves it to the day before.
 */
export function DueDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={`${value}T00:00:00Z`} timeZone="UTC" day="numeric" month="long" year="numeric" />
    </time>
  );
}
