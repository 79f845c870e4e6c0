import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { selectIsAuth, selectLocale, useAppSelector, type BillingPeriod, type Plan } from '@stepwise/shared';
import { BillingPeriodSwitch } from '@stepwise/shared/billing';
import { CtaBlock } from '../../common/components/cta-block';
import { PageIntro } from '../../common/components/page-intro';
import { PerMemberExplainer } from './components/per-member-explainer';
import { PlanGrid } from './components/plan-grid';
import { PricingFaq } from './components/pricing-faq';
import { switchDiscountPercent } from './lib/price-math';

export interface PricingViewProps {
  plans: readonly Plan[] | undefined;
  isLoading: boolean;
}

/** The pricing page's content: the plans with a monthly/annual switch, how per-member plans are charged, questions. */
export function PricingView({ plans, isLoading }: PricingViewProps) {
  const theme = useTheme();
  const locale = useAppSelector(selectLocale);
  const isAuth = useAppSelector(selectIsAuth);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const discount = switchDiscountPercent(plans);

  return (
    <article>
      <PageIntro titleId="marketing.pricing.title" leadId="marketing.pricing.lead">
        <p
          data-testid="pricing-trial"
          css={{
            display: 'inline-block',
            margin: 0,
            padding: `${theme.space.xs} ${theme.space.md}`,
            borderRadius: theme.radii.round,
            background: '#d3f9d8',
            color: '#1f6f32',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            [theme.breakpoints.mobile]: { fontSize: theme.fontSizes.sm },
          }}
        >
          <FormattedMessage id="marketing.pricing.trial" />
        </p>
      </PageIntro>
      <section aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className="visually-hidden">
          <FormattedMessage id="marketing.pricing.plans" />
        </h2>
        <div css={{ marginBottom: theme.space.lg }}>
          <BillingPeriodSwitch
            value={period}
            onChange={setPeriod}
            discount={discount}
            note={
              <FormattedMessage
                id={period === 'annual' ? 'marketing.pricing.period.annualNote' : 'marketing.pricing.period.monthlyNote'}
                values={{ discount }}
              />
            }
          />
        </div>
        <PlanGrid plans={plans} isLoading={isLoading} period={period} locale={locale} isAuth={isAuth} />
      </section>
      <PerMemberExplainer plans={plans} period={period} locale={locale} />
      <PricingFaq />
      <CtaBlock showPricing={false} />
    </article>
  );
}
