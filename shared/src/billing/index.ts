/**
 * `@stepwise/shared/billing`: what the screens that show prices or take payments share — plan
 * prices and capacity, the billing-period switch, payment types, the card widget's loader and card
 * formatting, and the embeddable checkout's messages. An entry of its own (a federation singleton
 * like the package's root), so a page that shows no price and takes no payment downloads none of it.
 * The billing endpoints are in `@stepwise/shared/api`.
 */
export { BillingPeriodSwitch, type BillingPeriodSwitchProps } from '../ui/billing-period-switch';
export * from '../plans/plan-pricing';
export * from '../plans/plan-capacity';
export * from './billing-types';
export * from './card-widget-loader';
export * from './card-format';
export * from '../embed/checkout-messages';
export * from '../embed/embed-origins';
export * from '../embed/parent-channel';
export { useReportHeight } from '../embed/use-report-height';
export { useCardSecurityShown, useHideCardSecurity } from './payment-aside';
