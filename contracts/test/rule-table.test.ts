import { RULE_TABLE, describeCase, type RuleCase, type RuleName } from './rule-table.js';
import {
  REGISTRATION_PASSWORD_MIN_LENGTH,
  PROFILE_PASSWORD_MIN_LENGTH,
  domainProblem,
  innKind,
  isEmail,
  isValidInn,
  isValidKpp,
  isValidPhone,
  isValidPostcode,
  isSupportedDate,
  isTimeZone,
  NAME_MAX_LENGTH,
  normalizeDomain,
  passwordProblem,
  withoutDigitSeparators,
} from '../src/rules/index.js';

/** The contract's own reading of each row: the table and the rules it describes cannot drift apart either. */
const contractAccepts: Record<RuleName, (value: string, context: Readonly<Record<string, string>>) => boolean> = {
  email: (value) => isEmail(value.trim()),
  personName: (value) => value.trim() !== '' && [...value.trim()].length <= NAME_MAX_LENGTH,
  registrationPassword: (value) => passwordProblem(value, REGISTRATION_PASSWORD_MIN_LENGTH) === undefined,
  profilePassword: (value) => passwordProblem(value, PROFILE_PASSWORD_MIN_LENGTH) === undefined,
  inn: (value) => isValidInn(withoutDigitSeparators(value.trim())),
  kpp: (value, context) => {
    const kpp = value.trim().toUpperCase();
    const kind = innKind(withoutDigitSeparators(context.itn ?? ''));
    if (kind === 'sole_trader') return kpp === '';
    return isValidKpp(kpp);
  },
  postcode: (value) => isValidPostcode(withoutDigitSeparators(value.trim())),
  phone: (value) => isValidPhone(value),
  workspaceDomain: (value) => domainProblem(normalizeDomain(value)) === undefined,
  supportedDate: (value) => isSupportedDate(value),
  timeZone: (value) => isTimeZone(value),
};

describe('the rule table', () => {
  const rows = (Object.entries(RULE_TABLE) as Array<[RuleName, readonly RuleCase[]]>).flatMap(([rule, cases]) => cases.map((row) => [rule, row] as const));

  it.each(rows.map(([rule, row]) => [describeCase(rule, row), rule, row] as const))('%s by the contract', (_name, rule, row) => {
    expect(contractAccepts[rule](row.value, row.with ?? {})).toBe(row.valid);
  });

  it('has good and bad values for every rule', () => {
    for (const cases of Object.values(RULE_TABLE)) {
      expect(cases.some((row) => row.valid)).toBe(true);
      expect(cases.some((row) => !row.valid)).toBe(true);
    }
  });
});
