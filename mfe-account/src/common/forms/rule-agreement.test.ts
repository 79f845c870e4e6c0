import { newPasswordValidator, PROFILE_PASSWORD_MIN_LENGTH } from '@stepwise/shared';
import { tableRows } from '../../../../contracts/test/rule-table';
import { validateDomain } from '../../features/new-workspace/domain-rules';

/**
 * The front-end half of the contract's rule table for the account's forms: each row through the validator
 * its field uses. api/test/contracts/rule-agreement.test.ts runs the same rows through the API.
 */
describe('the account forms apply the contract rule table', () => {
  it.each(tableRows('workspaceDomain'))('%s by the new workspace domain field', (_label, row) => {
    expect(validateDomain(row.value) === undefined).toBe(row.valid);
  });

  it.each(tableRows('profilePassword'))('%s by the profile new password field', (_label, row) => {
    expect(newPasswordValidator(PROFILE_PASSWORD_MIN_LENGTH)(row.value) === undefined).toBe(row.valid);
  });
});
