import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, supportEmail } from '@stepwise/shared';
import { PageIntro } from '../../common/components/page-intro';
import { FeedbackForm } from '../feedback';
import { CompanyDetails } from './components/company-details';

/** contacts: the support address, the company's details and the feedback form. */
export default function ContactsPage() {
  const theme = useTheme();
  const email = supportEmail();
  const heading = { fontSize: theme.fontSizes.xl, marginTop: 0 } as const;
  const section = { padding: `${theme.space.lg} 0` } as const;
  return (
    <article>
      <PageIntro titleId="marketing.contacts.title" leadId="marketing.contacts.lead" />
      <section aria-labelledby="contacts-support" css={section}>
        <h2 id="contacts-support" css={heading}>
          <FormattedMessage id="marketing.contacts.support.title" />
        </h2>
        <p css={{ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }}>
          <a href={`mailto:${email}`} data-testid="support-email">
            {email}
          </a>
        </p>
        <p css={{ maxWidth: '44rem' }}>
          <FormattedMessage id="marketing.contacts.support.text" />
        </p>
        <p css={{ maxWidth: '44rem' }}>
          <FormattedMessage
            id="marketing.contacts.support.payments"
            values={{ payments: (chunks: ReactNode[]) => <RouteLink to="payments">{chunks}</RouteLink> }}
          />
        </p>
      </section>
      <section aria-labelledby="contacts-details" css={section}>
        <h2 id="contacts-details" css={heading}>
          <FormattedMessage id="marketing.contacts.details.title" />
        </h2>
        <CompanyDetails />
      </section>
      <section aria-labelledby="contacts-feedback" css={section}>
        <h2 id="contacts-feedback" css={heading}>
          <FormattedMessage id="marketing.contacts.feedback.title" />
        </h2>
        <p css={{ maxWidth: '40rem', color: theme.colors.textMuted }}>
          <FormattedMessage id="marketing.contacts.feedback.lead" />
        </p>
        <FeedbackForm />
      </section>
    </article>
  );
}
