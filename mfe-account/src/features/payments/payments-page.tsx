import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RouteLink, buttonLinkStyle, visuallyHidden, EmptyState, LoadError, LoadingStatus, type Locale } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { formatRub } from '@stepwise/shared/billing';
import { usePlanName } from '@stepwise/shared/api';
import { AccountPage } from '../../common/components/account-page';
import { Pagination } from '../../common/components/pagination';
import { useAccountPaymentsQuery } from './api/payments-api';
import { PaymentStatusBadge } from './components/payment-status';
import { PAYMENT_TYPE_LABELS } from './payment-labels';

const COLUMN_LABELS = {
  date: 'account.payments.column.date',
  workspace: 'account.payments.column.workspace',
  rate: 'account.payments.column.rate',
  type: 'account.payments.column.type',
  amount: 'account.payments.column.amount',
  status: 'account.payments.column.status',
} as const;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** account-payments: the payment history, a page at a time (the page is in the URL). */
export default function PaymentsPage() {
  const theme = useTheme();
  const intl = useIntl();
  const planName = usePlanName('mfe_account');
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { currentData, data, error, isFetching, refetch } = useAccountPaymentsQuery(page);
  // While another page loads, the one shown stays (marked busy), so the link just used keeps focus.
  const shown = currentData ?? (isFetching ? data : undefined);
  const payments = shown?.data;
  const meta = shown?.meta;
  const cell = {
    padding: theme.space.sm,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left' as const,
    verticalAlign: 'top' as const,
    // On a phone each payment is a card: one line per column, its name on the left, the value on the right.
    [theme.breakpoints.mobile]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.space.md,
      padding: `${theme.space.xs} 0`,
      borderBottom: 0,
      textAlign: 'right' as const,
      '&::before': { content: 'attr(data-label)', color: theme.colors.textMuted, textAlign: 'left' as const },
    },
  };
  const label = (column: keyof typeof COLUMN_LABELS) => intl.formatMessage({ id: COLUMN_LABELS[column] });

  return (
    <AccountPage titleId="account.payments.title">
      {isFetching && !shown && <LoadingStatus />}
      {error && !shown && <LoadError error={error} onRetry={() => void refetch()} />}
      {meta && meta.total === 0 && (
        <EmptyState
          titleId="account.payments.empty.title"
          textId="account.payments.empty.text"
          action={
            <RouteLink to="account-workspaces" css={buttonLinkStyle(theme)}>
              <FormattedMessage id="account.payments.empty.action" />
            </RouteLink>
          }
        />
      )}
      {meta && meta.total > 0 && payments?.length === 0 && (
        <p>
          <FormattedMessage id="account.payments.noSuchPage" />{' '}
          <RouteLink to="account-payments">
            <FormattedMessage id="account.payments.firstPage" />
          </RouteLink>
        </p>
      )}
      {meta && payments && payments.length > 0 && (
        <>
          <div aria-busy={isFetching || undefined} css={{ overflowX: 'auto', opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <table css={{ width: '100%', borderCollapse: 'collapse', [theme.breakpoints.mobile]: { '&, & tbody': { display: 'block' } } }}>
              <caption css={visuallyHidden}>
                <FormattedMessage id="account.payments.caption" values={{ page: meta.page, lastPage: meta.last_page }} />
              </caption>
              <thead css={{ [theme.breakpoints.mobile]: visuallyHidden }}>
                <tr>
                  {(Object.keys(COLUMN_LABELS) as Array<keyof typeof COLUMN_LABELS>).map((column) => (
                    <th
                      key={column}
                      scope="col"
                      css={{
                        padding: theme.space.sm,
                        borderBottom: `1px solid ${theme.colors.border}`,
                        textAlign: 'left',
                        color: theme.colors.textMuted,
                        fontWeight: 600,
                      }}
                    >
                      {label(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr
                    key={payment.uuid}
                    data-testid="payment-row"
                    css={{
                      [theme.breakpoints.mobile]: {
                        display: 'block',
                        padding: `${theme.space.sm} ${theme.space.md}`,
                        marginBottom: theme.space.sm,
                        border: `1px solid ${theme.colors.border}`,
                        borderRadius: theme.radii.md,
                      },
                    }}
                  >
                    <td css={cell} data-label={label('date')}>
                      <LocalDate value={payment.created_at} />
                    </td>
                    <td css={cell} data-label={label('workspace')}>
                      {payment.workspace.name}
                    </td>
                    <td css={cell} data-label={label('rate')}>
                      {planName(payment.rate)}
                    </td>
                    <td css={cell} data-label={label('type')}>
                      <FormattedMessage id={PAYMENT_TYPE_LABELS[payment.payment_type] ?? PAYMENT_TYPE_LABELS.monthly} />
                    </td>
                    <td css={{ ...cell, whiteSpace: 'nowrap', fontWeight: 600 }} data-label={label('amount')} data-testid="payment-amount">
                      {formatRub(payment.amount, intl.locale as Locale)}
                    </td>
                    <td css={cell} data-label={label('status')}>
                      <PaymentStatusBadge status={payment.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination to="account-payments" page={meta.page} lastPage={meta.last_page} labelId="account.payments.pages" />
        </>
      )}
    </AccountPage>
  );
}
