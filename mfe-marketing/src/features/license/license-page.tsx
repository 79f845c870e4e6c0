import { LegalDocument, type LegalSection } from '../../common/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'license-general', titleId: 'marketing.license.general.title', bodyId: 'marketing.license.general.body' },
  { id: 'license-subject', titleId: 'marketing.license.subject.title', bodyId: 'marketing.license.subject.body' },
  { id: 'license-limits', titleId: 'marketing.license.limits.title', bodyId: 'marketing.license.limits.body' },
  { id: 'license-fee', titleId: 'marketing.license.fee.title', bodyId: 'marketing.license.fee.body' },
  { id: 'license-obligations', titleId: 'marketing.license.obligations.title', bodyId: 'marketing.license.obligations.body' },
  { id: 'license-liability', titleId: 'marketing.license.liability.title', bodyId: 'marketing.license.liability.body' },
  { id: 'license-term', titleId: 'marketing.license.term.title', bodyId: 'marketing.license.term.body' },
  { id: 'license-details', titleId: 'marketing.license.details.title', bodyId: 'marketing.license.details.body' },
];

/** license: the licence agreement (public offer) for the Stepwise software. */
export default function LicensePage() {
  return <LegalDocument titleId="marketing.license.title" introId="marketing.license.intro" sections={SECTIONS} />;
}
