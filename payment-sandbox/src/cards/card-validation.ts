/** Checks the card form's fields; the widget's form page runs the same rules in the browser. */
import { cardTypeOf, digitsOf, passesLuhn, type CardType } from './test-cards';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardInput;

/** Message keys (widget/messages.ts) per field. */
export type CardErrors = Partial<Record<CardField, 'number_invalid' | 'expiry_invalid' | 'expiry_past' | 'cvc_invalid' | 'holder_required'>>;

export interface ValidCard {
  digits: string;
  type: CardType;
  /** `MM/YY` */
  expDate: string;
}

export function validateCard(input: CardInput, now: Date = new Date()): { card: ValidCard } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number);
  const type = cardTypeOf(digits);
  if (!/^[\d\s]+$/.test(input.number.trim()) || !passesLuhn(digits) || type === null) errors.number = 'number_invalid';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiry_invalid';
  else {
    const year = 2000 + Number(expiry[2]);
    const lastValid = year * 12 + month;
    if (lastValid < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'expiry_past';
  }

  if (!/^\d{3}$/.test(input.cvc.trim())) errors.cvc = 'cvc_invalid';
  if (input.holder.trim() === '') errors.holder = 'holder_required';

  if (Object.keys(errors).length > 0 || !expiry || type === null) return { errors };
  return { card: { digits, type, expDate: `${expiry[1]}/${expiry[2]}` } };
}
