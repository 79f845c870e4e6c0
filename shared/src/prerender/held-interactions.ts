/**
 * A click on a control or a form submission made while the part of the page it belongs to was not
 * live yet (sent as HTML, its code still on the way), held to be performed again once it is.
 */
export type HeldInteraction = { type: 'click'; target: Element } | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

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
