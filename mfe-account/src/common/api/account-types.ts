// The workspace types are the contract's (types only: no schema code reaches the bundle).
import type { PlanCode } from '@stepwise/shared';
import type { MemberRole, SubscriptionStatus, WorkspaceResponse, WorkspaceSubscriptionResponse } from '@stepwise/contracts';

export type { SubscriptionStatus };
/** A workspace subscription as the API returns it (only plan, status and end date are shown). */
export type WorkspaceSubscription = WorkspaceSubscriptionResponse;
export type WorkspaceRole = MemberRole;
export type Workspace = WorkspaceResponse;

export type { Card, CardBrand } from '@stepwise/shared';

export const PAYMENT_STATUSES = ['pending', 'authorized', 'charged', 'cancelled', 'declined', 'cancel_pending', 'confirm_pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payment {
  uuid: string;
  status: PaymentStatus;
  payment_type: 'annual' | 'monthly';
  rate: PlanCode;
  workspace: { id: number; name: string };
  amount: number;
  currency: 'RUB';
  created_at: string;
}

/** A page of a paged list: `{ data, meta }`. */
export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}
