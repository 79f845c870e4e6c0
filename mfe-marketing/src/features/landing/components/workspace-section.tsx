import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { IllustratedSection } from '../../../common/components/illustrated-section';
import { KnowledgePageIllustration } from '../../../common/illustrations/knowledge-page-illustration';

const PARTS = [
  ['marketing.landing.workspace.knowledge.title', 'marketing.landing.workspace.knowledge.text'],
  ['marketing.landing.workspace.workload.title', 'marketing.landing.workspace.workload.text'],
  ['marketing.landing.workspace.chat.title', 'marketing.landing.workspace.chat.text'],
  ['marketing.landing.workspace.notifications.title', 'marketing.landing.workspace.notifications.text'],
  ['marketing.landing.workspace.reports.title', 'marketing.landing.workspace.reports.text'],
  ['marketing.landing.workspace.languages.title', 'marketing.landing.workspace.languages.text'],
] as const;

/** Everything else the team gets in the same workspace. */
export function WorkspaceSection() {
  const theme = useTheme();
  return (
    <IllustratedSection
      id="landing-workspace"
      titleId="marketing.landing.workspace.title"
      textId="marketing.landing.workspace.text"
      Illustration={KnowledgePageIllustration}
      link={{ to: 'features-knowledge', labelId: 'marketing.landing.workspace.link' }}
      reverse
    >
      <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: theme.space.md, margin: `${theme.space.md} 0` }}>
        {PARTS.map(([title, text]) => (
          <div key={title}>
            <dt css={{ fontWeight: 700 }}>
              <FormattedMessage id={title} />
            </dt>
            <dd css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              <FormattedMessage id={text} />
            </dd>
          </div>
        ))}
      </dl>
    </IllustratedSection>
  );
}
