/** Kept so code outside the identity modules compiles until it imports the contract instead. */
export { PASSWORD_RESET_TTL_MS } from '@stepwise/contracts';
