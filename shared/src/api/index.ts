/**
 * `@stepwise/shared/api`: the product's RTK Query api and the endpoints several apps use. An entry of
 * its own (a federation singleton like the package's root), so a page that queries nothing downloads
 * neither it nor RTK Query.
 */
export { apiSlice } from './api-slice';
export { baseQuery } from './base-query';
export * from './users-api';
export * from '../plans/plans-api';
export { usePlanName } from '../plans/use-plan-name';
export * from '../billing/cards-api';
export * from '../billing/billing-api';
