/**
 * Lengths and sizes both sides check. Plain constants (no schema library), so a screen that only
 * needs a limit does not bundle TypeBox.
 */

/** A person's first or last name, a contact name. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX_LENGTH = 254;

/** A workspace domain (its address, `/w/<domain>`). */
export const DOMAIN_MIN_LENGTH = 3;
export const DOMAIN_MAX_LENGTH = 63;

export const FEEDBACK_NAME_MAX_LENGTH = 100;
/** Counted after trimming. */
export const FEEDBACK_MESSAGE_MIN_LENGTH = 20;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

/** Longest accepted value of each bank-transfer text field, counted after trimming and collapsing spaces. */
export const BANK_TRANSFER_MAX_LENGTHS = {
  companyName: 255,
  customerName: 100,
  customerPhone: 32,
  region: 100,
  city: 100,
  address: 255,
  unit: 50,
} as const;
