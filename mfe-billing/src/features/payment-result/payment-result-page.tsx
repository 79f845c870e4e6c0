import { PaymentResultScreen } from './payment-result-screen';

/** payment-result. */
export default function PaymentResultPage() {
  return <PaymentResultScreen />;
}
