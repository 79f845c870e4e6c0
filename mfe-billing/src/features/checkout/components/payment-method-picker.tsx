import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export const PAYMENT_METHODS = ['new_card', 'saved_card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHOD_LABELS: Record<PaymentMethod, string> = {
  new_card: 'billing.checkout.method.new_card',
  saved_card: 'billing.checkout.method.saved_card',
  bank_transfer: 'billing.checkout.method.bank_transfer',
};

export interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The saved-card choice exists only when the user has saved cards. */
  available: readonly PaymentMethod[];
}

export function PaymentMethodPicker({ value, onChange, available }: PaymentMethodPickerProps) {
  const theme = useTheme();
  return (
    <fieldset css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space.md, margin: 0 }}>
      <legend css={{ fontWeight: 600 }}>
        <FormattedMessage id="billing.checkout.method.legend" />
      </legend>
      {PAYMENT_METHODS.filter((method) => available.includes(method)).map((method) => (
        <label
          key={method}
          css={{ display: 'flex', alignItems: 'center', minHeight: '44px', gap: theme.space.sm, padding: `0 ${theme.space.sm}`, cursor: 'pointer' }}
        >
          <input type="radio" name="payment-method" value={method} checked={value === method} onChange={() => onChange(method)} />
          <FormattedMessage id={METHOD_LABELS[method]} />
        </label>
      ))}
    </fieldset>
  );
}
