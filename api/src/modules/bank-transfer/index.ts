/** Bank-transfer documents: the payer's form, the invoice number, dates and PDF. No routes of its own. */
export { bankTransferFormProperties, PostalAddressInput, validateBankTransferForm, type NormalisedBankTransferForm } from './bank-transfer-form.js';
export { invoiceYear } from './invoice-dates.js';
export { canonicalInvoiceNumber, formatInvoiceNumber } from './invoice-number.js';
export { renderInvoicePdf } from './invoice-pdf.js';
