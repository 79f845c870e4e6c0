import { EmbedFrame } from '../../common/embed/embed-frame';
import { PaymentResultScreen } from '../payment-result';

/** embed-payment-result: the payment result inside an integrator's iframe. */
export default function EmbedPaymentResultPage() {
  return (
    <EmbedFrame>
      <PaymentResultScreen />
    </EmbedFrame>
  );
}
