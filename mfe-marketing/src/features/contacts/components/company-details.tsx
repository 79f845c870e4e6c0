import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMPANY } from '../../../common/company';

/** Registration and bank details of the company, as a definition list. */
export function CompanyDetails() {
  const theme = useTheme();
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    ['marketing.contacts.details.name', intl.formatMessage({ id: 'marketing.company.name' })],
    ['marketing.contacts.details.address', intl.formatMessage({ id: 'marketing.company.address' })],
    ['marketing.contacts.details.inn', COMPANY.inn],
    ['marketing.contacts.details.kpp', COMPANY.kpp],
    ['marketing.contacts.details.ogrn', COMPANY.ogrn],
    ['marketing.contacts.details.bank', intl.formatMessage({ id: 'marketing.company.bank' })],
    ['marketing.contacts.details.bic', COMPANY.bic],
    ['marketing.contacts.details.correspondentAccount', COMPANY.correspondentAccount],
    ['marketing.contacts.details.settlementAccount', COMPANY.settlementAccount],
  ];
  return (
    <dl
      data-testid="company-details"
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
        gap: `${theme.space.sm} ${theme.space.lg}`,
        margin: 0,
        [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id={label} />
          </dt>
          <dd css={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', [theme.breakpoints.mobile]: { marginBottom: theme.space.sm } }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
