import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';

export const CHECKOUT_STEPS = ['method', 'details', 'result'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The three checkout steps, with the current one marked for assistive technology. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <ol aria-label={intl.formatMessage({ id: 'billing.checkout.steps' })} css={{ display: 'flex', gap: theme.space.lg, listStyle: 'none', padding: 0 }}>
      {CHECKOUT_STEPS.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} css={{ fontWeight: step === current ? 700 : 400, color: step === current ? theme.colors.text : theme.colors.textMuted }}>
          {index + 1}. <FormattedMessage id={`billing.checkout.step.${step}`} />
        </li>
      ))}
    </ol>
  );
}
