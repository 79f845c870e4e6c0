import { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH } from '@stepwise/contracts/rules';
import { composeValidators, required, validatorOf, type Validator } from '@stepwise/shared';

export { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH };
/** Starts with a Latin letter or digit; then Latin letters, digits and hyphens only. */
export const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** Domains are compared and sent in lower case, without surrounding spaces. */
export function normalizeDomain(value: string | undefined | null): string {
  return (value ?? '').trim().toLowerCase();
}

/** True when the domain is worth asking the server about. */
export function isWellFormedDomain(value: string | undefined | null): boolean {
  const domain = normalizeDomain(value);
  return domain.length >= DOMAIN_MIN_LENGTH && domain.length <= DOMAIN_MAX_LENGTH && DOMAIN_PATTERN.test(domain);
}

export const validateWorkspaceName: Validator = required('account.newWorkspace.validation.nameRequired');

export const validateDomain: Validator = composeValidators(
  required('account.newWorkspace.validation.domainRequired'),
  validatorOf(['account.newWorkspace.validation.domainFormat'], (value) => (typeof value === 'string' && !isWellFormedDomain(value) ? 'account.newWorkspace.validation.domainFormat' : undefined)),
);

/** Russian (and Ukrainian, Belarusian) letters in Latin, the way Russian passports spell names. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia', і: 'i', ї: 'i', є: 'ie', ґ: 'g', ў: 'u',
};

export function transliterate(text: string): string {
  return Array.from(text.toLowerCase(), (char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

/**
 * A domain proposed from the workspace name: Cyrillic transliterated, accents dropped (and
 * compatibility characters such as № spelled out), lower case,
 * every other run of characters a single hyphen, no hyphen at either end, at most 63 characters.
 */
export function domainFromName(name: string): string {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, DOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
}
