/** Text of the widget's card form, the 3-D Secure page and their results; Russian is the default. */

export type Language = 'ru' | 'en';

const ru = {
  form_title: 'Оплата картой',
  form_merchant: 'Stepwise · тестовый режим',
  amount_label: 'Сумма',
  description_label: 'Назначение',
  number_label: 'Номер карты',
  expiry_label: 'Срок действия (ММ/ГГ)',
  cvc_label: 'CVC',
  holder_label: 'Имя владельца',
  pay_button: 'Оплатить {amount}',
  paying: 'Проводим платёж…',
  close: 'Закрыть',
  number_invalid: 'Проверьте номер карты',
  expiry_invalid: 'Укажите срок в виде ММ/ГГ',
  expiry_past: 'Срок действия карты истёк',
  cvc_invalid: 'CVC — три цифры',
  holder_required: 'Укажите имя, как на карте',
  network_error: 'Не удалось связаться с сервером. Попробуйте ещё раз.',
  hint_title: 'Тестовые карты',
  hint_expiry: 'Любой будущий срок и любой CVC из трёх цифр.',
  card_approve: 'успешная оплата',
  card_challenge: '3-D Secure, код 1234',
  card_do_not_honor: 'отказ банка',
  card_insufficient_funds: 'недостаточно средств',
  result_success: 'Оплата прошла',
  result_declined: 'Платёж отклонён',
  reason_insufficient_funds: 'Недостаточно средств на карте.',
  reason_do_not_honor: 'Банк отклонил операцию.',
  reason_three_ds_failed: 'Не пройдена проверка 3-D Secure.',
  reason_declined: 'Операция отклонена.',
  bad_request: 'Платёжная форма открыта с неверными параметрами.',
  unknown_merchant: 'Неизвестный магазин.',
  challenge_title: 'Подтверждение платежа',
  challenge_bank: 'Sandbox Bank · 3-D Secure',
  challenge_text: 'Введите код из SMS',
  challenge_sent: 'Мы отправили код на номер +7 *** ***-**-00. Тестовый код: 1234.',
  challenge_code_label: 'Код из SMS',
  challenge_submit: 'Подтвердить',
  challenge_payment: 'Платёж на {amount}, карта {card}',
  challenge_done: 'Платёж уже обработан.',
  challenge_not_found: 'Платёж не найден.',
  back_to_shop: 'Вернуться в магазин',
} as const;

export type MessageKey = keyof typeof ru;

const en: Record<MessageKey, string> = {
  form_title: 'Card payment',
  form_merchant: 'Stepwise · test mode',
  amount_label: 'Amount',
  description_label: 'Purpose',
  number_label: 'Card number',
  expiry_label: 'Expiry date (MM/YY)',
  cvc_label: 'CVC',
  holder_label: 'Cardholder name',
  pay_button: 'Pay {amount}',
  paying: 'Processing the payment…',
  close: 'Close',
  number_invalid: 'Check the card number',
  expiry_invalid: 'Enter the expiry date as MM/YY',
  expiry_past: 'The card has expired',
  cvc_invalid: 'The CVC is three digits',
  holder_required: 'Enter the name as on the card',
  network_error: 'Could not reach the server. Please try again.',
  hint_title: 'Test cards',
  hint_expiry: 'Any future expiry date and any three-digit CVC.',
  card_approve: 'approved',
  card_challenge: '3-D Secure, code 1234',
  card_do_not_honor: 'declined by the bank',
  card_insufficient_funds: 'insufficient funds',
  result_success: 'Payment complete',
  result_declined: 'Payment declined',
  reason_insufficient_funds: 'Insufficient funds on the card.',
  reason_do_not_honor: 'The bank declined the operation.',
  reason_three_ds_failed: '3-D Secure authentication failed.',
  reason_declined: 'The operation was declined.',
  bad_request: 'The payment form was opened with invalid parameters.',
  unknown_merchant: 'Unknown merchant.',
  challenge_title: 'Payment confirmation',
  challenge_bank: 'Sandbox Bank · 3-D Secure',
  challenge_text: 'Enter the code from the SMS',
  challenge_sent: 'We sent a code to +7 *** ***-**-00. Test code: 1234.',
  challenge_code_label: 'SMS code',
  challenge_submit: 'Confirm',
  challenge_payment: 'Payment of {amount}, card {card}',
  challenge_done: 'This payment has already been processed.',
  challenge_not_found: 'Payment not found.',
  back_to_shop: 'Back to the shop',
};

const catalogues: Record<Language, Record<MessageKey, string>> = { ru, en };

export function translate(language: Language, key: MessageKey, values: Record<string, string> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `ru-RU`, `ru`, `en-US`, `en` …; anything else is Russian. */
export function languageOf(value: unknown): Language {
  return typeof value === 'string' && /^en\b/i.test(value) ? 'en' : 'ru';
}

/** "4 990 ₽" / "RUB 4,990" (kopecks only when there are any). */
export function formatAmount(language: Language, amount: number): string {
  return new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: language === 'ru' ? 'symbol' : 'code',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
