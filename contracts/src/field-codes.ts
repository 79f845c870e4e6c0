/**
 * The per-field codes of a 400 `validation_failed` (`fields: { name: code }`). The API sends them,
 * the front ends map each to a localized message; nothing else may appear.
 */
export const FIELD_CODES = [
  'required',
  'invalid',
  'min_length',
  'max_length',
  'mismatch',
  'taken',
  'wrong',
  // A workspace domain's rules (rules/workspace-domain.ts).
  'too_short',
  'too_long',
  'reserved',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** The bank-transfer form's codes (`POST payment/bank-transfer`); `mailAddress.<field>` for the mail address. */
export const BANK_TRANSFER_FIELD_CODES = [
  'required',
  'invalid',
  'too_long',
  'itn_invalid',
  'iec_invalid',
  'iec_not_applicable',
  'zipcode_invalid',
  'phone_invalid',
] as const;
export type BankTransferFieldCode = (typeof BANK_TRANSFER_FIELD_CODES)[number];
