import { lazy, Suspense, useState } from 'react';
import { prerenderedQueryData, readPrerenderedState, type Plan } from '@stepwise/shared';
import { markDeferredLoading } from '../../common/deferred-loading';
import { PricingView } from './pricing-view';
import { SentPricing } from './sent-pricing';

// RTK Query comes with this chunk: a page hydrated from its HTML does not need it.
const LivePricing = lazy(() => {
  markDeferredLoading();
  return import('./live-pricing');
});

/** The plans the page was prerendered with, when the page being shown came as HTML from the build. */
function sentPlans(): Plan[] | undefined {
  return prerenderedQueryData(readPrerenderedState(), 'getPlans') as Plan[] | undefined;
}

/**
 * pricing: the plans from `GET /api/plans` with a monthly/annual switch. One boundary around both
 * ways, so the markup is the same whichever rendered it (the build renders it live, the browser
 * hydrates it from the prices the build had).
 */
export default function PricingPage() {
  const [sent] = useState(sentPlans);
  return <Suspense fallback={<PricingView plans={undefined} isLoading />}>{sent ? <SentPricing plans={sent} /> : <LivePricing />}</Suspense>;
}
