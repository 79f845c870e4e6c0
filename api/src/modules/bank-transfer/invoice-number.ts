/** Invoice numbers: `СЧ-<year>-<6-digit sequence>`, e.g. `СЧ-2026-000123`. */

export const INVOICE_NUMBER_PREFIX = 'СЧ';
export const MAX_INVOICE_SEQUENCE = 999_999;

export interface InvoiceNumberParts {
  year: number;
  sequence: number;
}

export function formatInvoiceNumber({ year, sequence }: InvoiceNumberParts): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invoice year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  }
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Reads an invoice number as an operator may type it: any letter case, the Latin `SCH` for `СЧ` (or a
 * Latin C in it), any dash, surrounding spaces, and the sequence with or without its leading zeros.
 * Null when it is not an invoice number.
 */
export function parseInvoiceNumber(input: string): InvoiceNumberParts | null {
  const match = /^(?:СЧ|CЧ|SCH)\s*[-‐‑‒–—]\s*(\d{4})\s*[-‐‑‒–—]\s*(\d{1,6})$/iu.exec(input.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 1000 || sequence < 1) return null;
  return { year, sequence };
}

/** The canonical spelling of what an operator typed, or null. */
export function canonicalInvoiceNumber(input: string): string | null {
  const parts = parseInvoiceNumber(input);
  return parts && formatInvoiceNumber(parts);
}
