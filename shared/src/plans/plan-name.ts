import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/locales';
import { useSilentFailure } from '../resilience/use-silent-failure';
import type { RemoteName } from '../routes/route-types';
import type { PlanCode } from './plan-types';
import { useGetPlansQuery } from './plans-api';

/** Our own names of the plans, used until (or when failing) the plan catalogue gives its names. */
export const PLAN_NAME_IDS: Record<PlanCode, string> = {
  free: 'plans.name.free',
  flex: 'plans.name.flex',
  start: 'plans.name.start',
  pro: 'plans.name.pro',
  premium: 'plans.name.premium',
  corporate: 'plans.name.corporate',
};

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
