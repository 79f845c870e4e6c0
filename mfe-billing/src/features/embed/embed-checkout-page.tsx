import { EmbedFrame } from '../../common/embed/embed-frame';
import { CheckoutScreen } from '../checkout';

/** embed-subscription-payment: the checkout inside an integrator's iframe. */
export default function EmbedCheckoutPage() {
  return (
    <EmbedFrame>
      <CheckoutScreen />
    </EmbedFrame>
  );
}
