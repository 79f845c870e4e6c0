import type { PlanCode } from '@stepwise/shared';

/** A workspace subscription as the API returns it (only plan, status and end date are shown). */
export type SubscriptionStatus = 'trial' | 'active' | 'past_due' | 'cancelled' | 'expired';

export interface WorkspaceSubscription {
  uuid: string;
  plan: PlanCode;
  status: SubscriptionStatus;
  price_type: string;
  /** ISO date-time. */
  /** Null for the free plan, which never ends. */
  ends_at: string | null;
}

export type WorkspaceRole = 'admin' | 'member';

export interface Workspace {
  id: number;
  name: string;
  domain: string;
  role: WorkspaceRole;
  member_count: number;
  created_at: string;
  /** Absent only from a list item that leaves it to `GET workspaces/{id}/subscription`. */
  subscription?: WorkspaceSubscription | null;
}

export type { Card, CardBrand } from '@stepwise/shared';

export { PAYMENT_STATUSES, type PaymentStatus } from '@stepwise/shared';

/** A payment as `GET payments` lists it (the API contract's shape). */
export type { PaymentResponse as Payment } from '@stepwise/contracts';

/** A page of a paged list: `{ data, meta }`. */
export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}
