import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '../../../common/components/styles';

export const CHECKOUT_STEPS = ['method', 'details', 'result'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, string> = {
  method: 'billing.checkout.step.method',
  details: 'billing.checkout.step.details',
  result: 'billing.checkout.step.result',
};

/** The three checkout steps, the current one marked for assistive technology. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const theme = useTheme();
  const intl = useIntl();
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol aria-label={intl.formatMessage({ id: 'billing.checkout.steps' })} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, listStyle: 'none', padding: 0, margin: 0 }}>
      {CHECKOUT_STEPS.map((step, index) => {
        const isCurrent = step === current;
        const done = index < currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            css={{
              padding: `${theme.space.xs} ${theme.space.sm}`,
              borderRadius: theme.radii.round,
              border: `1px solid ${isCurrent ? theme.colors.primary : theme.colors.border}`,
              fontWeight: isCurrent ? 700 : 400,
              color: isCurrent || done ? theme.colors.text : theme.colors.textMuted,
            }}
          >
            <span aria-hidden="true">{done ? '✓' : index + 1}</span> <FormattedMessage id={STEP_TITLES[step]} />
            {done && (
              <span css={visuallyHidden}>
                <FormattedMessage id="billing.checkout.stepDone" />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
