import { PaymentSuccessScreen } from './payment-success-screen';

/** payment-success. */
export default function PaymentSuccessPage() {
  return <PaymentSuccessScreen />;
}
