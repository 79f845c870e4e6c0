import { useEffect, useState } from 'react';
import type { Plan } from '@stepwise/shared';
import { currentPlanCatalogue } from './lib/current-plan-catalogue';
import { reportPlansFailure } from './lib/report-plans-failure';
import { PricingView } from './pricing-view';

/** One check per catalogue a page came with, however often the page is shown; a failed one is tried again. */
const checks = new WeakMap<Plan[], Promise<Plan[]>>();
function checkOnce(sent: Plan[]): Promise<Plan[]> {
  let check = checks.get(sent);
  if (!check) {
    check = currentPlanCatalogue();
    checks.set(sent, check);
    check.catch(() => checks.delete(sent));
  }
  return check;
}

/**
 * The pricing page hydrated from its prerendered HTML: it starts from the prices of its build and,
 * once live, checks them against the API's; only a changed catalogue changes what is on screen.
 */
export function SentPricing({ plans: sent }: { plans: Plan[] }) {
  const [plans, setPlans] = useState(sent);

  useEffect(() => {
    let current = true;
    checkOnce(sent).then((fetched) => {
      if (current && JSON.stringify(fetched) !== JSON.stringify(sent)) setPlans(fetched);
    }, reportPlansFailure);
    return () => {
      current = false;
    };
  }, [sent]);

  return <PricingView plans={plans} isLoading={false} />;
}
