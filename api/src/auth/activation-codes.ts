/** Kept so code outside the identity modules compiles until it imports the contract instead. */
export { ACTIVATION_CODE_TTL_MS } from '@stepwise/contracts';
