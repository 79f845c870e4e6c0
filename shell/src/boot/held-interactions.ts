/**
 * The hand-over from the page's boot script (shell/server/boot-on-intent.ts) to the app. On a
 * prerendered page the app starts at the visitor's first sign of activity; a click on a control or
 * a form submission that comes before the app is live is held by that script, and the app performs
 * it again once the page is hydrated, on the very same element.
 */
export type HeldInteraction = { type: 'click'; target: Element } | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/** Takes the interactions the boot script held (none when the page has no boot script). */
export function releaseHeldInteractions(): HeldInteraction[] {
  return window.stepwiseBoot?.release() ?? [];
}

/** Performs held interactions again on the live page; elements that are gone are skipped. */
export function replayInteractions(held: readonly HeldInteraction[]): void {
  for (const interaction of held) {
    if (!interaction.target.isConnected) continue;
    if (interaction.type === 'click') {
      if (interaction.target instanceof HTMLElement) interaction.target.click();
    } else if (interaction.submitter?.isConnected && interaction.submitter.closest('form') === interaction.target) {
      interaction.target.requestSubmit(interaction.submitter);
    } else {
      interaction.target.requestSubmit();
    }
  }
}
