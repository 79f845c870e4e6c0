import { LegalDocument, type LegalSection } from '../../common/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'privacy-general', titleId: 'marketing.privacy.general.title', bodyId: 'marketing.privacy.general.body' },
  { id: 'privacy-data', titleId: 'marketing.privacy.data.title', bodyId: 'marketing.privacy.data.body' },
  { id: 'privacy-purposes', titleId: 'marketing.privacy.purposes.title', bodyId: 'marketing.privacy.purposes.body' },
  { id: 'privacy-grounds', titleId: 'marketing.privacy.grounds.title', bodyId: 'marketing.privacy.grounds.body' },
  { id: 'privacy-cookies', titleId: 'marketing.privacy.cookies.title', bodyId: 'marketing.privacy.cookies.body' },
  { id: 'privacy-sharing', titleId: 'marketing.privacy.sharing.title', bodyId: 'marketing.privacy.sharing.body' },
  { id: 'privacy-storage', titleId: 'marketing.privacy.storage.title', bodyId: 'marketing.privacy.storage.body' },
  { id: 'privacy-rights', titleId: 'marketing.privacy.rights.title', bodyId: 'marketing.privacy.rights.body' },
  { id: 'privacy-changes', titleId: 'marketing.privacy.changes.title', bodyId: 'marketing.privacy.changes.body' },
];

/** privacy: the personal data processing policy. */
export default function PrivacyPage() {
  return <LegalDocument titleId="marketing.privacy.title" introId="marketing.privacy.intro" sections={SECTIONS} />;
}
