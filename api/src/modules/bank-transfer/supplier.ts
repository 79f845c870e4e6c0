/** The seller named on invoices: its registration and bank details. */
export interface InvoiceSupplier {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
}

/** Stepwise's own company, as on the contacts page (mfe-marketing/src/common/company.ts). */
export const STEPWISE_SUPPLIER: InvoiceSupplier = {
  name: 'ООО «Степвайз»',
  inn: '7701234560',
  kpp: '770101001',
  ogrn: '1217700123453',
  address: '105005, г. Москва, ул. Радио, д. 24, корп. 1, помещ. 7',
  bankName: 'ПАО Сбербанк, г. Москва',
  bik: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};
