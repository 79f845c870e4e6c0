import sharedPackage from '../../package.json' with { type: 'json' };

/**
 * The version of the @stepwise/shared that is running. It is a singleton: the shell loads it and every
 * remote uses the shell's copy, so this is also the version each remote gets, whatever it was built with.
 */
export const SHARED_VERSION: string = sharedPackage.version;
