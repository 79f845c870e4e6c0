import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, supportEmail, type RouteName } from '@stepwise/shared';
import { COMPANY, LEGAL_REVISION_DATE } from '../company';
import { richText } from './rich-text';

export interface LegalSection {
  /** Anchor of the section (unique on the page). */
  id: string;
  titleId: string;
  /** Rich text: <p>, <ul>/<ol>/<li>, <b>; placeholders {company}, {address}, {inn}, {kpp}, {ogrn}, {email}. */
  bodyId: string;
}

export interface LegalDocumentProps {
  titleId: string;
  introId: string;
  sections: readonly LegalSection[];
}

const routeTag = (to: RouteName) =>
  function RouteTag(chunks: ReactNode[]) {
    return <RouteLink to={to}>{chunks}</RouteLink>;
  };

/** The values every legal text may use: company details, the support address, links to other documents. */
function useLegalValues() {
  const intl = useIntl();
  const email = supportEmail();
  return {
    ...richText,
    company: intl.formatMessage({ id: 'marketing.company.name' }),
    address: intl.formatMessage({ id: 'marketing.company.address' }),
    inn: COMPANY.inn,
    kpp: COMPANY.kpp,
    ogrn: COMPANY.ogrn,
    email: <a href={`mailto:${email}`}>{email}</a>,
    privacy: routeTag('privacy'),
    terms: routeTag('terms'),
    license: routeTag('license'),
    payments: routeTag('payments'),
    pricing: routeTag('pricing'),
    contacts: routeTag('contacts'),
  };
}

/** A legal document: title, revision date, contents and numbered sections. */
export function LegalDocument({ titleId, introId, sections }: LegalDocumentProps) {
  const theme = useTheme();
  const values = useLegalValues();
  return (
    <article
      css={{
        maxWidth: '48rem',
        padding: `${theme.space.xl} 0`,
        lineHeight: 1.6,
        'ul, ol': { paddingLeft: theme.space.lg },
        li: { marginBottom: theme.space.xs },
      }}
    >
      <header>
        <h1 css={{ fontSize: theme.fontSizes.xxl, lineHeight: 1.15, margin: `0 0 ${theme.space.sm}` }}>
          <FormattedMessage id={titleId} />
        </h1>
        <p css={{ color: theme.colors.textMuted, marginTop: 0 }}>
          <FormattedMessage
            id="marketing.legal.revision"
            values={{ date: <FormattedDate value={LEGAL_REVISION_DATE} day="numeric" month="long" year="numeric" timeZone="UTC" /> }}
          />
        </p>
        <div>
          <FormattedMessage id={introId} values={values} />
        </div>
      </header>
      <nav
        aria-labelledby="legal-contents"
        css={{ margin: `${theme.space.lg} 0`, padding: theme.space.md, background: theme.colors.surface, borderRadius: theme.radii.md }}
      >
        <h2 id="legal-contents" css={{ fontSize: theme.fontSizes.md, margin: 0 }}>
          <FormattedMessage id="marketing.legal.contents" />
        </h2>
        <ol css={{ margin: `${theme.space.sm} 0 0` }}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <FormattedMessage id={section.titleId} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} css={{ scrollMarginTop: theme.space.lg }}>
          <h2 id={section.id} tabIndex={-1} css={{ fontSize: theme.fontSizes.lg, marginTop: theme.space.xl }}>
            {index + 1}. <FormattedMessage id={section.titleId} />
          </h2>
          <FormattedMessage id={section.bodyId} values={values} />
        </section>
      ))}
    </article>
  );
}
