/**
 * The contract's pure part: enums, limits and rules, without the schema library. Browser code that
 * needs a value at run time imports `@stepwise/contracts/rules`; types come from `@stepwise/contracts`
 * with `import type`, so TypeBox never reaches a bundle.
 */
export * from './auth/limits.js';
export * from './plans/enums.js';
export * from './subscriptions/statuses.js';
export * from './users/enums.js';
export * from './workspaces/domain-names.js';
export * from './workspaces/enums.js';
export * from './live/live-protocol.js';
export * from './money/roubles.js';
