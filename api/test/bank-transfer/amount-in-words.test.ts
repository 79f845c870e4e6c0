import { describe, expect, it } from '@jest/globals';
import { amountInWordsRu, formatRubles } from '../../src/modules/bank-transfer/amount-in-words.js';

describe('amountInWordsRu', () => {
  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Один рубль 00 копеек'],
    [2, 'Два рубля 00 копеек'],
    [5, 'Пять рублей 00 копеек'],
    [11, 'Одиннадцать рублей 00 копеек'],
    [12, 'Двенадцать рублей 00 копеек'],
    [21, 'Двадцать один рубль 00 копеек'],
    [22, 'Двадцать два рубля 00 копеек'],
    [111, 'Сто одиннадцать рублей 00 копеек'],
    [1000, 'Одна тысяча рублей 00 копеек'],
    [2000, 'Две тысячи рублей 00 копеек'],
    [5000, 'Пять тысяч рублей 00 копеек'],
    [11000, 'Одиннадцать тысяч рублей 00 копеек'],
    [21000, 'Двадцать одна тысяча рублей 00 копеек'],
    [39900, 'Тридцать девять тысяч девятьсот рублей 00 копеек'],
    [1000000, 'Один миллион рублей 00 копеек'],
    [2001001, 'Два миллиона одна тысяча один рубль 00 копеек'],
    [5_000_000_000, 'Пять миллиардов рублей 00 копеек'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWordsRu(amount)).toBe(words);
  });

  it('writes kopecks in figures with the matching form', () => {
    expect(amountInWordsRu(1.01)).toBe('Один рубль 01 копейка');
    expect(amountInWordsRu(2.02)).toBe('Два рубля 02 копейки');
    expect(amountInWordsRu(3.5)).toBe('Три рубля 50 копеек');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e12])('refuses %d', (amount) => {
    expect(() => amountInWordsRu(amount)).toThrow(RangeError);
  });
});

describe('formatRubles', () => {
  it('groups thousands with no-break spaces and always shows kopecks', () => {
    expect(formatRubles(39900)).toBe('39\u00a0900,00');
    expect(formatRubles(1234567.5)).toBe('1\u00a0234\u00a0567,50');
    expect(formatRubles(990)).toBe('990,00');
  });
});
