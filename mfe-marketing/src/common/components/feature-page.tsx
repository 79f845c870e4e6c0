import type { ComponentType } from 'react';
import type { RouteName } from '@stepwise/shared';
import { CtaBlock } from './cta-block';
import { FeatureNav } from './feature-nav';
import { IllustratedSection } from './illustrated-section';
import { PageIntro } from './page-intro';
import { StartActions } from './start-actions';

export interface FeatureSectionConfig {
  id: string;
  titleId: string;
  textId: string;
  pointIds?: readonly string[];
  Illustration: ComponentType;
}

export interface FeaturePageProps {
  route: RouteName;
  titleId: string;
  leadId: string;
  sections: readonly FeatureSectionConfig[];
}

/** A feature page: h1 and lead, illustrated sections, a call to register and the other features. */
export function FeaturePage({ route, titleId, leadId, sections }: FeaturePageProps) {
  return (
    <article>
      <PageIntro titleId={titleId} leadId={leadId}>
        <StartActions />
      </PageIntro>
      {sections.map((section, index) => (
        <IllustratedSection key={section.id} {...section} reverse={index % 2 === 1} />
      ))}
      <CtaBlock />
      <FeatureNav current={route} />
    </article>
  );
}
