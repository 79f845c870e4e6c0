// The payment-success feature's public surface: the embedded success page shows the same screen.
export { PaymentSuccessScreen } from './payment-success-screen';
