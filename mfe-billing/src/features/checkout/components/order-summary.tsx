import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { panelStyle, type Locale } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { usePlanName } from '@stepwise/shared/api';
import { useRub } from '../../../common/format/money';
import type { CheckoutTarget } from '../../../common/checkout/checkout-target';
import { PERIOD_LABELS } from '../../../common/format/period';

/**
 * What the user is about to pay for: workspace, plan, period and amount (per member explained); on a
 * plan change, the arithmetic too: new price, the credit of the current plan, what is due now.
 */
export function OrderSummary({ target }: { target: CheckoutTarget }) {
  const theme = useTheme();
  const intl = useIntl();
  const rub = useRub();
  const planName = usePlanName('mfe_billing');
  const titleId = useId();
  const unitPrice = target.period === 'annual' ? target.plan.prices.annual : target.plan.prices.monthly;
  const { preview } = target;
  const prorated = preview.credit > 0 || preview.credit_balance > 0;
  const row = { display: 'flex', justifyContent: 'space-between', gap: theme.space.md, margin: 0 } as const;
  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h3 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="billing.summary.title" />
      </h3>
      <dl css={{ display: 'grid', gap: theme.space.xs, margin: 0 }}>
        <div css={row}>
          <dt>
            <FormattedMessage id="billing.summary.workspace" />
          </dt>
          <dd css={{ margin: 0, fontWeight: 600 }}>{target.workspace.name}</dd>
        </div>
        <div css={row}>
          <dt>
            <FormattedMessage id="billing.summary.plan" />
          </dt>
          <dd css={{ margin: 0, fontWeight: 600 }}>{target.plan.name[intl.locale as Locale]}</dd>
        </div>
        <div css={row}>
          <dt>
            <FormattedMessage id="billing.summary.period" />
          </dt>
          <dd css={{ margin: 0, fontWeight: 600 }}>
            <FormattedMessage id={PERIOD_LABELS[target.period]} />
          </dd>
        </div>
        {prorated && (
          <>
            <div css={row}>
              <dt>
                <FormattedMessage id="billing.summary.newPrice" />
              </dt>
              <dd css={{ margin: 0 }} data-testid="order-price">
                {rub(preview.price)}
              </dd>
            </div>
            {preview.credit > 0 && preview.current && (
              <div css={row}>
                <dt>
                  <FormattedMessage id="billing.summary.credit" values={{ plan: planName(preview.current.plan) }} />
                </dt>
                <dd css={{ margin: 0 }} data-testid="order-credit">
                  −{rub(preview.credit)}
                </dd>
              </div>
            )}
            {preview.credit_balance > 0 && (
              <div css={row}>
                <dt>
                  <FormattedMessage id="billing.summary.balance" />
                </dt>
                <dd css={{ margin: 0 }} data-testid="order-balance">
                  −{rub(preview.credit_balance)}
                </dd>
              </div>
            )}
          </>
        )}
        <div css={row}>
          <dt>
            <FormattedMessage id={prorated ? 'billing.summary.due' : 'billing.summary.amount'} />
          </dt>
          <dd css={{ margin: 0, fontWeight: 700 }} data-testid="order-amount">
            {rub(preview.amount_due)}
          </dd>
        </div>
        <div css={row}>
          <dt>
            <FormattedMessage id="billing.summary.periodEnd" />
          </dt>
          <dd css={{ margin: 0 }} data-testid="order-period-end">
            <LocalDate value={preview.period_end} />
          </dd>
        </div>
      </dl>
      {preview.credit_left > 0 && (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="billing.summary.creditLeft" values={{ amount: rub(preview.credit_left) }} />
        </p>
      )}
      {target.billableMembers !== null && (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage
            id={target.period === 'annual' ? 'billing.summary.perMember.annual' : 'billing.summary.perMember.monthly'}
            values={{ price: rub(unitPrice), count: target.billableMembers, total: rub(target.amount) }}
          />
        </p>
      )}
    </section>
  );
}
