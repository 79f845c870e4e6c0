import { PROJECT_KEY_PATTERN } from './work-limits.js';

/**
 * How a project's key is made from its name when none is given, so the new-project form can show the
 * key the API will choose. Pure: which keys are taken is the API's business (a unique index).
 */

const KEY_MAX_LENGTH = 10;
/** Initials taken from a name of several words ("Mobile Web App" → MWA). */
const INITIALS_MAX = 4;
/** Letters taken from a one-word name ("Website" → WEB). */
const SINGLE_WORD_PREFIX = 3;
/** The key of a name with no Latin or Cyrillic letter at all. */
const FALLBACK_KEY = 'PRJ';

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
  й: 'y',
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
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Ukrainian and Belarusian letters a Russian-speaking team may type too.
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Cyrillic letters spelled in Latin ones (Russian passport style); everything else is kept. */
export function transliterate(text: string): string {
  let result = '';
  for (const char of text.toLowerCase()) result += CYRILLIC_TO_LATIN[char] ?? char;
  return result;
}

/** The words of a name in upper-case Latin letters and digits; a word cannot start with a digit. */
function keyWords(name: string): string[] {
  return transliterate(name)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The key a name suggests: the initials of its words (up to four), or the first three letters of a
 * one-word name; always a capital first, 2–10 capitals or digits (PROJECT_KEY_PATTERN).
 */
export function deriveProjectKey(name: string): string {
  const words = keyWords(name);
  // The key must start with a letter: leading number-only words ("2025 Launch") do not count.
  while (words.length > 0 && !/^[A-Z]/.test(words[0]!)) words.shift();
  if (words.length === 0) return FALLBACK_KEY;
  let key =
    words.length === 1
      ? words[0]!.slice(0, SINGLE_WORD_PREFIX)
      : words
          .slice(0, INITIALS_MAX)
          .map((word) => word[0])
          .join('');
  // A one-letter word ("X") doubles its letter rather than growing a meaningless suffix.
  if (key.length < 2) key = key.repeat(2);
  return key.slice(0, KEY_MAX_LENGTH);
}

/**
 * The `attempt`-th candidate for a key when the base is taken: the base itself first, then the base with
 * 2, 3, … appended (shortened so the whole fits in ten characters).
 */
export function projectKeyCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = String(attempt);
  return base.slice(0, KEY_MAX_LENGTH - suffix.length) + suffix;
}

const keyPattern = new RegExp(PROJECT_KEY_PATTERN);

export function isProjectKey(value: string): boolean {
  return keyPattern.test(value);
}
