import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ErrorPanel, RouteLink, pathFor, toApiError, useSilentFailure, LoadError, LoadingStatus, type Locale } from '@stepwise/shared';
import { StepIndicator } from '@stepwise/shared/app-kit';
import { useHideCardSecurity, type BankTransferResult, type Subscription } from '@stepwise/shared/billing';
import { useGetCardsQuery, useInitPaymentMutation, usePayWithSavedCardMutation } from '@stepwise/shared/api';
import { BillingPage } from '../../common/components/billing-page';
import { useCheckoutRoutes, useEmbed } from '../../common/embed/embed-context';
import { BankTransferForm, INITIAL_BANK_TRANSFER_VALUES, type BankTransferValues } from '../bank-transfer';
import { attemptKey } from '../../common/checkout/attempt-key';
import { payWithCardWidget } from './card-widget-payment';
import { purposeLine } from './purpose-line';
import { CHECKOUT_STEPS, STEP_TITLES, type CheckoutStep } from './checkout-steps';
import { CreditCoversChange, PlanChanged } from './components/credit-covers-change';
import { InvoiceReady } from './components/invoice-ready';
import { NothingToPay } from './components/nothing-to-pay';
import { OrderSummary } from './components/order-summary';
import { PaymentMethodPicker, type PaymentMethod } from './components/payment-method-picker';
import { SavedCardPicker } from './components/saved-card-picker';
import type { CheckoutTarget } from '../../common/checkout/checkout-target';
import { useCheckoutTarget } from './hooks/use-checkout-target';

/** Answers of payment/with-card after which the payment has an outcome the result page explains. */
const RESULT_PAGE_CODES = new Set(['payment_declined', 'payment_in_progress']);

/** subscription-payment (and its embeddable variant): payment method, data form, result. */
export function CheckoutScreen() {
  const state = useCheckoutTarget();
  // Kept here: once the change is made, the refreshed preview no longer describes it.
  const [changed, setChanged] = useState<{ subscription: Subscription; workspaceId: number } | null>(null);
  if (changed) {
    return (
      <BillingPage titleId="billing.checkout.title">
        <PlanChanged subscription={changed.subscription} workspaceId={changed.workspaceId} />
      </BillingPage>
    );
  }
  return (
    <BillingPage titleId="billing.checkout.title">
      {state.state === 'loading' && <LoadingStatus />}
      {state.state === 'failed' && <LoadError error={state.error as Parameters<typeof LoadError>[0]['error']} onRetry={state.retry} />}
      {state.state === 'invalid' && <NothingToPay />}
      {state.state === 'ready' &&
        (state.target.preview.amount_due === 0 ? (
          <CreditCoversChange target={state.target} onChanged={(subscription) => setChanged({ subscription, workspaceId: state.target.workspace.id })} />
        ) : (
          <Checkout target={state.target} />
        ))}
    </BillingPage>
  );
}

function Checkout({ target }: { target: CheckoutTarget }) {
  const theme = useTheme();
  const intl = useIntl();
  const navigate = useNavigate();
  const embed = useEmbed();
  const routes = useCheckoutRoutes();
  const { data: cards, error: cardsError } = useGetCardsQuery();
  useSilentFailure('mfe_billing', cardsError, 'loading the cards');
  const [initPayment] = useInitPaymentMutation();
  const [payWithSavedCard] = usePayWithSavedCardMutation();

  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<CheckoutStep>('method');
  // The result page's "pay by bank transfer" comes back with ?method=bank_transfer.
  const [method, setMethod] = useState<PaymentMethod>(searchParams.get('method') === 'bank_transfer' ? 'bank_transfer' : 'new_card');
  const [cardUuid, setCardUuid] = useState<string | null>(null);
  const bankValues = useRef<BankTransferValues>(INITIAL_BANK_TRANSFER_VALUES);
  const [invoice, setInvoice] = useState<BankTransferResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const savedCards = cards ?? [];
  const available: PaymentMethod[] = savedCards.length > 0 ? ['new_card', 'saved_card', 'bank_transfer'] : ['new_card', 'bank_transfer'];
  const chosenMethod: PaymentMethod = available.includes(method) ? method : 'new_card';
  const chosenCard = savedCards.find((card) => card.uuid === cardUuid) ?? savedCards[0];
  const subject = { workspaceId: target.workspace.id, plan: target.plan.code, period: target.period };
  useHideCardSecurity(chosenMethod === 'bank_transfer' && step !== 'method');

  function goTo(next: CheckoutStep) {
    setFailure(null);
    setStep(next);
  }

  function fail(messageId: string, payment: string | null, code: string) {
    setFailure(messageId);
    setBusy(false);
    embed?.channel.post({ type: 'failure', payment, code });
  }

  function showResult(payment: string) {
    navigate(pathFor(routes.result, { params: { subscription: target.subscriptionUuid }, query: { payment, ...routes.carry } }));
  }

  async function startPayment() {
    setFailure(null);
    setBusy(true);
    const result = await initPayment({
      workspace_id: target.workspace.id,
      plan: target.plan.code,
      price_type: target.period,
      idempotency_key: attemptKey('card', subject),
    });
    if ('error' in result) {
      fail('billing.error.initCard', null, toApiError(result.error).code);
      return null;
    }
    return result.data;
  }

  async function payWithNewCard() {
    const payment = await startPayment();
    if (!payment) return;
    if (payment.status !== 'pending' || !payment.widget) {
      showResult(payment.uuid);
      return;
    }
    try {
      const description = purposeLine(intl, { plan: target.plan, period: target.period, workspaceName: target.workspace.name });
      await payWithCardWidget({ ...payment.widget, description }, intl.locale as Locale);
    } catch (error) {
      console.error('[mfe_billing] the card widget could not be opened', error);
      fail('billing.error.initCard', payment.uuid, 'widget_unavailable');
      return;
    }
    showResult(payment.uuid);
  }

  async function payWithChosenCard() {
    if (!chosenCard) return;
    const payment = await startPayment();
    if (!payment) return;
    if (payment.status !== 'pending') {
      showResult(payment.uuid);
      return;
    }
    const paid = await payWithSavedCard({ uuid: payment.uuid, card_uuid: chosenCard.uuid, idempotency_key: attemptKey('card', subject) });
    if ('error' in paid) {
      const { code } = toApiError(paid.error);
      if (RESULT_PAGE_CODES.has(code)) showResult(payment.uuid);
      else fail('billing.error.savedCard', payment.uuid, code);
      return;
    }
    showResult(paid.data.uuid);
  }

  const stepTitles = CHECKOUT_STEPS.map((each) => intl.formatMessage({ id: STEP_TITLES[each] }));
  const stepIndex = CHECKOUT_STEPS.indexOf(step);
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <StepIndicator
        label={intl.formatMessage({ id: 'billing.checkout.steps' })}
        steps={stepTitles}
        current={stepIndex}
        doneLabel={intl.formatMessage({ id: 'billing.checkout.stepDone' })}
      />
      <h2 ref={headingRef} tabIndex={-1} css={{ margin: 0, fontSize: theme.fontSizes.lg, outline: 'none' }}>
        <FormattedMessage id="billing.checkout.stepHeading" values={{ step: stepIndex + 1, total: stepTitles.length, title: stepTitles[stepIndex] }} />
      </h2>
      {failure && <ErrorPanel titleId={failure} />}

      {step === 'method' && (
        <>
          <OrderSummary target={target} />
          <PaymentMethodPicker value={chosenMethod} onChange={setMethod} available={available} />
          <div>
            <Button onClick={() => goTo('details')}>
              <FormattedMessage id="billing.checkout.next" />
            </Button>
          </div>
        </>
      )}

      {step === 'details' && (
        <>
          {chosenMethod !== 'bank_transfer' && <OrderSummary target={target} />}
          {chosenMethod === 'saved_card' && chosenCard && <SavedCardPicker cards={savedCards} value={chosenCard.uuid} onChange={setCardUuid} />}
          {chosenMethod === 'bank_transfer' && (
            <>
              <OrderSummary target={target} />
              <p css={{ margin: 0 }}>
                <FormattedMessage id="billing.bank.intro" />
              </p>
              <BankTransferForm
                target={target}
                savedValues={bankValues.current}
                onValuesChange={(values) => (bankValues.current = values)}
                onInvoice={(result) => {
                  setInvoice(result);
                  goTo('result');
                }}
                onFailure={(code) => embed?.channel.post({ type: 'failure', payment: null, code })}
              />
            </>
          )}
          <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => goTo('method')} disabled={busy}>
              <FormattedMessage id="billing.checkout.back" />
            </Button>
            {chosenMethod === 'new_card' && (
              <Button busy={busy} onClick={() => void payWithNewCard()}>
                <FormattedMessage id={busy ? 'billing.checkout.paying' : 'billing.checkout.pay'} />
              </Button>
            )}
            {chosenMethod === 'saved_card' && chosenCard && (
              <Button busy={busy} onClick={() => void payWithChosenCard()}>
                <FormattedMessage id={busy ? 'billing.checkout.paying' : 'billing.checkout.pay'} />
              </Button>
            )}
          </div>
        </>
      )}

      {step === 'result' && invoice && <InvoiceReady invoice={invoice} subscriptionUuid={target.subscriptionUuid} />}
      {!embed && (
        <p css={{ margin: 0 }}>
          <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: String(target.workspace.id) }}>
            <FormattedMessage id="billing.checkout.backToAccount" />
          </RouteLink>
        </p>
      )}
    </div>
  );
}
