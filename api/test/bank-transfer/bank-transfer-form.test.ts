import { describe, expect, it } from '@jest/globals';
import { Compile } from 'typebox/compile';
import {
  BANK_TRANSFER_MAX_LENGTHS,
  BankTransferForm,
  validateBankTransferForm,
  type BankTransferFormResult,
} from '../../src/modules/bank-transfer/bank-transfer-form.js';

const legalAddress = { region: 'г. Москва', city: 'Москва', address: 'ул. Вавилова, д. 19', unit: 'офис 5', zipcode: '117997' };
const mailAddress = { region: 'Ленинградская обл.', city: 'Гатчина', address: 'ул. Ленина, д. 1', zipcode: '188300' };

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'ООО «Ромашка»',
    customerName: 'Иванов Иван',
    customerPhone: '+7 (916) 123-45-67',
    itn: '7707083893',
    iec: '773601001',
    ...legalAddress,
    mailAddress,
    ...overrides,
  };
}

function fieldsOf(result: BankTransferFormResult): Record<string, string> {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.fields;
}

describe('validateBankTransferForm', () => {
  it('normalises a legal entity: trimmed, phone in E.164, KPP upper-case, separate mail address', () => {
    const result = validateBankTransferForm(
      form({ companyName: '  ООО   «Ромашка» ', iec: ' 7736ab001 ', itn: ' 7707083893 ', customerPhone: '8 916 123 45 67' }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        companyName: 'ООО «Ромашка»',
        customerName: 'Иванов Иван',
        customerPhone: '+79161234567',
        itn: '7707083893',
        iec: '7736AB001',
        payer: 'legal_entity',
        legalAddress: { zipcode: '117997', region: 'г. Москва', city: 'Москва', address: 'ул. Вавилова, д. 19', unit: 'офис 5' },
        mailAddress: { zipcode: '188300', region: 'Ленинградская обл.', city: 'Гатчина', address: 'ул. Ленина, д. 1', unit: null },
        mailSameAsLegal: false,
      },
    });
  });

  it('takes the legal address as the mail address when mailSameAsLegal is true, ignoring mailAddress', () => {
    const result = validateBankTransferForm(form({ mailSameAsLegal: true, mailAddress: { city: '' } }));
    expect(result.ok && result.value.mailAddress).toEqual(result.ok && result.value.legalAddress);
    expect(result.ok && result.value.mailSameAsLegal).toBe(true);
  });

  it('accepts a sole trader without a KPP', () => {
    const result = validateBankTransferForm(form({ itn: '500100732259', iec: '', mailSameAsLegal: true }));
    expect(result.ok && result.value).toMatchObject({ itn: '500100732259', iec: null, payer: 'sole_trader' });
    expect(validateBankTransferForm(form({ itn: '500100732259', iec: undefined })).ok).toBe(true);
    expect(validateBankTransferForm(form({ itn: '500100732259', iec: null })).ok).toBe(true);
  });

  it('reports every missing field as required', () => {
    expect(fieldsOf(validateBankTransferForm({}))).toEqual({
      companyName: 'required',
      customerName: 'required',
      customerPhone: 'required',
      itn: 'required',
      region: 'required',
      city: 'required',
      address: 'required',
      zipcode: 'required',
      mailAddress: 'required',
    });
  });

  it('treats blank values as missing and the unit as optional', () => {
    const fields = fieldsOf(validateBankTransferForm(form({ companyName: '   ', unit: '  ', city: '\t' })));
    expect(fields).toEqual({ companyName: 'required', city: 'required' });
  });

  it('refuses what is not an object', () => {
    expect(fieldsOf(validateBankTransferForm(null))).toMatchObject({ companyName: 'required', itn: 'required' });
    expect(fieldsOf(validateBankTransferForm('ООО'))).toMatchObject({ companyName: 'required' });
  });

  it('marks values of the wrong type invalid', () => {
    expect(fieldsOf(validateBankTransferForm(form({ itn: 7707083893, companyName: ['a'], mailSameAsLegal: 'yes' })))).toEqual({
      itn: 'invalid',
      companyName: 'invalid',
      mailSameAsLegal: 'invalid',
    });
    expect(fieldsOf(validateBankTransferForm(form({ mailAddress: 'same' })))).toEqual({ mailAddress: 'invalid' });
  });

  it('checks the INN checksum', () => {
    expect(fieldsOf(validateBankTransferForm(form({ itn: '7707083890' })))).toEqual({ itn: 'itn_invalid' });
    expect(fieldsOf(validateBankTransferForm(form({ itn: '500100732250', iec: '' })))).toEqual({ itn: 'itn_invalid' });
    expect(fieldsOf(validateBankTransferForm(form({ itn: '77070838', iec: '' })))).toEqual({ itn: 'itn_invalid' });
  });

  describe('KPP by the length of the INN', () => {
    it('is required with a 10-digit INN', () => {
      expect(fieldsOf(validateBankTransferForm(form({ iec: ' ' })))).toEqual({ iec: 'required' });
      expect(fieldsOf(validateBankTransferForm(form({ iec: undefined })))).toEqual({ iec: 'required' });
    });

    it('is required even when the 10-digit INN has a bad checksum', () => {
      expect(fieldsOf(validateBankTransferForm(form({ itn: '7707083890', iec: '' })))).toEqual({
        itn: 'itn_invalid',
        iec: 'required',
      });
    });

    it('must have the KPP format', () => {
      expect(fieldsOf(validateBankTransferForm(form({ iec: '77360100' })))).toEqual({ iec: 'iec_invalid' });
      expect(fieldsOf(validateBankTransferForm(form({ iec: '7736АБ001' })))).toEqual({ iec: 'iec_invalid' });
    });

    it('is not applicable to a 12-digit INN', () => {
      expect(fieldsOf(validateBankTransferForm(form({ itn: '500100732259' })))).toEqual({ iec: 'iec_not_applicable' });
    });

    it('is still checked when the INN is missing', () => {
      expect(fieldsOf(validateBankTransferForm(form({ itn: '', iec: 'x' })))).toEqual({ itn: 'required', iec: 'iec_invalid' });
    });
  });

  it('checks the postcodes of both addresses', () => {
    const fields = fieldsOf(validateBankTransferForm(form({ zipcode: '11799', mailAddress: { ...mailAddress, zipcode: '18830A' } })));
    expect(fields).toEqual({ zipcode: 'zipcode_invalid', 'mailAddress.zipcode': 'zipcode_invalid' });
  });

  it('reports the mail address fields under mailAddress.', () => {
    const fields = fieldsOf(validateBankTransferForm(form({ mailAddress: { region: '', city: 'Гатчина', zipcode: '188300' } })));
    expect(fields).toEqual({ 'mailAddress.region': 'required', 'mailAddress.address': 'required' });
  });

  it('checks the phone', () => {
    expect(fieldsOf(validateBankTransferForm(form({ customerPhone: '916 123 45 67' })))).toEqual({ customerPhone: 'phone_invalid' });
    expect(fieldsOf(validateBankTransferForm(form({ customerPhone: 'звонить утром' })))).toEqual({ customerPhone: 'phone_invalid' });
    expect(fieldsOf(validateBankTransferForm(form({ customerPhone: '+7'.padEnd(40, '1') })))).toEqual({ customerPhone: 'too_long' });
  });

  it('refuses values longer than their limit, and accepts them at the limit', () => {
    const atLimit = {
      companyName: 'К'.repeat(BANK_TRANSFER_MAX_LENGTHS.companyName),
      customerName: 'И'.repeat(BANK_TRANSFER_MAX_LENGTHS.customerName),
      address: 'у'.repeat(BANK_TRANSFER_MAX_LENGTHS.address),
      unit: 'о'.repeat(BANK_TRANSFER_MAX_LENGTHS.unit),
    };
    expect(validateBankTransferForm(form(atLimit)).ok).toBe(true);
    const tooLong = Object.fromEntries(Object.entries(atLimit).map(([field, value]) => [field, `${value}я`]));
    expect(fieldsOf(validateBankTransferForm(form({ ...tooLong, mailAddress: { ...mailAddress, city: 'Г'.repeat(101) } })))).toEqual({
      companyName: 'too_long',
      customerName: 'too_long',
      address: 'too_long',
      unit: 'too_long',
      'mailAddress.city': 'too_long',
    });
  });

  it('refuses control characters in text', () => {
    expect(fieldsOf(validateBankTransferForm(form({ companyName: 'ООО\u0000Ромашка' })))).toEqual({ companyName: 'invalid' });
  });
});

describe('BankTransferForm schema', () => {
  const check = Compile(BankTransferForm);

  it('accepts the request shape, with the mail address or the same-as-legal flag', () => {
    expect(check.Check(form())).toBe(true);
    const { mailAddress: _mail, ...withoutMail } = form();
    expect(check.Check({ ...withoutMail, mailSameAsLegal: true, iec: null })).toBe(true);
  });

  it('refuses a missing field or a value of the wrong type', () => {
    const { itn: _itn, ...withoutItn } = form();
    expect(check.Check(withoutItn)).toBe(false);
    expect(check.Check(form({ zipcode: 117997 }))).toBe(false);
    expect(check.Check(form({ mailSameAsLegal: 'yes' }))).toBe(false);
  });
});
