import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod, Locale, Plan } from '@stepwise/shared';
import { cardGridStyle } from '../../../common/components/card-grid';
import { PLAN_CARD_ROWS, PlanCard } from './plan-card';

/** Six plans as 3 + 3, 2 + 2 + 2 or one column; the row gap leaves room for the "most popular" badge on a card's top edge. */
const GRID = cardGridStyle('2rem 1.5rem');

/**
 * Each card takes its rows from the grid (subgrid), so the names, prices, notes, capacities and
 * calls to action of the cards on one row line up whatever the length of their texts.
 */
const CARD_CELL = { display: 'grid', gridRow: `span ${PLAN_CARD_ROWS}`, gridTemplateRows: 'subgrid', rowGap: 0 } as const;

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

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
          {PLACEHOLDERS.map((index) => (
            <li
              key={index}
              css={{ height: '26rem', borderRadius: theme.radii.md, background: theme.colors.surface, border: `1px solid ${theme.colors.border}` }}
            />
          ))}
        </ul>
      </div>
    );
  }
  if (!plans || plans.length === 0) return null;
  return (
    <ul css={GRID}>
      {plans.map((plan) => (
        <li key={plan.code} css={CARD_CELL}>
          <PlanCard plan={plan} period={period} locale={locale} isAuth={isAuth} />
        </li>
      ))}
    </ul>
  );
}
