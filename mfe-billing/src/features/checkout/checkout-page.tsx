import { CheckoutScreen } from './checkout-screen';

/** subscription-payment. */
export default function CheckoutPage() {
  return <CheckoutScreen />;
}
