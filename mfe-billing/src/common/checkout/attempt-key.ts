import type { BillingPeriod, PlanCode } from '@stepwise/shared';

export type AttemptKind = 'card' | 'bank_transfer';

interface AttemptSubject {
  workspaceId: number;
  plan: PlanCode;
  period: BillingPeriod;
}

const PREFIX = 'stepwise:checkout-attempt';

function storageKey(kind: AttemptKind, { workspaceId, plan, period }: AttemptSubject): string {
  return `${PREFIX}:${kind}:${workspaceId}:${plan}:${period}`;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The idempotency key of the current payment attempt for this purchase. Kept in sessionStorage, so
 * a reload or a second click reuses it and the API returns the payment it already created instead
 * of starting another one.
 */
export function attemptKey(kind: AttemptKind, subject: AttemptSubject): string {
  const key = storageKey(kind, subject);
  try {
    const known = window.sessionStorage.getItem(key);
    if (known) return known;
    const created = newKey();
    window.sessionStorage.setItem(key, created);
    return created;
  } catch {
    return newKey();
  }
}

/** The attempt is over (the payment reached a final status): the next one gets a new key. */
export function finishAttempts(subject: AttemptSubject): void {
  try {
    for (const kind of ['card', 'bank_transfer'] as const) window.sessionStorage.removeItem(storageKey(kind, subject));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
