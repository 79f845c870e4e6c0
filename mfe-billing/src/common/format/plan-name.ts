import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useGetPlansQuery, type Locale, type PlanCode } from '@stepwise/shared';
import { useSilentFailure } from '../hooks/use-silent-failure';

/** Our own labels of the plans, used until (or when failing) the plan catalogue gives its names. */
export const PLAN_LABEL_IDS: Record<PlanCode, string> = {
  free: 'billing.plan.free',
  flex: 'billing.plan.flex',
  start: 'billing.plan.start',
  pro: 'billing.plan.pro',
  premium: 'billing.plan.premium',
  corporate: 'billing.plan.corporate',
};

/** Names plans as the catalogue does; a failure to load the catalogue is silent (spec §8). */
export function usePlanName(): (code: PlanCode) => string {
  const intl = useIntl();
  const { data: plans, error } = useGetPlansQuery();
  useSilentFailure(error, 'loading the plans');
  return useCallback(
    (code: PlanCode) => {
      const fromCatalogue = plans?.find((plan) => plan.code === code)?.name[intl.locale as Locale];
      if (fromCatalogue) return fromCatalogue;
      const id = PLAN_LABEL_IDS[code];
      return id ? intl.formatMessage({ id }) : code;
    },
    [plans, intl],
  );
}
