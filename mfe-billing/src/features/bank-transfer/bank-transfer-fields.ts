import { type ApiError } from '@stepwise/shared';
import { type BankTransferCompany, type PostalAddress } from '@stepwise/shared/billing';
import { digitsOf } from './bank-transfer-rules';

export interface AddressValues {
  region?: string;
  city?: string;
  address?: string;
  unit?: string;
  zipcode?: string;
}

export interface BankTransferValues extends AddressValues {
  companyName?: string;
  customerName?: string;
  customerPhone?: string;
  itn?: string;
  iec?: string;
  mailSameAsLegal?: boolean;
  mail?: AddressValues;
}

export const INITIAL_BANK_TRANSFER_VALUES: BankTransferValues = { mailSameAsLegal: true };

const text = (value: string | undefined) => (value ?? '').trim();
const optional = (value: string | undefined) => text(value) || undefined;

function address(values: AddressValues): PostalAddress {
  return { region: text(values.region), city: text(values.city), address: text(values.address), unit: optional(values.unit), zipcode: text(values.zipcode) };
}

/** The form's values as the API takes them (docs/payments.md §6). */
export function toBankTransferCompany(values: BankTransferValues): BankTransferCompany {
  return {
    companyName: text(values.companyName),
    customerName: text(values.customerName),
    customerPhone: text(values.customerPhone),
    itn: digitsOf(values.itn),
    iec: optional(values.iec)?.toUpperCase(),
    ...address(values),
    mailAddress: values.mailSameAsLegal === false ? address(values.mail ?? {}) : null,
  };
}

/** What each field says when the API finds it missing. */
const REQUIRED_MESSAGES: Record<string, string> = {
  companyName: 'billing.bank.error.companyName',
  customerName: 'billing.bank.error.customerName',
  customerPhone: 'billing.bank.error.phoneRequired',
  itn: 'billing.bank.error.itnRequired',
  iec: 'billing.bank.error.iecRequired',
  region: 'billing.bank.error.region',
  city: 'billing.bank.error.city',
  address: 'billing.bank.error.address',
  zipcode: 'billing.bank.error.zipcodeRequired',
};

/** The API's field codes (docs/payments.md §6, `POST payment/bank-transfer`) as message ids. */
const CODE_MESSAGES: Record<string, string> = {
  itn_invalid: 'billing.bank.error.itnChecksum',
  iec_invalid: 'billing.bank.error.iecFormat',
  iec_not_applicable: 'billing.bank.error.iecNotApplicable',
  zipcode_invalid: 'billing.bank.error.zipcodeFormat',
  phone_invalid: 'billing.bank.error.phoneFormat',
  too_long: 'billing.bank.error.tooLong',
  invalid: 'validation.invalid',
};

const FORM_FIELDS = new Set([...Object.keys(REQUIRED_MESSAGES), 'unit']);

export type BankTransferFieldErrors = Record<string, string | Record<string, string>>;

/** The API's per-field errors (`fields` of a 400, `mailAddress.<field>` for the mail address) on the form's fields; null when none is the form's. */
export function bankTransferFieldErrors(error: ApiError): BankTransferFieldErrors | null {
  if (!error.fields) return null;
  const errors: BankTransferFieldErrors = {};
  for (const [apiField, code] of Object.entries(error.fields)) {
    const mail = /^mail(?:Address)?\.(.+)$/.exec(apiField);
    const field = mail ? mail[1] : apiField;
    if (!FORM_FIELDS.has(field)) continue;
    const message = (code === 'required' ? REQUIRED_MESSAGES[field] : CODE_MESSAGES[code]) ?? 'validation.invalid';
    if (mail) errors.mail = { ...(errors.mail as Record<string, string> | undefined), [field]: message };
    else errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
