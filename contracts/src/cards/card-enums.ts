export const cardBrands = ['visa', 'mastercard', 'mir', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];
