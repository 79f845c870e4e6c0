import { LegalDocument, type LegalSection } from '../../common/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'terms-definitions', titleId: 'marketing.terms.definitions.title', bodyId: 'marketing.terms.definitions.body' },
  { id: 'terms-account', titleId: 'marketing.terms.account.title', bodyId: 'marketing.terms.account.body' },
  { id: 'terms-workspaces', titleId: 'marketing.terms.workspaces.title', bodyId: 'marketing.terms.workspaces.body' },
  { id: 'terms-plans', titleId: 'marketing.terms.plans.title', bodyId: 'marketing.terms.plans.body' },
  { id: 'terms-content', titleId: 'marketing.terms.content.title', bodyId: 'marketing.terms.content.body' },
  { id: 'terms-rules', titleId: 'marketing.terms.rules.title', bodyId: 'marketing.terms.rules.body' },
  { id: 'terms-availability', titleId: 'marketing.terms.availability.title', bodyId: 'marketing.terms.availability.body' },
  { id: 'terms-liability', titleId: 'marketing.terms.liability.title', bodyId: 'marketing.terms.liability.body' },
  { id: 'terms-termination', titleId: 'marketing.terms.termination.title', bodyId: 'marketing.terms.termination.body' },
  { id: 'terms-final', titleId: 'marketing.terms.final.title', bodyId: 'marketing.terms.final.body' },
];

/** terms: the terms of use of the site and the service. */
export default function TermsPage() {
  return <LegalDocument titleId="marketing.terms.title" introId="marketing.terms.intro" sections={SECTIONS} />;
}
