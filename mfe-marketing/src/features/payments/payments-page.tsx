import { LegalDocument, type LegalSection } from '../../common/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'payments-methods', titleId: 'marketing.payments.methods.title', bodyId: 'marketing.payments.methods.body' },
  { id: 'payments-card', titleId: 'marketing.payments.card.title', bodyId: 'marketing.payments.card.body' },
  { id: 'payments-security', titleId: 'marketing.payments.security.title', bodyId: 'marketing.payments.security.body' },
  { id: 'payments-saved', titleId: 'marketing.payments.saved.title', bodyId: 'marketing.payments.saved.body' },
  { id: 'payments-receipts', titleId: 'marketing.payments.receipts.title', bodyId: 'marketing.payments.receipts.body' },
  { id: 'payments-refunds', titleId: 'marketing.payments.refunds.title', bodyId: 'marketing.payments.refunds.body' },
  { id: 'payments-transfer', titleId: 'marketing.payments.transfer.title', bodyId: 'marketing.payments.transfer.body' },
  { id: 'payments-declined', titleId: 'marketing.payments.declined.title', bodyId: 'marketing.payments.declined.body' },
];

/** payments: how paying by card (and by bank transfer) works. */
export default function PaymentsPage() {
  return <LegalDocument titleId="marketing.payments.title" introId="marketing.payments.intro" sections={SECTIONS} />;
}
