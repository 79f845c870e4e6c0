import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { amountInWordsRu, formatRubles, pluralRu } from './amount-in-words.js';
import type { NormalisedBankTransferForm, PostalAddress } from './bank-transfer-form.js';
import { formatDateRu, invoiceDueDate } from './invoice-dates.js';
import { canonicalInvoiceNumber } from './invoice-number.js';
import { formatPhone } from './phone.js';
import { isValidInn } from './requisites.js';
import { STEPWISE_SUPPLIER, type InvoiceSupplier } from './supplier.js';

export { STEPWISE_SUPPLIER, type InvoiceSupplier } from './supplier.js';

export type InvoiceBuyer = Pick<NormalisedBankTransferForm, 'companyName' | 'itn' | 'iec' | 'legalAddress' | 'mailAddress' | 'customerName' | 'customerPhone'>;

/** The one line of an invoice: a plan for a number of months in one workspace. */
export interface InvoiceItem {
  /** The plan's name as shown to users, e.g. `Pro`. */
  plan: string;
  months: number;
  workspace: string;
  /** 1 for a flat plan; the billable members of a per-member plan. */
  quantity: number;
  /** Unit of the quantity; `шт.` when not given. */
  unit?: string;
  /** Price of one unit in roubles. */
  unitPrice: number;
}

export interface InvoiceDocument {
  /** `СЧ-2026-000123` */
  number: string;
  /** When the invoice was issued; also the PDF's creation date, so the output never depends on the clock. */
  date: Date;
  /** The payment's uuid: with the number it forms the reference the buyer puts in the transfer. */
  paymentUuid: string;
  buyer: InvoiceBuyer;
  item: InvoiceItem;
  /** Defaults to `STEPWISE_SUPPLIER`. */
  supplier?: InvoiceSupplier;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

const MARGIN = 40;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const BOTTOM = A4_HEIGHT - MARGIN;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const PAD = 4;
const SIZE = 9;
const SMALL = 7.5;

/** The sentence the buyer must copy into the transfer's purpose; it is how the payment is matched. */
export function paymentPurpose(invoice: Pick<InvoiceDocument, 'number' | 'date' | 'paymentUuid'>): string {
  return `Оплата по счёту № ${invoice.number} от ${formatDateRu(invoice.date)} за подписку Stepwise, ` + `платёж ${invoice.paymentUuid}. НДС не облагается.`;
}

export function itemDescription(item: InvoiceItem): string {
  const months = `${item.months} ${pluralRu(item.months, ['месяц', 'месяца', 'месяцев'])}`;
  return `Подписка Stepwise, тариф «${item.plan}», ${months}, пространство «${item.workspace}»`;
}

export function invoiceTotal(item: InvoiceItem): number {
  return item.quantity * item.unitPrice;
}

/** `г. Москва` and `Москва` name the same place. */
function placeKey(name: string): string {
  return name.toLowerCase().replace(/^(г\.|город)\s*/u, '');
}

function formatAddress(address: PostalAddress): string {
  const parts = [address.zipcode, address.region];
  // A federal city is both the region and the city; it is written once.
  if (placeKey(address.city) !== placeKey(address.region)) parts.push(address.city);
  parts.push(address.address);
  if (address.unit) parts.push(address.unit);
  return parts.join(', ');
}

function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  return formatAddress(a) === formatAddress(b);
}

function buyerDetails(buyer: InvoiceBuyer): string {
  const registration = [`ИНН ${buyer.itn}`, ...(buyer.iec ? [`КПП ${buyer.iec}`] : [])].join(', ');
  const addresses = sameAddress(buyer.legalAddress, buyer.mailAddress)
    ? [`юридический и почтовый адрес: ${formatAddress(buyer.legalAddress)}`]
    : [`юридический адрес: ${formatAddress(buyer.legalAddress)}`, `почтовый адрес: ${formatAddress(buyer.mailAddress)}`];
  const contact = `контактное лицо: ${buyer.customerName}, тел. ${formatPhone(buyer.customerPhone)}`;
  return [`${buyer.companyName}, ${registration}`, ...addresses, contact].join('; ');
}

function supplierDetails(supplier: InvoiceSupplier): string {
  return `${supplier.name}, ИНН ${supplier.inn}, КПП ${supplier.kpp}, ОГРН ${supplier.ogrn}, ${supplier.address}`;
}

function assertRenderable(invoice: InvoiceDocument): void {
  const problems: string[] = [];
  if (canonicalInvoiceNumber(invoice.number) !== invoice.number) problems.push('number');
  if (!(invoice.date instanceof Date) || Number.isNaN(invoice.date.getTime())) problems.push('date');
  if (!UUID.test(invoice.paymentUuid)) problems.push('paymentUuid');
  const { buyer, item } = invoice;
  if (!isValidInn(buyer.itn)) problems.push('buyer.itn');
  for (const field of ['companyName', 'customerName', 'customerPhone'] as const) {
    if (!buyer[field]?.trim()) problems.push(`buyer.${field}`);
  }
  if (!item.plan.trim()) problems.push('item.plan');
  if (!item.workspace.trim()) problems.push('item.workspace');
  if (!Number.isInteger(item.months) || item.months < 1) problems.push('item.months');
  if (!Number.isInteger(item.quantity) || item.quantity < 1) problems.push('item.quantity');
  if (!Number.isInteger(item.unitPrice) || item.unitPrice <= 0) problems.push('item.unitPrice');
  if (problems.length > 0) throw new TypeError(`Invoice cannot be rendered, invalid: ${problems.join(', ')}`);
}

type Doc = PDFKit.PDFDocument;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function stroke(doc: Doc, box: Box): void {
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).stroke();
}

interface TextOptions {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right' | 'center';
}

function write(doc: Doc, text: string, box: Box, options: TextOptions = {}): void {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? SIZE)
    .text(text, box.x + PAD, box.y + PAD, { width: box.width - 2 * PAD, align: options.align ?? 'left' });
}

function textHeight(doc: Doc, text: string, width: number, options: { bold?: boolean; size?: number } = {}): number {
  doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? SIZE);
  return doc.heightOfString(text, { width: width - 2 * PAD }) + 2 * PAD;
}

/** Where a block of `height` starts: at `top`, or on a new page when it would cross the bottom margin. */
function room(doc: Doc, top: number, height: number): number {
  if (top + height <= BOTTOM) return top;
  doc.addPage();
  return MARGIN;
}

/** The bank-details grid at the top of a Russian invoice: what the buyer's bank needs for the transfer. */
function drawBankDetails(doc: Doc, supplier: InvoiceSupplier, top: number): number {
  const left = 280;
  const label = 50;
  const right = WIDTH - left - label;
  const x1 = MARGIN + left;
  const x2 = x1 + label;
  const row = 18;
  const bankHeight = Math.max(2 * row, textHeight(doc, supplier.bankName, left) + 12);
  const nameHeight = Math.max(2 * row, textHeight(doc, supplier.name, left) + 12);

  stroke(doc, { x: MARGIN, y: top, width: left, height: bankHeight });
  write(doc, supplier.bankName, { x: MARGIN, y: top, width: left, height: bankHeight });
  write(doc, 'Банк получателя', { x: MARGIN, y: top + bankHeight - 14, width: left, height: 14 }, { size: SMALL });
  const bik = { x: x1, y: top, width: label, height: row };
  stroke(doc, bik);
  write(doc, 'БИК', bik);
  stroke(doc, { ...bik, x: x2, width: right });
  write(doc, supplier.bik, { ...bik, x: x2, width: right });
  const corr = { x: x1, y: top + row, width: label, height: bankHeight - row };
  stroke(doc, corr);
  write(doc, 'Сч. №', corr);
  stroke(doc, { ...corr, x: x2, width: right });
  write(doc, supplier.correspondentAccount, { ...corr, x: x2, width: right });

  const second = top + bankHeight;
  const half = left / 2;
  for (const [index, text] of [`ИНН ${supplier.inn}`, `КПП ${supplier.kpp}`].entries()) {
    const box = { x: MARGIN + index * half, y: second, width: half, height: row };
    stroke(doc, box);
    write(doc, text, box);
  }
  const name = { x: MARGIN, y: second + row, width: left, height: nameHeight };
  stroke(doc, name);
  write(doc, supplier.name, name);
  write(doc, 'Получатель', { x: MARGIN, y: name.y + nameHeight - 14, width: left, height: 14 }, { size: SMALL });
  const account = { x: x1, y: second, width: label, height: row + nameHeight };
  stroke(doc, account);
  write(doc, 'Сч. №', account);
  stroke(doc, { ...account, x: x2, width: right });
  write(doc, supplier.settlementAccount, { ...account, x: x2, width: right });
  return second + row + nameHeight;
}

function drawParty(doc: Doc, label: string, details: string, from: number): number {
  const labelWidth = 100;
  const detailsWidth = WIDTH - labelWidth;
  const height = Math.max(textHeight(doc, label, labelWidth), textHeight(doc, details, detailsWidth, { bold: true }));
  const top = room(doc, from, height);
  write(doc, label, { x: MARGIN, y: top, width: labelWidth, height: 0 });
  write(doc, details, { x: MARGIN + labelWidth, y: top, width: detailsWidth, height: 0 }, { bold: true });
  return top + height;
}

function drawItems(doc: Doc, item: InvoiceItem, top: number): number {
  const widths = [24, 0, 48, 46, 78, 84];
  widths[1] = WIDTH - widths.reduce((sum, width) => sum + width, 0);
  const header = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена, руб.', 'Сумма, руб.'];
  const values = ['1', itemDescription(item), String(item.quantity), item.unit ?? 'шт.', formatRubles(item.unitPrice), formatRubles(invoiceTotal(item))];
  const aligns = ['center', 'left', 'right', 'left', 'right', 'right'] as const;
  let y = top;
  for (const [cells, bold] of [
    [header, true],
    [values, false],
  ] as const) {
    const height = Math.max(...cells.map((cell, index) => textHeight(doc, cell, widths[index] ?? 0, { bold })));
    y = room(doc, y, bold ? height * 2 : height);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const box = { x, y, width: widths[index] ?? 0, height };
      stroke(doc, box);
      write(doc, cell, box, { bold, align: aligns[index] ?? 'left' });
      x += box.width;
    });
    y += height;
  }
  return y;
}

function drawTotals(doc: Doc, total: number, top: number): number {
  const valueWidth = 100;
  const labelWidth = 160;
  const x = MARGIN + WIDTH - valueWidth - labelWidth;
  const rows: Array<[string, string | null]> = [
    ['Итого:', formatRubles(total)],
    ['НДС не облагается', null],
    ['Всего к оплате:', formatRubles(total)],
  ];
  let y = room(doc, top, rows.length * 14);
  for (const [label, value] of rows) {
    const width = value === null ? labelWidth + valueWidth : labelWidth;
    write(doc, label, { x, y, width, height: 0 }, { bold: true, align: 'right' });
    if (value !== null) {
      write(doc, value, { x: x + labelWidth, y, width: valueWidth, height: 0 }, { bold: true, align: 'right' });
    }
    y += 14;
  }
  return y;
}

function paragraph(doc: Doc, text: string, from: number, options: TextOptions = {}): number {
  const height = textHeight(doc, text, WIDTH, options);
  const top = room(doc, from, height);
  write(doc, text, { x: MARGIN, y: top, width: WIDTH, height: 0 }, options);
  return top + height;
}

function drawInvoice(doc: Doc, invoice: InvoiceDocument, supplier: InvoiceSupplier): void {
  const total = invoiceTotal(invoice.item);
  let y = drawBankDetails(doc, supplier, MARGIN) + 16;

  y = paragraph(doc, `Счёт на оплату № ${invoice.number} от ${formatDateRu(invoice.date)}`, y, { bold: true, size: 14 });
  doc
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + WIDTH, y + 2)
    .lineWidth(1.5)
    .stroke();
  y += 10;

  y = drawParty(doc, 'Поставщик (исполнитель):', supplierDetails(supplier), y) + 4;
  y = drawParty(doc, 'Покупатель (заказчик):', buyerDetails(invoice.buyer), y) + 10;

  y = drawItems(doc, invoice.item, y) + 6;
  y = drawTotals(doc, total, y) + 6;

  y = paragraph(doc, `Всего наименований 1, на сумму ${formatRubles(total)} руб.`, y);
  y = paragraph(doc, amountInWordsRu(total), y, { bold: true });
  doc
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + WIDTH, y + 2)
    .lineWidth(1.5)
    .stroke();
  y += 12;

  const purpose = paymentPurpose(invoice);
  const heading = 'Назначение платежа — укажите его в платёжном поручении без изменений:';
  const purposeHeight = textHeight(doc, heading, WIDTH, { bold: true }) + textHeight(doc, purpose, WIDTH) - PAD;
  y = room(doc, y, purposeHeight);
  const purposeBox = { x: MARGIN, y, width: WIDTH, height: purposeHeight };
  stroke(doc, purposeBox);
  write(doc, heading, purposeBox, { bold: true });
  write(doc, purpose, { ...purposeBox, y: purposeBox.y + textHeight(doc, heading, WIDTH, { bold: true }) - PAD });
  y += purposeBox.height + 10;

  const terms = [
    `Оплатить не позднее ${formatDateRu(invoiceDueDate(invoice.date))} (5 банковских дней).`,
    'Подписка активируется, как только оплата поступит на расчётный счёт поставщика.',
    'НДС не облагается в связи с применением поставщиком упрощённой системы налогообложения ' + '(п. 2 ст. 346.11 НК РФ).',
    'Оплата счёта означает согласие с условиями лицензионного договора Stepwise.',
    'Счёт сформирован в электронном виде и действителен без подписи и печати.',
  ];
  for (const term of terms) y = paragraph(doc, term, y);
}

/** An A4 invoice in Russian for a bank transfer. Rejects an invoice that could not be paid as printed. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  assertRenderable(invoice);
  const supplier = invoice.supplier ?? STEPWISE_SUPPLIER;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'ru-RU',
    info: {
      Title: `Счёт на оплату № ${invoice.number}`,
      Author: supplier.name,
      Subject: itemDescription(invoice.item),
      CreationDate: invoice.date,
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, invoice, supplier);
  doc.end();
  return done;
}
