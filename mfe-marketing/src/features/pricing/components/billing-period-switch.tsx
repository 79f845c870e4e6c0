import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod } from '@stepwise/shared';

export interface BillingPeriodSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** Whole percent saved by paying yearly. */
  discount: number;
}

const OPTIONS: ReadonlyArray<{ period: BillingPeriod; label: string }> = [
  { period: 'monthly', label: 'marketing.pricing.period.monthly' },
  { period: 'annual', label: 'marketing.pricing.period.annual' },
];

/**
 * Monthly or annual prices: a native radio group drawn as a segmented control, so Tab reaches it
 * and the arrow keys switch it, like any radio group.
 */
export function BillingPeriodSwitch({ value, onChange, discount }: BillingPeriodSwitchProps) {
  const theme = useTheme();
  const name = useId();
  return (
    <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.lg}` }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.sm, padding: 0 }}>
        <FormattedMessage id="marketing.pricing.period.legend" />
      </legend>
      <div css={{ display: 'inline-flex', gap: theme.space.xs, padding: theme.space.xs, borderRadius: theme.radii.round, background: theme.colors.surface, border: `1px solid ${theme.colors.border}` }}>
        {OPTIONS.map((option) => {
          const checked = value === option.period;
          return (
            <label key={option.period} css={{ position: 'relative', cursor: 'pointer' }}>
              <input
                type="radio"
                name={name}
                value={option.period}
                checked={checked}
                onChange={() => onChange(option.period)}
                className="visually-hidden"
                css={{ '&:focus-visible + span': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } }}
              />
              <span
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: theme.space.sm,
                  padding: `${theme.space.sm} ${theme.space.md}`,
                  borderRadius: theme.radii.round,
                  fontWeight: 600,
                  background: checked ? theme.colors.primary : 'transparent',
                  color: checked ? theme.colors.primaryText : theme.colors.text,
                }}
              >
                <FormattedMessage id={option.label} />
                {option.period === 'annual' && discount > 0 && (
                  <span
                    css={{
                      fontSize: theme.fontSizes.sm,
                      padding: `0 ${theme.space.sm}`,
                      borderRadius: theme.radii.round,
                      background: checked ? theme.colors.background : '#d3f9d8',
                      color: '#1f6f32',
                    }}
                  >
                    <FormattedMessage id="marketing.pricing.period.save" values={{ discount }} />
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <p aria-live="polite" css={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        <FormattedMessage id={value === 'annual' ? 'marketing.pricing.period.annualNote' : 'marketing.pricing.period.monthlyNote'} values={{ discount }} />
      </p>
    </fieldset>
  );
}
