// The bank-transfer feature's public surface: what the other billing features may use.
export { BankTransferForm } from './bank-transfer-form';
export { INITIAL_BANK_TRANSFER_VALUES, type BankTransferValues } from './bank-transfer-fields';
export { InvoiceDownload } from './invoice-download';
