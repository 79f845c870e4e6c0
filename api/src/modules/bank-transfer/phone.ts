/** The phone rule: one copy, in the contract the bank-transfer form applies too. */
export { formatPhone, normalisePhone } from '@stepwise/contracts';
