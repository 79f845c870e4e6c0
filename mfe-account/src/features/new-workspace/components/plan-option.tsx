import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Locale, type Plan } from '@stepwise/shared';
import { formatRub } from '@stepwise/shared/billing';
import { Field } from '@stepwise/shared/forms';

function PriceText({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const price = formatRub(plan.prices.monthly, intl.locale as Locale);
  if (plan.prices.monthly <= 0) return <FormattedMessage id="account.plans.price.free" />;
  return <FormattedMessage id={plan.price_type === 'per_member_month' ? 'account.plans.price.perMember' : 'account.plans.price.monthly'} values={{ price }} />;
}

export interface PlanOptionProps {
  plan: Plan;
  recommended: boolean;
  onChosen: () => void;
}

/** One plan as a radio choice: name, price, description and whether we recommend it. */
export function PlanOption({ plan, recommended, onChosen }: PlanOptionProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const locale = intl.locale as Locale;
  return (
    <Field<string> name="plan" type="radio" value={plan.code}>
      {({ input }) => (
        <li
          css={{
            display: 'flex',
            gap: theme.space.sm,
            alignItems: 'flex-start',
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            border: `${input.checked ? 2 : 1}px solid ${input.checked ? theme.colors.primary : theme.colors.border}`,
          }}
        >
          <input
            {...input}
            id={id}
            aria-describedby={`${id}-details`}
            onChange={(event) => {
              input.onChange(event);
              onChosen();
            }}
            css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.2rem', flex: 'none' }}
          />
          <div css={{ display: 'grid', gap: theme.space.xs }}>
            <label htmlFor={id} css={{ fontWeight: 700 }}>
              {plan.name[locale]}
            </label>
            <div id={`${id}-details`} css={{ display: 'grid', gap: theme.space.xs }}>
              {recommended && (
                <span css={{ justifySelf: 'start', fontSize: theme.fontSizes.sm, fontWeight: 600, color: theme.colors.success }}>
                  <FormattedMessage id="account.plans.recommended" />
                </span>
              )}
              <span>
                <PriceText plan={plan} />
              </span>
              <span css={{ color: theme.colors.textMuted }}>{plan.description[locale]}</span>
            </div>
          </div>
        </li>
      )}
    </Field>
  );
}
