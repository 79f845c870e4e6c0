import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export const PAYMENT_METHODS = ['new_card', 'saved_card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function PaymentMethodPicker({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const theme = useTheme();
  return (
    <fieldset css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space.md }}>
      <legend css={{ fontWeight: 600 }}>
        <FormattedMessage id="billing.checkout.method.legend" />
      </legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} css={{ display: 'flex', gap: theme.space.sm, padding: theme.space.sm, cursor: 'pointer' }}>
          <input type="radio" name="payment-method" value={method} checked={value === method} onChange={() => onChange(method)} />
          <FormattedMessage id={`billing.checkout.method.${method}`} />
        </label>
      ))}
    </fieldset>
  );
}
