import { EMAIL_MAX_LENGTH } from '../limits.js';

/**
 * An address people actually receive mail at: a dot-separated local part of the characters RFC 5322
 * allows unquoted, `@`, and a host name with at least one dot and a top-level domain of letters
 * (or a punycode `xn--` one). Quoted local parts, IP literals and single-label hosts are refused:
 * no mail server of a customer uses them, and they are how typos look. Checked trimmed.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
