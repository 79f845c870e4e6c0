import { Type, type Static } from 'typebox';
import { normalisePhone } from './phone.js';
import { BANK_TRANSFER_MAX_LENGTHS, type BankTransferFieldCode } from '@stepwise/contracts';
import { innKind, isValidInn, isValidKpp, isValidPostcode, withoutDigitSeparators } from './requisites.js';

export { isValidInn, isValidKpp, isValidPostcode } from './requisites.js';
export { normalisePhone } from './phone.js';

/** Longest accepted value of each text field, counted after trimming and collapsing spaces. */
export { BANK_TRANSFER_MAX_LENGTHS, type BankTransferFieldCode } from '@stepwise/contracts';

/** Field name (`mailAddress.city` for the mail address) → code. */
export type BankTransferFieldErrors = Record<string, BankTransferFieldCode>;

const L = BANK_TRANSFER_MAX_LENGTHS;
const text = (max: number, description: string) => Type.String({ description: `${description}; trimmed, required, at most ${max} characters` });
const optionalText = (max: number, description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { description: `${description}; trimmed, at most ${max} characters` }));
const zipcode = Type.String({ description: 'Postcode: 6 digits (zipcode_invalid)' });

/**
 * The shape only: the rules (codes `required`, `too_long`, `itn_invalid` …) are applied by
 * `validateBankTransferForm`, so that every problem is reported with the same codes.
 */
export const PostalAddressInput = Type.Object(
  {
    region: text(L.region, 'Region (subject of the Russian Federation)'),
    city: text(L.city, 'City or settlement'),
    address: text(L.address, 'Street and building'),
    unit: optionalText(L.unit, 'Office or flat'),
    zipcode,
  },
  { title: 'PostalAddressInput' },
);

export const bankTransferFormProperties = {
  companyName: text(L.companyName, 'Company or sole trader name'),
  customerName: text(L.customerName, 'Contact person'),
  customerPhone: text(L.customerPhone, 'Contact phone: 11 digits starting with 7 or 8, +7…, or another country in E.164 (10–15 digits); stored as E.164'),
  itn: Type.String({
    description: 'INN: 10 digits (legal entity) or 12 (sole trader) with a valid checksum (itn_invalid)',
  }),
  iec: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'KPP, 9 characters (^\\d{4}[0-9A-Z]{2}\\d{3}$, upper-cased): required with a 10-digit INN, ' + 'must be empty with a 12-digit one (iec_not_applicable)',
    }),
  ),
  region: text(L.region, 'Legal address: region'),
  city: text(L.city, 'Legal address: city'),
  address: text(L.address, 'Legal address: street and building'),
  unit: optionalText(L.unit, 'Legal address: office'),
  zipcode,
  mailAddress: Type.Optional(PostalAddressInput),
  mailSameAsLegal: Type.Optional(Type.Boolean({ description: 'true: the mail address is the legal one and mailAddress is ignored' })),
};

export const BankTransferForm = Type.Object(bankTransferFormProperties, { title: 'BankTransferForm' });

export type BankTransferForm = Static<typeof BankTransferForm>;

export interface PostalAddress {
  zipcode: string;
  region: string;
  city: string;
  address: string;
  unit: string | null;
}

export interface NormalisedBankTransferForm {
  companyName: string;
  customerName: string;
  /** E.164, e.g. `+79161234567`. */
  customerPhone: string;
  itn: string;
  /** Upper-case; null for a sole trader. */
  iec: string | null;
  payer: 'legal_entity' | 'sole_trader';
  legalAddress: PostalAddress;
  mailAddress: PostalAddress;
  mailSameAsLegal: boolean;
}

export type BankTransferFormResult = { ok: true; value: NormalisedBankTransferForm } | { ok: false; fields: BankTransferFieldErrors };

/** Collects the first problem of each field while the values are read. */
class FieldReader {
  readonly fields: BankTransferFieldErrors = {};

  constructor(
    private readonly source: Record<string, unknown>,
    private readonly prefix = '',
  ) {}

  fail(field: string, code: BankTransferFieldCode): null {
    this.fields[this.prefix + field] ??= code;
    return null;
  }

  /** Trimmed; null and undefined read as empty; anything but a string is `invalid`. */
  raw(field: string): string | null {
    const value = this.source[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') return this.fail(field, 'invalid');
    return value.trim();
  }

  /** Inner runs of whitespace become one space; control characters are refused. */
  text(field: string, maxLength: number, optional = false): string | null {
    const raw = this.raw(field);
    if (raw === null) return null;
    const value = raw.replace(/\s+/g, ' ');
    if (value === '') return optional ? value : this.fail(field, 'required');
    if (value.length > maxLength) return this.fail(field, 'too_long');
    if (/\p{Cc}/u.test(value)) return this.fail(field, 'invalid');
    return value;
  }

  /** A number people type in digit groups (INN, postcode): checked and kept without the separators. */
  checked(field: string, valid: (value: string) => boolean, code: BankTransferFieldCode): string | null {
    const raw = this.raw(field);
    if (raw === null) return null;
    const value = withoutDigitSeparators(raw);
    if (value === '') return this.fail(field, 'required');
    return valid(value) ? value : this.fail(field, code);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAddress(reader: FieldReader): PostalAddress | null {
  const region = reader.text('region', L.region);
  const city = reader.text('city', L.city);
  const address = reader.text('address', L.address);
  const unit = reader.text('unit', L.unit, true);
  const zipcode = reader.checked('zipcode', isValidPostcode, 'zipcode_invalid');
  if (region === null || city === null || address === null || unit === null || zipcode === null) return null;
  return { zipcode, region, city, address, unit: unit || null };
}

/** The KPP follows the INN: a legal entity (10 digits) must give one, a sole trader (12) must not. */
function readKpp(reader: FieldReader, itn: string | null): { value: string | null } | null {
  const raw = reader.raw('iec');
  if (raw === null) return null;
  const kpp = raw.toUpperCase();
  const kind = itn === null ? null : innKind(itn);
  if (kind === 'sole_trader') return kpp === '' ? { value: null } : reader.fail('iec', 'iec_not_applicable');
  if (kpp === '') return kind === 'legal_entity' ? reader.fail('iec', 'required') : { value: null };
  return isValidKpp(kpp) ? { value: kpp } : reader.fail('iec', 'iec_invalid');
}

/**
 * Checks and normalises the company's details for an invoice: every field is trimmed, the phone becomes
 * E.164, the KPP upper-case. Returns every bad field with its code, or the normalised form.
 */
export function validateBankTransferForm(input: unknown): BankTransferFormResult {
  const source = isRecord(input) ? input : {};
  const reader = new FieldReader(source);

  const companyName = reader.text('companyName', L.companyName);
  const customerName = reader.text('customerName', L.customerName);
  const phoneText = reader.text('customerPhone', L.customerPhone);
  const customerPhone = phoneText === null ? null : normalisePhone(phoneText);
  if (phoneText !== null && customerPhone === null) reader.fail('customerPhone', 'phone_invalid');
  const itn = reader.checked('itn', isValidInn, 'itn_invalid');
  const iec = readKpp(reader, withoutDigitSeparators(reader.raw('itn') ?? ''));
  const legalAddress = readAddress(reader);

  const sameFlag = source.mailSameAsLegal;
  let mailAddress: PostalAddress | null = null;
  const mailSameAsLegal = sameFlag === true;
  if (sameFlag !== undefined && sameFlag !== null && typeof sameFlag !== 'boolean') {
    reader.fail('mailSameAsLegal', 'invalid');
  } else if (mailSameAsLegal) {
    mailAddress = legalAddress;
  } else if (!isRecord(source.mailAddress)) {
    reader.fail('mailAddress', source.mailAddress === undefined || source.mailAddress === null ? 'required' : 'invalid');
  } else {
    const mailReader = new FieldReader(source.mailAddress, 'mailAddress.');
    mailAddress = readAddress(mailReader);
    Object.assign(reader.fields, mailReader.fields);
  }

  if (
    Object.keys(reader.fields).length > 0 ||
    companyName === null ||
    customerName === null ||
    customerPhone === null ||
    itn === null ||
    iec === null ||
    legalAddress === null ||
    mailAddress === null
  ) {
    return { ok: false, fields: reader.fields };
  }
  return {
    ok: true,
    value: {
      companyName,
      customerName,
      customerPhone,
      itn,
      iec: iec.value,
      payer: itn.length === 10 ? 'legal_entity' : 'sole_trader',
      legalAddress,
      mailAddress,
      mailSameAsLegal,
    },
  };
}
