/** Checks of Russian company requisites: one copy, in the contract the bank-transfer form applies too. */
export { innKind, isValidInn, isValidKpp, isValidPostcode, withoutDigitSeparators } from '@stepwise/contracts';
