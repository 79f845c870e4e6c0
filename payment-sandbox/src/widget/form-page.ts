/** The widget's card form page (inside the widget's iframe). */
import { TEST_CARDS } from '../cards/test-cards';
import { escapeHtml, htmlDocument } from '../http/html';
import { formatAmount, translate, type Language, type MessageKey } from './messages';
import { widgetPaymentQuery, type WidgetPayment } from './payment-params';

/** Messages form.js needs in the browser. */
const SCRIPT_MESSAGES: readonly MessageKey[] = [
  'number_invalid',
  'expiry_invalid',
  'expiry_past',
  'cvc_invalid',
  'holder_required',
  'network_error',
  'paying',
  'result_success',
  'result_declined',
  'reason_insufficient_funds',
  'reason_do_not_honor',
  'reason_three_ds_failed',
  'reason_declined',
];

function field(language: Language, name: string, label: MessageKey, attributes: string): string {
  return (
    `<div class="field"><label for="${name}">${escapeHtml(translate(language, label))}</label>` +
    `<input id="${name}" name="${name}" ${attributes} aria-describedby="${name}-error" required>` +
    `<p id="${name}-error" class="error" hidden></p></div>`
  );
}

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** JSON inside a non-executed <script> block: `<` escaped so nothing can close the element. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export function renderFormPage(payment: WidgetPayment): string {
  const { language } = payment;
  const t = (key: MessageKey, values?: Record<string, string>) => escapeHtml(translate(language, key, values));
  const amount = formatAmount(language, payment.amount);
  const hidden = Object.entries(widgetPaymentQuery(payment))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const cards = TEST_CARDS.map((card) => `<li><code>${spaced(card.number)}</code> — ${t(`card_${card.outcome}` as MessageKey)}</li>`).join('');
  const messages = Object.fromEntries(SCRIPT_MESSAGES.map((key) => [key, translate(language, key)]));
  const body =
    `<main class="widget" aria-labelledby="title">` +
    `<header class="widget-header"><h1 id="title">${t('form_title')}</h1><p class="merchant">${t('form_merchant')}</p></header>` +
    `<dl class="summary"><div><dt>${t('amount_label')}</dt><dd data-testid="widget-amount">${escapeHtml(amount)}</dd></div>` +
    (payment.description ? `<div><dt>${t('description_label')}</dt><dd>${escapeHtml(payment.description)}</dd></div>` : '') +
    `</dl>` +
    `<form id="card-form" novalidate>${hidden}` +
    field(language, 'number', 'number_label', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="0000 0000 0000 0000"') +
    `<div class="row">` +
    field(
      language,
      'expiry',
      'expiry_label',
      `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="${language === 'ru' ? 'ММ/ГГ' : 'MM/YY'}"`,
    ) +
    field(language, 'cvc', 'cvc_label', 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="3"') +
    `</div>` +
    field(language, 'holder', 'holder_label', 'type="text" autocomplete="cc-name" maxlength="100" spellcheck="false"') +
    `<p id="form-error" class="form-error" role="alert" hidden></p>` +
    `<button type="submit" id="pay" class="pay">${t('pay_button', { amount })}</button>` +
    `</form>` +
    `<div id="result" class="result" role="status" aria-live="polite"></div>` +
    `<section class="hint" aria-labelledby="hint-title"><h2 id="hint-title">${t('hint_title')}</h2><ul>${cards}</ul><p>${t('hint_expiry')}</p></section>` +
    `</main>` +
    jsonBlock('messages', messages);
  return htmlDocument({
    lang: language,
    title: translate(language, 'form_title'),
    body,
    styles: ['/widget/assets/widget.css'],
    scripts: ['/widget/assets/form.js'],
  });
}

/** A short page for a form that cannot be shown (bad parameters, unknown merchant). */
export function renderProblemPage(language: Language, message: MessageKey): string {
  const body = `<main class="widget"><h1>${escapeHtml(translate(language, 'form_title'))}</h1><p class="form-error" role="alert">${escapeHtml(translate(language, message))}</p></main>`;
  return htmlDocument({ lang: language, title: translate(language, 'form_title'), body, styles: ['/widget/assets/widget.css'] });
}
