/** Kept so code outside the identity modules compiles until it imports the module's index instead. */
export { normalizeEmail } from '../modules/users/index.js';
