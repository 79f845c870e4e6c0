// The login feature's public surface: the flag the password restore page hands to the sign-in page.
export { RESTORED_QUERY_FLAG } from './restored-flag';
