/** A failed plans fetch is only logged (spec §8, silent failures); the rest of the page stays. */
export function reportPlansFailure(error: unknown): void {
  console.error('[mfe_marketing] the rate plans could not be loaded', error);
}
