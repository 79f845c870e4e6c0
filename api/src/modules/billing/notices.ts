import type { PlanCode } from '../../db/schema/index.js';
import { paymentFailedMail, paymentReceiptMail, subscriptionExpiredMail, trialEndingMail, type MailTemplate } from '../../platform/mail/templates/index.js';
import type { BillingDeps } from './billing-deps.js';
import { findMailAddressee, findPlanNames, findWorkspaceName } from './repository/display-names-repository.js';

interface Recipient {
  userId: number;
  workspaceId: number;
  planCode: PlanCode;
}

/**
 * Writes one billing email, in the recipient's language, to the outbox. A failure is logged, never
 * thrown: the money side has already happened and must not be undone by it.
 */
async function sendBillingMail<Data>(
  deps: BillingDeps,
  template: MailTemplate<Data>,
  recipient: Recipient,
  data: (names: { firstName: string; workspaceName: string; planName: string }) => Data,
): Promise<void> {
  try {
    const [user, workspace, plan] = await Promise.all([
      findMailAddressee(deps.db, recipient.userId),
      findWorkspaceName(deps.db, recipient.workspaceId),
      findPlanNames(deps.db, recipient.planCode),
    ]);
    if (!user || !workspace || !plan) return;
    const planName = user.lang === 'ru' ? plan.nameRu : plan.nameEn;
    await deps.mailer.enqueue(deps.db, template, {
      to: user.email,
      lang: user.lang,
      data: data({ firstName: user.firstName, workspaceName: workspace.name, planName }),
    });
  } catch (error) {
    deps.log.error({ err: error, mail: template.name }, 'billing mail not queued');
  }
}

export function sendPaymentReceipt(deps: BillingDeps, recipient: Recipient, amount: number, paidUntil: Date): Promise<void> {
  return sendBillingMail(deps, paymentReceiptMail, recipient, (names) => ({ ...names, amount, paidUntil }));
}

export function sendPaymentFailed(deps: BillingDeps, recipient: Recipient, amount: number, nextAttemptAt: Date | null): Promise<void> {
  return sendBillingMail(deps, paymentFailedMail, recipient, (names) => ({ ...names, amount, nextAttemptAt }));
}

export function sendSubscriptionExpired(deps: BillingDeps, recipient: Recipient, trial: boolean): Promise<void> {
  return sendBillingMail(deps, subscriptionExpiredMail, recipient, (names) => ({ ...names, trial }));
}

export function sendTrialEnding(deps: BillingDeps, recipient: Recipient, endsAt: Date): Promise<void> {
  return sendBillingMail(deps, trialEndingMail, recipient, (names) => ({ ...names, endsAt }));
}
