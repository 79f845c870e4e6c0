/** Set at build time by rspack.base.ts: package version plus the optional BUILD_LABEL. */
declare const __BUILD_VERSION__: string;
/** Set at build time by rspack.base.ts: the app's package.json range of @stepwise/shared (`^1.0.0`). */
declare const __SHARED_RANGE__: string;
