/** Set at build time by rspack.base.ts: package version plus the optional BUILD_LABEL. */
declare const __BUILD_VERSION__: string;
