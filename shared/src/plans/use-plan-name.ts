import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { PLAN_NAME_IDS, useSilentFailure, type Locale, type PlanCode, type RemoteName } from '@stepwise/shared';
import { useGetPlansQuery } from './plans-api';

/** Names plans as the catalogue does; a failure to load the catalogue is only logged, as the remote's (spec §8). */
export function usePlanName(remote: RemoteName): (code: PlanCode) => string {
  const intl = useIntl();
  const { data: plans, error } = useGetPlansQuery();
  useSilentFailure(remote, error, 'loading the plans');
  return useCallback(
    (code: PlanCode) => {
      const fromCatalogue = plans?.find((plan) => plan.code === code)?.name[intl.locale as Locale];
      if (fromCatalogue) return fromCatalogue;
      const id = PLAN_NAME_IDS[code];
      return id ? intl.formatMessage({ id }) : code;
    },
    [plans, intl],
  );
}
