/** The example integrator's page: a third-party site that embeds Stepwise's checkout (docs/payments.md §7). */
import { escapeHtml, htmlDocument } from '../http/html';

const PLANS = [
  ['start', 'Start'],
  ['pro', 'Pro'],
  ['premium', 'Premium'],
  ['flex', 'Flex'],
  ['corporate', 'Corporate'],
] as const;

export function renderIntegratorPage(checkoutOrigin: string): string {
  const plans = PLANS.map(([code, name]) => `<option value="${code}">${name}</option>`).join('');
  const body =
    `<header class="site"><p class="brand">Acme CRM</p></header>` +
    `<main data-checkout-origin="${escapeHtml(checkoutOrigin)}">` +
    `<h1>Acme CRM — upgrade your Stepwise workspace</h1>` +
    `<p>An example partner site. It opens Stepwise's checkout in a frame and follows the payment through the messages the checkout posts.</p>` +
    `<form id="checkout-form" class="panel" novalidate>` +
    `<div class="field"><label for="workspace">Workspace id</label>` +
    `<input id="workspace" name="workspace" type="text" inputmode="numeric" autocomplete="off" required aria-describedby="workspace-error">` +
    `<p id="workspace-error" class="error" hidden>Enter the id of the workspace to upgrade.</p></div>` +
    `<div class="field"><label for="plan">Plan</label><select id="plan" name="plan">${plans}</select></div>` +
    `<fieldset class="field"><legend>Billing period</legend>` +
    `<label class="choice"><input type="radio" name="period" value="monthly" checked> Monthly</label>` +
    `<label class="choice"><input type="radio" name="period" value="annual"> Annual (two months free)</label>` +
    `</fieldset>` +
    `<button type="submit">Open checkout</button>` +
    `</form>` +
    `<h2>Checkout</h2>` +
    `<p id="status" data-testid="integrator-status" role="status" aria-live="polite">Checkout not opened yet.</p>` +
    `<div id="checkout"></div>` +
    `</main>`;
  return htmlDocument({ lang: 'en', title: 'Acme CRM — upgrade your Stepwise workspace', body, styles: ['/integrator.css'], scripts: ['/integrator.js'] });
}
