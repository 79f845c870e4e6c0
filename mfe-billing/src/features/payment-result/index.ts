// The payment-result feature's public surface: the embedded result page shows the same screen.
export { PaymentResultScreen } from './payment-result-screen';
