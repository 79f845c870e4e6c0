/** The bank's 3-D Secure pages: the code form and the outcome. */
import { reasonName } from '../cards/test-cards';
import { escapeHtml, htmlDocument } from '../http/html';
import type { Transaction } from '../provider/transaction';
import { formatAmount, translate, type Language, type MessageKey } from '../widget/messages';

export interface ChallengeContext {
  language: Language;
  /** Set when the page runs inside the widget: the result is posted to this origin. */
  parent: string | null;
  /** The origins above the parent (an embedded checkout), allowed to frame the page too. */
  ancestors: string[];
  /** Set when the page was opened top-level to resume: the browser goes back there at the end. */
  returnTo: string | null;
}

const STYLES = ['/widget/assets/widget.css'];
const FRAME_SCRIPT = '/widget/assets/frame.js';

function hidden(name: string, value: string | null): string {
  return value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function renderChallengePage(transaction: Transaction, context: ChallengeContext): string {
  const { language } = context;
  const t = (key: MessageKey, values?: Record<string, string>) => escapeHtml(translate(language, key, values));
  const card = `${transaction.CardType} •••• ${transaction.CardLastFour}`;
  const body =
    `<main class="widget bank" aria-labelledby="title"${context.parent ? ` data-parent="${escapeHtml(context.parent)}"` : ''}>` +
    `<header class="widget-header"><p class="merchant">${t('challenge_bank')}</p><h1 id="title">${t('challenge_text')}</h1></header>` +
    `<p>${t('challenge_payment', { amount: formatAmount(language, transaction.Amount), card })}</p>` +
    `<p id="code-hint">${t('challenge_sent')}</p>` +
    `<form method="post" action="/3ds/${transaction.TransactionId}">` +
    hidden('lang', language) +
    hidden('parent', context.parent) +
    (context.ancestors.length > 0 ? hidden('ancestors', context.ancestors.join(',')) : '') +
    hidden('return', context.returnTo) +
    `<div class="field"><label for="code">${t('challenge_code_label')}</label>` +
    `<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required${context.parent ? '' : ' autofocus'} aria-describedby="code-hint"></div>` +
    `<button type="submit" class="pay">${t('challenge_submit')}</button>` +
    `</form></main>`;
  return htmlDocument({ lang: language, title: translate(language, 'challenge_title'), body, styles: STYLES, scripts: context.parent ? [FRAME_SCRIPT] : [] });
}

/**
 * The outcome of a finished transaction. Inside the widget, result.js posts it to the parent page
 * (the data attributes carry what it needs); top-level, it is just a page with a way back.
 */
export function renderResultPage(transaction: Transaction, context: ChallengeContext): string {
  const { language } = context;
  const t = (key: MessageKey) => escapeHtml(translate(language, key));
  const success = transaction.Status === 'Completed' || transaction.Status === 'Authorized';
  const reason = success ? '' : `<p>${t(`reason_${reasonName(transaction.ReasonCode)}` as MessageKey)}</p>`;
  const data = context.parent
    ? ` data-parent="${escapeHtml(context.parent)}" data-success="${success}" data-code="${transaction.ReasonCode}" data-transaction-id="${transaction.TransactionId}"`
    : '';
  const back = context.returnTo ? `<p><a href="${escapeHtml(context.returnTo)}">${t('back_to_shop')}</a></p>` : '';
  const body =
    `<main class="widget" id="result"${data}>` +
    `<h1 class="${success ? 'ok' : 'failed'}" tabindex="-1">${t(success ? 'result_success' : 'result_declined')}</h1>${reason}${back}</main>`;
  return htmlDocument({
    lang: language,
    title: translate(language, 'challenge_title'),
    body,
    styles: STYLES,
    scripts: context.parent ? [FRAME_SCRIPT] : [],
  });
}

export function renderMessagePage(language: Language, message: MessageKey, returnTo: string | null): string {
  const back = returnTo ? `<p><a href="${escapeHtml(returnTo)}">${escapeHtml(translate(language, 'back_to_shop'))}</a></p>` : '';
  const body = `<main class="widget"><h1>${escapeHtml(translate(language, message))}</h1>${back}</main>`;
  return htmlDocument({ lang: language, title: translate(language, 'challenge_title'), body, styles: STYLES });
}
