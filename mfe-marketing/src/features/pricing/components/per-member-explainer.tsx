import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { type BillingPeriod, type Locale, type Plan } from '@stepwise/shared';
import { formatRub, perMemberTotal, planPrice } from '@stepwise/shared/billing';

export interface PerMemberExplainerProps {
  plans: readonly Plan[] | undefined;
  period: BillingPeriod;
  locale: Locale;
}

const MAX_MEMBERS = 10000;

/**
 * How a per-member plan is charged (spec §9): on the billing day, for the largest number of active
 * users during the billing period — with a small calculator once the plans are known.
 */
export function PerMemberExplainer({ plans, period, locale }: PerMemberExplainerProps) {
  const theme = useTheme();
  const inputId = useId();
  const selectId = useId();
  const perMemberPlans = (plans ?? []).filter((plan) => plan.price_type === 'per_member_month' && plan.prices.monthly > 0);
  const [planCode, setPlanCode] = useState<string | undefined>(undefined);
  const [members, setMembers] = useState('8');
  const plan = perMemberPlans.find((candidate) => candidate.code === planCode) ?? perMemberPlans[0];
  const parsed = Number.parseInt(members, 10);
  const peak = Number.isFinite(parsed) ? Math.min(MAX_MEMBERS, Math.max(1, parsed)) : 1;
  const price = plan ? planPrice(plan, period) : 0;
  return (
    <section aria-labelledby="pricing-per-member" css={{ padding: `${theme.space.xl} 0`, maxWidth: '48rem' }}>
      <h2 id="pricing-per-member" css={{ fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="marketing.pricing.perMember.title" />
      </h2>
      <p>
        <FormattedMessage id="marketing.pricing.perMember.text" />
      </p>
      <ul css={{ display: 'grid', gap: theme.space.sm, paddingLeft: theme.space.lg }}>
        <li>
          <FormattedMessage id="marketing.pricing.perMember.point1" />
        </li>
        <li>
          <FormattedMessage id="marketing.pricing.perMember.point2" />
        </li>
        <li>
          <FormattedMessage id="marketing.pricing.perMember.point3" />
        </li>
      </ul>
      {plan && (
        <div
          css={{
            marginTop: theme.space.lg,
            padding: theme.space.lg,
            borderRadius: theme.radii.md,
            background: theme.colors.surface,
            display: 'grid',
            gap: theme.space.md,
          }}
        >
          <p css={{ margin: 0, fontWeight: 700 }}>
            <FormattedMessage id="marketing.pricing.calculator.title" />
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, alignItems: 'flex-end' }}>
            {perMemberPlans.length > 1 && (
              <div css={{ display: 'grid', gap: theme.space.xs }}>
                <label htmlFor={selectId} css={{ fontWeight: 600 }}>
                  <FormattedMessage id="marketing.pricing.calculator.plan" />
                </label>
                <select
                  id={selectId}
                  value={plan.code}
                  onChange={(event) => setPlanCode(event.target.value)}
                  css={{ font: 'inherit', padding: theme.space.sm, borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}` }}
                >
                  {perMemberPlans.map((candidate) => (
                    <option key={candidate.code} value={candidate.code}>
                      {candidate.name[locale]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div css={{ display: 'grid', gap: theme.space.xs }}>
              <label htmlFor={inputId} css={{ fontWeight: 600 }}>
                <FormattedMessage id="marketing.pricing.calculator.members" />
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_MEMBERS}
                step={1}
                value={members}
                onChange={(event) => setMembers(event.target.value)}
                css={{ font: 'inherit', width: '8rem', padding: theme.space.sm, borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}` }}
              />
            </div>
          </div>
          <output htmlFor={inputId} aria-live="polite" data-testid="per-member-total" css={{ fontSize: theme.fontSizes.lg }}>
            <FormattedMessage
              id="marketing.pricing.calculator.result"
              values={{
                plan: plan.name[locale],
                members: peak,
                price: formatRub(price, locale),
                total: <strong>{formatRub(perMemberTotal(price, peak), locale)}</strong>,
                period,
              }}
            />
          </output>
        </div>
      )}
    </section>
  );
}
