import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';

const QUESTIONS = [
  ['marketing.pricing.faq.trial.q', 'marketing.pricing.faq.trial.a'],
  ['marketing.pricing.faq.annual.q', 'marketing.pricing.faq.annual.a'],
  ['marketing.pricing.faq.activeUsers.q', 'marketing.pricing.faq.activeUsers.a'],
  ['marketing.pricing.faq.methods.q', 'marketing.pricing.faq.methods.a'],
  ['marketing.pricing.faq.change.q', 'marketing.pricing.faq.change.a'],
] as const;

/** Questions about paying, each opening in place (details/summary: keyboard-usable as is). */
export function PricingFaq() {
  const theme = useTheme();
  return (
    <section aria-labelledby="pricing-faq" css={{ padding: `${theme.space.xl} 0`, maxWidth: '48rem' }}>
      <h2 id="pricing-faq" css={{ fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="marketing.pricing.faq.title" />
      </h2>
      {QUESTIONS.map(([question, answer]) => (
        <details key={question} css={{ borderBottom: `1px solid ${theme.colors.border}`, padding: `${theme.space.md} 0` }}>
          <summary css={{ fontWeight: 600, cursor: 'pointer' }}>
            <FormattedMessage id={question} />
          </summary>
          <p css={{ marginBottom: 0 }}>
            <FormattedMessage
              id={answer}
              values={{
                payments: (chunks: ReactNode[]) => <RouteLink to="payments">{chunks}</RouteLink>,
                contacts: (chunks: ReactNode[]) => <RouteLink to="contacts">{chunks}</RouteLink>,
              }}
            />
          </p>
        </details>
      ))}
    </section>
  );
}
