import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { selectIsAuth, selectLocale, useAppSelector, type BillingPeriod } from '@stepwise/shared';
import { BillingPeriodSwitch } from '@stepwise/shared/billing';
import { useGetPlansQuery } from '@stepwise/shared/api';
import { CtaBlock } from '../../common/components/cta-block';
import { PageIntro } from '../../common/components/page-intro';
import { PerMemberExplainer } from './components/per-member-explainer';
import { PlanGrid } from './components/plan-grid';
import { PricingFaq } from './components/pricing-faq';
import { switchDiscountPercent } from './lib/price-math';

/**
 * Prices older than this are fetched again when the page is shown. A page prerendered at build time
 * starts from the prices of its build and so checks them once the app is live (an unchanged
 * catalogue answers 304 and nothing on screen moves).
 */
const PRICES_MAX_AGE_S = 60;

/**
 * pricing: the plans from `GET /api/plans` with a monthly/annual switch. A failed plans fetch is
 * only logged (spec §8, silent failures); the rest of the page stays.
 */
export default function PricingPage() {
  const theme = useTheme();
  const locale = useAppSelector(selectLocale);
  const isAuth = useAppSelector(selectIsAuth);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { data: plans, isLoading, error } = useGetPlansQuery(undefined, { refetchOnMountOrArgChange: PRICES_MAX_AGE_S });
  const discount = switchDiscountPercent(plans);

  useEffect(() => {
    if (error) console.error('[mfe_marketing] the rate plans could not be loaded', error);
  }, [error]);

  return (
    <article>
      <PageIntro titleId="marketing.pricing.title" leadId="marketing.pricing.lead">
        <p
          data-testid="pricing-trial"
          css={{ display: 'inline-block', margin: 0, padding: `${theme.space.xs} ${theme.space.md}`, borderRadius: theme.radii.round, background: '#d3f9d8', color: '#1f6f32', fontWeight: 700, whiteSpace: 'nowrap', [theme.breakpoints.mobile]: { fontSize: theme.fontSizes.sm } }}
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
            note={<FormattedMessage id={period === 'annual' ? 'marketing.pricing.period.annualNote' : 'marketing.pricing.period.monthlyNote'} values={{ discount }} />}
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
