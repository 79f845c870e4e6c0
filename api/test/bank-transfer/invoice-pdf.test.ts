import { describe, expect, it, jest } from '@jest/globals';
import { formatRubles } from '../../src/modules/bank-transfer/amount-in-words.js';
import { renderInvoicePdf, STEPWISE_SUPPLIER, type InvoiceDocument } from '../../src/modules/bank-transfer/invoice-pdf.js';
import { pdfPageCount, pdfText } from './pdf-text.js';

const PAYMENT = '3f2b8c1e-8d5a-4c3e-9b7a-1c2d3e4f5a6b';

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: 'СЧ-2026-000123',
    // 23:30 in Moscow on 5 March: the invoice is dated in Moscow time.
    date: new Date(Date.UTC(2026, 2, 5, 20, 30)),
    paymentUuid: PAYMENT,
    buyer: {
      companyName: 'ООО «Ромашка»',
      itn: '7707083893',
      iec: '773601001',
      legalAddress: { zipcode: '117997', region: 'г. Москва', city: 'Москва', address: 'ул. Вавилова, д. 19', unit: 'офис 5' },
      mailAddress: { zipcode: '188300', region: 'Ленинградская обл.', city: 'Гатчина', address: 'ул. Ленина, д. 1', unit: null },
      customerName: 'Иванов Иван',
      customerPhone: '+79161234567',
    },
    item: { plan: 'Pro', months: 12, workspace: 'Отдел продаж', quantity: 1, unitPrice: 39_900 },
    ...overrides,
  };
}

/** Lines wrap where the layout decides; the checks look at the text with line breaks as spaces. */
async function renderText(document: InvoiceDocument): Promise<string> {
  return pdfText(await renderInvoicePdf(document)).replace(/[ \n\f]+/g, ' ');
}

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 PDF', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('titles the invoice with its number and Moscow date', async () => {
    expect(await renderText(invoice())).toContain('Счёт на оплату № СЧ-2026-000123 от 5 марта 2026 г.');
    const afterMidnight = await renderText(invoice({ date: new Date(Date.UTC(2026, 2, 5, 21, 30)) }));
    expect(afterMidnight).toContain('от 6 марта 2026 г.');
  });

  it('shows the supplier with its bank details', async () => {
    const text = await renderText(invoice());
    for (const detail of Object.values(STEPWISE_SUPPLIER)) expect(text).toContain(detail);
  });

  it('shows the buyer: company, INN/KPP, both addresses, contact', async () => {
    const text = await renderText(invoice());
    expect(text).toContain('ООО «Ромашка», ИНН 7707083893, КПП 773601001');
    expect(text).toContain('юридический адрес: 117997, г. Москва, ул. Вавилова, д. 19, офис 5');
    expect(text).toContain('почтовый адрес: 188300, Ленинградская обл., Гатчина, ул. Ленина, д. 1');
    expect(text).toContain('контактное лицо: Иванов Иван, тел. +7 916 123-45-67');
  });

  it('writes one address when the mail address is the legal one, and no KPP for a sole trader', async () => {
    const document = invoice();
    const text = await renderText({
      ...document,
      buyer: { ...document.buyer, companyName: 'ИП Петров П. П.', itn: '500100732259', iec: null, mailAddress: document.buyer.legalAddress },
    });
    expect(text).toContain('ИП Петров П. П., ИНН 500100732259; юридический и почтовый адрес: 117997');
    expect(text).not.toContain('КПП 773601001');
  });

  it('lists the subscription with quantity, price and total, without VAT, in figures and words', async () => {
    const text = await renderText(invoice());
    expect(text).toContain('Подписка Stepwise, тариф «Pro», 12 месяцев, пространство «Отдел продаж»');
    expect(text).toContain(`Всего к оплате: ${formatRubles(39_900)}`);
    expect(text).toContain('НДС не облагается');
    expect(text).toContain('упрощённой системы налогообложения');
    expect(text).toContain('Тридцать девять тысяч девятьсот рублей 00 копеек');
  });

  it('multiplies the price by the quantity of a per-member plan', async () => {
    const text = await renderText(invoice({ item: { plan: 'Flex', months: 1, workspace: 'Склад', quantity: 7, unit: 'польз.', unitPrice: 290 } }));
    expect(text).toContain('тариф «Flex», 1 месяц, пространство «Склад»');
    expect(text).toContain(`7 польз. ${formatRubles(290)} ${formatRubles(2030)}`);
    expect(text).toContain('Две тысячи тридцать рублей 00 копеек');
  });

  it('gives the payment purpose with the invoice number and payment uuid, the due date and activation note', async () => {
    const text = await renderText(invoice());
    expect(text).toContain(`Оплата по счёту № СЧ-2026-000123 от 5 марта 2026 г. за подписку Stepwise, платёж ${PAYMENT}.`);
    expect(text).toContain('Оплатить не позднее 12 марта 2026 г.');
    expect(text).toContain('Подписка активируется, как только оплата поступит на расчётный счёт поставщика.');
  });

  it('moves whole blocks to a second page when the longest accepted details do not fit on one', async () => {
    const long = (length: number, word: string) => word.repeat(Math.ceil(length / word.length)).slice(0, length);
    const address = {
      zipcode: '117997',
      region: long(100, 'Область '),
      city: long(100, 'Город '),
      address: long(255, 'улица Длинная '),
      unit: long(50, 'офис '),
    };
    const document = invoice();
    const pdf = await renderInvoicePdf({
      ...document,
      buyer: {
        ...document.buyer,
        companyName: long(255, 'Ширококолейная '),
        customerName: long(100, 'Константинопольский '),
        legalAddress: address,
        mailAddress: { ...address, zipcode: '190000' },
      },
      item: { ...document.item, workspace: long(100, 'Пространство ') },
    });
    expect(pdfPageCount(pdf)).toBe(2);
    const [first = '', second = ''] = pdfText(pdf).split('\f');
    expect(first.replace(/\s+/g, ' ')).toContain(`за подписку Stepwise, платёж ${PAYMENT}`);
    expect(second).toContain('Счёт сформирован в электронном виде и действителен без подписи и печати.');
  });

  it('uses the given supplier', async () => {
    const supplier = { ...STEPWISE_SUPPLIER, name: 'ООО «Другая»', bik: '044525974' };
    const text = await renderText(invoice({ supplier }));
    expect(text).toContain('ООО «Другая»');
    expect(text).toContain('044525974');
    expect(text).not.toContain('Степвайз');
  });

  it('is the same bytes for the same invoice, whenever it is rendered', async () => {
    // Only the clock is replaced: the PDF stream still needs real timers and ticks.
    jest.useFakeTimers({
      now: Date.UTC(2026, 5, 1, 9, 0, 0),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    let first: Buffer;
    let second: Buffer;
    try {
      first = await renderInvoicePdf(invoice());
      jest.setSystemTime(Date.UTC(2027, 0, 15, 18, 45, 7));
      second = await renderInvoicePdf(invoice());
    } finally {
      jest.useRealTimers();
    }
    expect(second.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260305203000Z)');
  });

  it.each<[string, Partial<InvoiceDocument>]>([
    ['number', { number: 'SCH-2026-000123' }],
    ['number', { number: '123' }],
    ['date', { date: new Date(Number.NaN) }],
    ['paymentUuid', { paymentUuid: 'not-a-uuid' }],
    ['buyer.itn', { buyer: { ...invoice().buyer, itn: '7707083890' } }],
    ['buyer.companyName', { buyer: { ...invoice().buyer, companyName: ' ' } }],
    ['item.quantity', { item: { ...invoice().item, quantity: 0 } }],
    ['item.unitPrice', { item: { ...invoice().item, unitPrice: -1 } }],
    ['item.unitPrice', { item: { ...invoice().item, unitPrice: 0 } }],
    ['item.months', { item: { ...invoice().item, months: 1.5 } }],
  ])('rejects an invalid %s', async (field, overrides) => {
    await expect(renderInvoicePdf(invoice(overrides))).rejects.toThrow(new RegExp(`invalid: .*${field.replace('.', '\\.')}`));
  });
});
