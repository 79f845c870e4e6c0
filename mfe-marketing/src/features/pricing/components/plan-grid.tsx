import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod, Locale, Plan } from '@stepwise/shared';
import { PlanCard } from './plan-card';

const GRID = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } as const;

export interface PlanGridProps {
  plans: readonly Plan[] | undefined;
  isLoading: boolean;
  period: BillingPeriod;
  locale: Locale;
  isAuth: boolean;
}

/** The plans, or placeholders of the same size while they load (nothing jumps when they arrive). */
export function PlanGrid({ plans, isLoading, period, locale, isAuth }: PlanGridProps) {
  const theme = useTheme();
  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          <FormattedMessage id="marketing.pricing.loading" />
        </p>
        <ul aria-hidden="true" css={GRID}>
          {[0, 1, 2].map((index) => (
            <li key={index} css={{ height: '26rem', borderRadius: theme.radii.md, background: theme.colors.surface, border: `1px solid ${theme.colors.border}` }} />
          ))}
        </ul>
      </div>
    );
  }
  if (!plans || plans.length === 0) return null;
  return (
    <ul css={GRID}>
      {plans.map((plan) => (
        <li key={plan.code} css={{ display: 'flex', flexDirection: 'column', '& > article': { flex: 1 } }}>
          <PlanCard plan={plan} period={period} locale={locale} isAuth={isAuth} />
        </li>
      ))}
    </ul>
  );
}
