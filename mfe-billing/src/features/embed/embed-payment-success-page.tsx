import { EmbedFrame } from '../../common/embed/embed-frame';
import { PaymentSuccessScreen } from '../payment-success';

/** embed-payment-success: the thanks inside an integrator's iframe. */
export default function EmbedPaymentSuccessPage() {
  return (
    <EmbedFrame>
      <PaymentSuccessScreen />
    </EmbedFrame>
  );
}
