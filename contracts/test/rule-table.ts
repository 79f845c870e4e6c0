/**
 * One table of good and bad values per rule that both sides apply. Each side runs it through what it
 * really uses: the front ends through the validator each form field has, the API through its routes.
 * When both sides match the table, they agree; a rule changed on one side only fails one of them.
 *
 * A value is what a user types into the field (surrounding spaces included); `valid` is whether the
 * form lets it through and the API accepts it. `with` gives the other fields a rule depends on.
 */
export interface RuleCase {
  value: string;
  valid: boolean;
  with?: Readonly<Record<string, string>>;
}

export type RuleName =
  'email' | 'personName' | 'registrationPassword' | 'profilePassword' | 'inn' | 'kpp' | 'postcode' | 'phone' | 'workspaceDomain' | 'supportedDate' | 'timeZone';

const good = (...values: string[]): RuleCase[] => values.map((value) => ({ value, valid: true }));
const bad = (...values: string[]): RuleCase[] => values.map((value) => ({ value, valid: false }));

const LEGAL_ENTITY = { itn: '7707083893' } as const;
const SOLE_TRADER = { itn: '500100732259' } as const;

export const RULE_TABLE: Readonly<Record<RuleName, readonly RuleCase[]>> = {
  email: [
    ...good('ivan.petrov@mail.ru', 'IVAN@Example.COM', 'first+tag@sub.example.org', '  anna@yandex.ru  ', "o'brien@example.ie", 'user@xn--80ak6aa92e.com'),
    // 254 characters is the longest address, 255 one too many
    ...good(`${'a'.repeat(246)}@mail.ru`),
    ...bad(`${'a'.repeat(247)}@mail.ru`),
    ...bad('', '   ', 'ivan', 'ivan@', '@mail.ru', 'ivan@mail', 'ivan petrov@mail.ru', 'ivan@@mail.ru', 'ivan..petrov@mail.ru'),
    ...bad('.ivan@mail.ru', 'иван@почта.рф', 'ivan@mail.ru.', 'ivan@-mail.ru', 'ivan@mail.r'),
  ],
  personName: [...good('Иван', 'Anna-Maria', "O'Neil", 'Пётр Ильич', 'a'.repeat(100), `  ${'я'.repeat(100)}  `), ...bad('', '   ', 'a'.repeat(101))],
  registrationPassword: [
    // Never trimmed: spaces count; the length is counted in characters, not UTF-16 units
    ...good('123456', 'пароль', '      ', '😀😀😀😀😀😀', 'a'.repeat(256)),
    ...bad('', '12345', '😀😀😀😀😀', 'a'.repeat(257)),
  ],
  // An empty new password means "no change" to the API and is the form's required field: not in this table.
  profilePassword: [...good('12345678', 'пароль12', '        ', '😀😀😀😀😀😀😀😀', 'a'.repeat(256)), ...bad('1234567', '😀😀😀😀😀😀😀', 'a'.repeat(257))],
  inn: [
    ...good('7707083893', '500100732259', '7707 083 893', ' 7707083893 ', '7707-083-893', '5001 0073 2259'),
    ...bad('', '770708389', '77070838931', '77070838ab', '7707083894', '500100732258', '500100732249', '0000000000', '000000000000'),
  ],
  kpp: [
    ...['773601001', '7736AB001', '7736ab001', ' 773601001 '].map((value) => ({ value, valid: true, with: LEGAL_ENTITY })),
    ...['', '77360100', '7736010011', '77A601001', '7736АБ001', '7736-01-001'].map((value) => ({ value, valid: false, with: LEGAL_ENTITY })),
    // A sole trader has no KPP: none is right, any is wrong
    { value: '', valid: true, with: SOLE_TRADER },
    { value: '773601001', valid: false, with: SOLE_TRADER },
  ],
  postcode: [...good('101000', '101 000', ' 101000 ', '101-000'), ...bad('', '10100', '1010000', '10100a', 'I01000')],
  phone: [
    ...good('+7 916 123-45-67', '8 916 123-45-67', '89161234567', '7 (916) 123 45 67', '+79161234567', '+44 20 7946 0958', '+1 (212) 555-0100'),
    ...bad('', '9161234567', '+7 916 123-45-6', '8 916 123-45-678', '+0123456789', '+7 916 abc-45-67', '916-12-34', '+123456789', '+1234567890123456'),
  ],
  workspaceDomain: [
    ...good('acme', 'acme-team', '1c-group', 'ACME', '  acme  ', 'a'.repeat(63), 'abc'),
    ...bad('', 'ab', 'a'.repeat(64), '-acme', 'acme-', 'acme_team', 'акме', 'acme team', 'xn--80ak', 'ab--cd'),
    // Reserved for the product itself, and every name starting with the brand
    ...bad('billing', 'Admin', 'stepwise-hq', 'www'),
  ],
  // A date field that has a value (whether it may be empty is the field's own rule)
  supportedDate: [
    ...good('1970-01-01', '2026-12-07', '2028-02-29', '2099-12-31'),
    ...bad('0000-01-01', '0001-01-01', '1969-12-31', '2100-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'tomorrow'),
  ],
  timeZone: [
    ...good('Europe/Moscow', 'UTC', 'America/New_York', 'Etc/GMT-3', 'America/Argentina/Buenos_Aires'),
    ...bad('+99:00', '-99:99', '+03:00', 'UTC+3', 'Mars/Olympus', 'Europe/', '', 'x'.repeat(65)),
  ],
};

/** A short label for a case in test names (long values cut). */
export function describeCase(rule: RuleName, { value, valid, with: context }: RuleCase): string {
  const shown = value.length > 24 ? `${JSON.stringify(value.slice(0, 12))}… (${[...value].length} chars)` : JSON.stringify(value);
  return `${rule} ${shown}${context ? ` with ${JSON.stringify(context)}` : ''} is ${valid ? 'accepted' : 'refused'}`;
}

/** The rows of one rule as `[label, row]` pairs, for `it.each`. */
export function tableRows(rule: RuleName): Array<readonly [string, RuleCase]> {
  return RULE_TABLE[rule].map((row) => [describeCase(rule, row), row] as const);
}
