import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LocalDate, RouteLink, formatRub, usePlanName, visuallyHidden, EmptyState, LoadError, LoadingStatus, type Locale } from '@stepwise/shared';
import { AccountPage } from '../../common/components/account-page';
import { Pagination } from '../../common/components/pagination';
import { useAccountPaymentsQuery } from './api/payments-api';
import { PaymentStatusBadge } from './components/payment-status';
import { PAYMENT_TYPE_LABELS } from './payment-labels';

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
  const cell = { padding: theme.space.sm, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left' as const, verticalAlign: 'top' as const };

  return (
    <AccountPage titleId="account.payments.title">
      {isFetching && !shown && <LoadingStatus />}
      {error && !shown && <LoadError error={error} onRetry={() => void refetch()} />}
      {meta && meta.total === 0 && <EmptyState titleId="account.payments.empty.title" textId="account.payments.empty.text" />}
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
            <table css={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption css={visuallyHidden}>
                <FormattedMessage id="account.payments.caption" values={{ page: meta.page, lastPage: meta.last_page }} />
              </caption>
              <thead>
                <tr>
                  {['account.payments.column.date', 'account.payments.column.workspace', 'account.payments.column.rate', 'account.payments.column.type', 'account.payments.column.amount', 'account.payments.column.status'].map((id) => (
                    <th key={id} scope="col" css={{ ...cell, color: theme.colors.textMuted, fontWeight: 600 }}>
                      {intl.formatMessage({ id })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.uuid}>
                    <td css={cell}>
                      <LocalDate value={payment.created_at} />
                    </td>
                    <td css={cell}>{payment.workspace.name}</td>
                    <td css={cell}>{planName(payment.rate)}</td>
                    <td css={cell}>
                      <FormattedMessage id={PAYMENT_TYPE_LABELS[payment.payment_type] ?? PAYMENT_TYPE_LABELS.monthly} />
                    </td>
                    <td css={{ ...cell, whiteSpace: 'nowrap' }}>{formatRub(payment.amount, intl.locale as Locale)}</td>
                    <td css={cell}>
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
