// Types of scripts/ensure-chromium.mjs for TypeScript callers (the end-to-end configuration).

export const DEFAULT_CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function chromiumPath(env?: Record<string, string | undefined>): string;
export function ensureChromium(env?: Record<string, string | undefined>): number;
