import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { durationMessage } from '../../common/tasks/minutes';

/** Minutes as a person reads them ("2 h 30 min"; "0 min" for none). */
export function useDuration(): (minutes: number) => string {
  const intl = useIntl();
  return useCallback(
    (minutes) => {
      const { id, values } = durationMessage(minutes);
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
