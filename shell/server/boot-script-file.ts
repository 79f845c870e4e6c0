/**
 * The shell's boot script as its build writes it into the dist folder, where the shell server reads
 * it. A dotfile, so the server never serves it as an asset: it only ever goes inline.
 */
export const BOOT_SCRIPT_FILE = '.boot-on-intent.js';
