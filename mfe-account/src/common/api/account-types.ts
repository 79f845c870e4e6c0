// The workspace types are the contract's (types only: no schema code reaches the bundle).
import type { MemberRole, SubscriptionStatus, WorkspaceResponse, WorkspaceSubscriptionResponse } from '@stepwise/contracts';

export type { SubscriptionStatus };
/** A workspace subscription as the API returns it (only plan, status and end date are shown). */
export type WorkspaceSubscription = WorkspaceSubscriptionResponse;
export type WorkspaceRole = MemberRole;
export type Workspace = WorkspaceResponse;

export type { Card, CardBrand } from '@stepwise/shared/billing';

export { PAYMENT_STATUSES, type PaymentStatus } from '@stepwise/shared/billing';

/** A payment as `GET payments` lists it (the API contract's shape). */
export type { PaymentResponse as Payment } from '@stepwise/contracts';

/** A page of a paged list: `{ data, meta }`. */
export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}
