/**
 * The sandbox's tests alone (`npm test -w payment-sandbox`), with the root front-end config, which
 * also runs them as part of `npm test`.
 */
import base from '../jest.config.js';

export default { ...base, rootDir: '..', roots: ['<rootDir>/payment-sandbox'] };
