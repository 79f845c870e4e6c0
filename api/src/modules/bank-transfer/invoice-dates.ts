/** Dates on invoices, in Moscow time (UTC+3 all year since 2014, so a fixed offset is exact). */

const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Days the buyer has to pay: the terms promise 5 banking days, approximated as a calendar week so
 * that no holiday calendar is needed.
 */
export const INVOICE_PAYMENT_DAYS = 7;

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

function moscow(date: Date): Date {
  return new Date(date.getTime() + MOSCOW_OFFSET_MS);
}

/** `5 марта 2026 г.` */
export function formatDateRu(date: Date): string {
  const local = moscow(date);
  return `${local.getUTCDate()} ${MONTHS_GENITIVE[local.getUTCMonth()]} ${local.getUTCFullYear()} г.`;
}

/** `05.03.2026` */
export function formatDateNumericRu(date: Date): string {
  const local = moscow(date);
  const day = String(local.getUTCDate()).padStart(2, '0');
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${local.getUTCFullYear()}`;
}

/** The year an invoice issued at `date` is numbered in (Moscow time: 31 Dec 22:00 UTC is already next year). */
export function invoiceYear(date: Date): number {
  return moscow(date).getUTCFullYear();
}

export function invoiceDueDate(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + INVOICE_PAYMENT_DAYS * DAY_MS);
}
