import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { BillingPeriod } from '../plans/plan-types';

export interface BillingPeriodSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** Whole percent saved by paying yearly; the annual option shows it in a pill when above zero. */
  discount: number;
  /** A line under the switch (the pricing page explains the discount there). */
  note?: ReactNode;
}

const OPTIONS: ReadonlyArray<{ period: BillingPeriod; label: string }> = [
  { period: 'monthly', label: 'billingPeriod.monthly' },
  { period: 'annual', label: 'billingPeriod.annual' },
];

/**
 * Monthly or annual prices, the same control on the pricing page and the workspace's plan page: a
 * native radio group drawn as a segmented control, so Tab reaches it and the arrow keys switch it.
 * Both options and the discount pill stay on one line down to a 320 px screen.
 */
export function BillingPeriodSwitch({ value, onChange, discount, note }: BillingPeriodSwitchProps) {
  const theme = useTheme();
  const name = useId();
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.sm, padding: 0 }}>
        <FormattedMessage id="billingPeriod.legend" />
      </legend>
      <div
        css={{
          display: 'inline-flex',
          flexWrap: 'nowrap',
          gap: theme.space.xs,
          padding: theme.space.xs,
          borderRadius: theme.radii.round,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          maxWidth: '100%',
        }}
      >
        {OPTIONS.map((option) => {
          const checked = value === option.period;
          return (
            <label key={option.period} css={{ position: 'relative', cursor: 'pointer', display: 'flex' }}>
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
                  minHeight: '44px',
                  padding: `0 ${theme.space.md}`,
                  whiteSpace: 'nowrap',
                  borderRadius: theme.radii.round,
                  fontWeight: 600,
                  background: checked ? theme.colors.primary : 'transparent',
                  color: checked ? theme.colors.primaryText : theme.colors.text,
                  [theme.breakpoints.mobile]: { padding: `0 ${theme.space.sm}`, gap: theme.space.xs },
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
                    <FormattedMessage id="billingPeriod.save" values={{ discount }} />
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {note && (
        <p aria-live="polite" css={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          {note}
        </p>
      )}
    </fieldset>
  );
}
