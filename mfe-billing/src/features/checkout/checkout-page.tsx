import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { CheckoutSteps } from './checkout-steps';
import { PaymentMethodPicker, type PaymentMethod } from './payment-method-picker';

export default function CheckoutPage() {
  const theme = useTheme();
  const [method, setMethod] = useState<PaymentMethod>('new_card');
  return (
    <section css={{ background: theme.colors.background, padding: theme.space.lg, margin: `${theme.space.lg} 0`, borderRadius: theme.radii.md }}>
      <h1 css={{ marginTop: 0 }}>
        <FormattedMessage id="billing.checkout.title" />
      </h1>
      <CheckoutSteps current="method" />
      <PaymentMethodPicker value={method} onChange={setMethod} />
    </section>
  );
}
