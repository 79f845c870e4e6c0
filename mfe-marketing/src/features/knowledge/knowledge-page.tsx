import { FeaturePage, type FeatureSectionConfig } from '../../common/components/feature-page';
import { ChatIllustration } from '../../common/illustrations/chat-illustration';
import { KnowledgePageIllustration } from '../../common/illustrations/knowledge-page-illustration';
import { WidgetsIllustration } from '../../common/illustrations/widgets-illustration';

const SECTIONS: readonly FeatureSectionConfig[] = [
  {
    id: 'knowledge-pages',
    titleId: 'marketing.knowledge.pages.title',
    textId: 'marketing.knowledge.pages.text',
    pointIds: ['marketing.knowledge.pages.point1', 'marketing.knowledge.pages.point2', 'marketing.knowledge.pages.point3'],
    Illustration: KnowledgePageIllustration,
  },
  {
    id: 'knowledge-widgets',
    titleId: 'marketing.knowledge.widgets.title',
    textId: 'marketing.knowledge.widgets.text',
    pointIds: ['marketing.knowledge.widgets.point1', 'marketing.knowledge.widgets.point2', 'marketing.knowledge.widgets.point3'],
    Illustration: WidgetsIllustration,
  },
  {
    id: 'knowledge-linked',
    titleId: 'marketing.knowledge.linked.title',
    textId: 'marketing.knowledge.linked.text',
    pointIds: ['marketing.knowledge.linked.point1', 'marketing.knowledge.linked.point2', 'marketing.knowledge.linked.point3'],
    Illustration: ChatIllustration,
  },
];

/** features-knowledge: the knowledge base. */
export default function KnowledgePage() {
  return <FeaturePage route="features-knowledge" titleId="marketing.knowledge.title" leadId="marketing.knowledge.lead" sections={SECTIONS} />;
}
