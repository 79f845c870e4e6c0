import { SUPPORTED_DATE_MAX, SUPPORTED_DATE_MIN } from '@stepwise/contracts/rules';

/** A date input's bounds: its picker offers only the dates the product supports (the contract's rule). */
export const SUPPORTED_DATE_INPUT = { min: SUPPORTED_DATE_MIN, max: SUPPORTED_DATE_MAX } as const;

/** The years a date field's message names: "a date from 1970 to 2099". */
export const SUPPORTED_YEARS = { from: SUPPORTED_DATE_MIN.slice(0, 4), to: SUPPORTED_DATE_MAX.slice(0, 4) } as const;
