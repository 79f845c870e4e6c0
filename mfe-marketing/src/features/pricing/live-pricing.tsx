import { useEffect } from 'react';
import { useGetPlansQuery } from '@stepwise/shared/api';
import { reportPlansFailure } from './lib/report-plans-failure';
import { PricingView } from './pricing-view';

/** Prices older than this are fetched again when the page is shown. */
const PRICES_MAX_AGE_S = 60;

/** The pricing page opened in the app (not from its prerendered HTML): the plans come through RTK Query, cached with the other screens'. */
export default function LivePricing() {
  const { data: plans, isLoading, error } = useGetPlansQuery(undefined, { refetchOnMountOrArgChange: PRICES_MAX_AGE_S });

  useEffect(() => {
    if (error) reportPlansFailure(error);
  }, [error]);

  return <PricingView plans={plans} isLoading={isLoading} />;
}
