import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { CtaBlock } from '../../common/components/cta-block';
import { PageIntro } from '../../common/components/page-intro';
import { richText } from '../../common/components/rich-text';
import { TextCards } from '../../common/components/text-cards';

const PRINCIPLES = [
  ['marketing.about.principles.honest.title', 'marketing.about.principles.honest.text'],
  ['marketing.about.principles.focus.title', 'marketing.about.principles.focus.text'],
  ['marketing.about.principles.calendar.title', 'marketing.about.principles.calendar.text'],
  ['marketing.about.principles.data.title', 'marketing.about.principles.data.text'],
] as const;

/** about: who makes Stepwise and why. */
export default function AboutPage() {
  const theme = useTheme();
  const intl = useIntl();
  const values = {
    ...richText,
    company: intl.formatMessage({ id: 'marketing.company.name' }),
    contacts: (chunks: ReactNode[]) => <RouteLink to="contacts">{chunks}</RouteLink>,
    features: (chunks: ReactNode[]) => <RouteLink to="features">{chunks}</RouteLink>,
  };
  const section = { padding: `${theme.space.lg} 0`, maxWidth: '48rem', lineHeight: 1.6 } as const;
  return (
    <article>
      <PageIntro titleId="marketing.about.title" leadId="marketing.about.lead" />
      <section aria-labelledby="about-story" css={section}>
        <h2 id="about-story" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.about.story.title" />
        </h2>
        <FormattedMessage id="marketing.about.story.body" values={values} />
      </section>
      <section aria-labelledby="about-principles" css={{ padding: `${theme.space.lg} 0` }}>
        <h2 id="about-principles" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.about.principles.title" />
        </h2>
        <TextCards cards={PRINCIPLES} columns={4} gap={theme.space.lg} />
      </section>
      <section aria-labelledby="about-work" css={section}>
        <h2 id="about-work" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.about.work.title" />
        </h2>
        <FormattedMessage id="marketing.about.work.body" values={values} />
      </section>
      <section aria-labelledby="about-company" css={section}>
        <h2 id="about-company" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.about.company.title" />
        </h2>
        <FormattedMessage id="marketing.about.company.body" values={values} />
      </section>
      <CtaBlock />
    </article>
  );
}
