// The checkout feature's public surface: the embedded checkout shows the same screen.
export { CheckoutScreen } from './checkout-screen';
