/** Sums of money as Russian invoices write them: in figures (`39 900,00`) and in words. */

type Forms = readonly [one: string, few: string, many: string];

const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS_MASCULINE.slice(3)];
const TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

/** Thousands and up, from the smallest; `feminine` picks «одна/две» (тысяча is feminine). */
const SCALES: ReadonlyArray<{ forms: Forms; feminine: boolean }> = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

const RUBLE: Forms = ['рубль', 'рубля', 'рублей'];
const KOPECK: Forms = ['копейка', 'копейки', 'копеек'];

/** Below this a sum has words for every group (up to hundreds of billions). */
const MAX_AMOUNT = 1_000_000_000_000;

/** The form of a noun after the number `n`: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export function pluralRu(n: number, forms: Forms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 1–999 in words. */
function triadWords(n: number, feminine: boolean): string[] {
  const units = feminine ? UNITS_FEMININE : UNITS_MASCULINE;
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = [HUNDREDS[hundreds] ?? ''];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', units[rest % 10] ?? '');
  return words.filter(Boolean);
}

/** A whole number in words, its units in the masculine gender (as рубль needs): 21 → «двадцать один». */
export function integerInWordsRu(n: number): string {
  if (n === 0) return 'ноль';
  const words: string[] = [];
  let rest = n;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index] ?? 0;
    if (group === 0) continue;
    const scale = index === 0 ? undefined : SCALES[index - 1];
    words.push(...triadWords(group, scale?.feminine ?? false));
    if (scale) words.push(pluralRu(group, scale.forms));
  }
  return words.join(' ');
}

function split(amount: number): { rubles: number; kopecks: number } {
  if (!Number.isFinite(amount) || amount < 0 || amount >= MAX_AMOUNT) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  const total = Math.round(amount * 100);
  return { rubles: Math.floor(total / 100), kopecks: total % 100 };
}

/** 39900 → «Тридцать девять тысяч девятьсот рублей 00 копеек» (kopecks in figures, as on invoices). */
export function amountInWordsRu(amount: number): string {
  const { rubles, kopecks } = split(amount);
  const kopecksText = `${String(kopecks).padStart(2, '0')} ${pluralRu(kopecks, KOPECK)}`;
  const words = `${integerInWordsRu(rubles)} ${pluralRu(rubles, RUBLE)} ${kopecksText}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 39900 → `39 900,00` (no-break spaces between the thousands). */
export function formatRubles(amount: number): string {
  const { rubles, kopecks } = split(amount);
  const grouped = String(rubles).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped},${String(kopecks).padStart(2, '0')}`;
}
