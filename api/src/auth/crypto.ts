/** Kept so code outside the identity modules compiles until it imports the module's index instead. */
export { hmacHex, safeEqual } from '../modules/auth/index.js';
