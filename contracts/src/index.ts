export * from './common/schemas.js';
export * from './plans/plan-codes.js';
export * from './cards/card-enums.js';
export * from './cards/card-schemas.js';
export * from './payments/payment-enums.js';
export * from './payments/payment-schemas.js';
export * from './billing/billing-enums.js';
export * from './billing/billing-schemas.js';
