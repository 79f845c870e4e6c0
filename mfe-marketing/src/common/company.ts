/**
 * Registration and bank details of the company behind Stepwise (the language-neutral part; the
 * name, address and bank name are in the catalogues). Shown on contacts and in the legal documents.
 */
export const COMPANY = {
  inn: '7701234560',
  kpp: '770101001',
  ogrn: '1217700123453',
  bic: '044525225',
  correspondentAccount: '30101810400000000225',
  settlementAccount: '40702810938000012345',
} as const;

/** The date the current revision of every legal document takes effect. */
export const LEGAL_REVISION_DATE = new Date(Date.UTC(2025, 8, 1));
