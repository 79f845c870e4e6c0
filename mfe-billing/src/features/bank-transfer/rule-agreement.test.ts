import { tableRows } from '../../../../contracts/test/rule-table';
import { validateIec, validateItn, validatePhone, validatePostcode } from './bank-transfer-rules';

/**
 * The front-end half of the contract's rule table for the bank-transfer form: each row through the
 * validator its field uses. api/test/contracts/rule-agreement.test.ts runs the same rows through the API.
 */
describe('the bank-transfer form applies the contract rule table', () => {
  it.each(tableRows('inn'))('%s by the INN field', (_label, row) => {
    expect(validateItn(row.value) === undefined).toBe(row.valid);
  });

  it.each(tableRows('kpp'))('%s by the KPP field', (_label, row) => {
    expect(validateIec(row.value, row.with) === undefined).toBe(row.valid);
  });

  it.each(tableRows('postcode'))('%s by the postcode field', (_label, row) => {
    expect(validatePostcode(row.value) === undefined).toBe(row.valid);
  });

  it.each(tableRows('phone'))('%s by the phone field', (_label, row) => {
    expect(validatePhone(row.value) === undefined).toBe(row.valid);
  });
});
