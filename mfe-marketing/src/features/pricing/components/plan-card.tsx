import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, type BillingPeriod, type Locale, type Plan } from '@stepwise/shared';
import { annualDiscountPercent, chosenPriceType, formatCapacity, formatRub, monthlyEquivalent, orderedFeatures } from '@stepwise/shared/billing';
import { primaryLinkStyle, secondaryLinkStyle } from '../../../common/components/link-styles';
import { richText } from '../../../common/components/rich-text';
import { priceLine } from '../lib/price-math';

export interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  locale: Locale;
  isAuth: boolean;
}

/** The card's rows, shared with the cards beside it: name, description, price, price note, capacities, call to action. */
export const PLAN_CARD_ROWS = 6;

/** One rate plan: price for the chosen period, capacities and the way to start with it. */
export function PlanCard({ plan, period, locale, isAuth }: PlanCardProps) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = `plan-${plan.code}`;
  const price = priceLine(plan, period);
  const isFree = price.free;
  const discount = annualDiscountPercent(plan.prices.monthly, plan.prices.annual);
  const query = { plan: plan.code, price_type: chosenPriceType(plan, period) };
  const name = plan.name[locale];
  const ctaId = isAuth ? 'marketing.pricing.cta.workspace' : isFree ? 'marketing.pricing.cta.free' : 'marketing.pricing.cta.trial';
  const cta = <FormattedMessage id={ctaId} values={{ plan: name, ...richText }} />;
  const ctaStyle = plan.recommended ? primaryLinkStyle(theme) : secondaryLinkStyle(theme);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.code}`}
      css={{
        position: 'relative',
        gridRow: '1 / -1',
        display: 'grid',
        gridTemplateRows: 'subgrid',
        rowGap: 0,
        padding: theme.space.lg,
        borderRadius: theme.radii.md,
        // The recommended card's thicker edge is a shadow, not a border, so its rows stay level with its neighbours'.
        border: `1px solid ${plan.recommended ? theme.colors.primary : theme.colors.border}`,
        boxShadow: plan.recommended ? `0 0 0 1px ${theme.colors.primary}` : undefined,
        background: theme.colors.background,
      }}
    >
      {plan.recommended && (
        <p
          css={{
            position: 'absolute',
            top: 0,
            left: theme.space.lg,
            transform: 'translateY(-50%)',
            margin: 0,
            fontSize: theme.fontSizes.sm,
            fontWeight: 700,
            color: theme.colors.primaryText,
            background: theme.colors.primary,
            padding: `0 ${theme.space.sm}`,
            borderRadius: theme.radii.round,
          }}
        >
          <FormattedMessage id="marketing.pricing.recommended" />
        </p>
      )}
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {name}
      </h3>
      <p css={{ color: theme.colors.textMuted, minHeight: '3em' }}>{plan.description[locale]}</p>
      <p css={{ margin: 0 }}>
        <span data-testid="plan-price" css={{ fontSize: theme.fontSizes.xl, fontWeight: 700 }}>
          {price.free ? <FormattedMessage id="marketing.pricing.free" /> : formatRub(price.amount, locale)}
        </span>
        {!price.free && (
          <>
            {' '}
            <span css={{ color: theme.colors.textMuted }}>
              <FormattedMessage id={price.unitId} />
            </span>
          </>
        )}
      </p>
      <p
        data-testid="plan-price-note"
        css={{ margin: `${theme.space.xs} 0 0`, minHeight: '1.5em', fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}
      >
        {isFree ? (
          <FormattedMessage id="marketing.pricing.freeNote" />
        ) : period === 'annual' ? (
          <FormattedMessage
            id={plan.price_type === 'per_member_month' ? 'marketing.pricing.annualNotePerMember' : 'marketing.pricing.annualNote'}
            values={{ perMonth: formatRub(monthlyEquivalent(plan.prices.annual), locale), monthly: formatRub(plan.prices.monthly, locale), discount }}
          />
        ) : (
          <FormattedMessage id="marketing.pricing.trialNote" />
        )}
      </p>
      <ul
        aria-label={intl.formatMessage({ id: 'marketing.pricing.capacities' }, { plan: name })}
        css={{ listStyle: 'none', padding: 0, margin: `${theme.space.md} 0`, display: 'grid', alignContent: 'start', gap: theme.space.xs }}
      >
        {orderedFeatures(plan.features).map((feature) => (
          <li key={feature.code} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'baseline' }}>
            <span aria-hidden="true" css={{ color: theme.colors.success, fontWeight: 700 }}>
              ✓
            </span>
            {formatCapacity(intl, feature)}
          </li>
        ))}
      </ul>
      <RouteLink to={isAuth ? 'new-workspace' : 'register'} query={query} css={{ ...ctaStyle, textAlign: 'center', alignSelf: 'end', whiteSpace: 'nowrap' }}>
        {cta}
      </RouteLink>
    </article>
  );
}
