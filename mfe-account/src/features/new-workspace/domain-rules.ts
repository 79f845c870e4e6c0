import { domainProblem, normalizeDomain as normalizeContractDomain, sanitizeDomain, type DomainProblem } from '@stepwise/contracts/rules';
import { composeValidators, required, validatorOf, type Validator } from '@stepwise/shared';

export { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH, WORKSPACE_NAME_MAX_LENGTH } from '@stepwise/contracts/rules';

/** Domains are compared and sent in lower case, without surrounding spaces (the API's rule). */
export function normalizeDomain(value: string | undefined | null): string {
  return normalizeContractDomain(value ?? '');
}

/** True when the domain breaks none of the contract's rules, so it is worth asking the server whether it is free. */
export function isWellFormedDomain(value: string | undefined | null): boolean {
  return domainProblem(normalizeDomain(value)) === undefined;
}

const DOMAIN_PROBLEM_MESSAGES: Record<Exclude<DomainProblem, 'required'>, string> = {
  invalid: 'account.newWorkspace.validation.domainFormat',
  too_short: 'account.newWorkspace.validation.domainTooShort',
  too_long: 'account.newWorkspace.validation.domainTooLong',
  reserved: 'account.newWorkspace.domain.reserved',
};

export const validateWorkspaceName: Validator = required('account.newWorkspace.validation.nameRequired');

/** The contract's domain rules, each problem with its own message (a reserved name is refused before any request). */
export const validateDomain: Validator = composeValidators(
  required('account.newWorkspace.validation.domainRequired'),
  validatorOf(Object.values(DOMAIN_PROBLEM_MESSAGES), (value) => {
    const problem = typeof value === 'string' ? domainProblem(normalizeDomain(value)) : undefined;
    return problem && problem !== 'required' ? DOMAIN_PROBLEM_MESSAGES[problem] : undefined;
  }),
);

/** Russian (and Ukrainian, Belarusian) letters in Latin, the way Russian passports spell names. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'ie',
  ґ: 'g',
  ў: 'u',
};

export function transliterate(text: string): string {
  return Array.from(text.toLowerCase(), (char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

/**
 * A domain proposed from the workspace name: Cyrillic transliterated, accents dropped (and
 * compatibility characters such as № spelled out), lower case,
 * then the contract's sanitising: every other run of characters a single hyphen, no hyphen at either end,
 * at most DOMAIN_MAX_LENGTH characters.
 */
export function domainFromName(name: string): string {
  return sanitizeDomain(
    transliterate(name)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
}
