/** An account is 'new' until the emailed activation code is entered. */
export const userStatuses = ['new', 'active'] as const;
/** The language of the interface and of the emails. */
export const userLangs = ['ru', 'en'] as const;
/** The stored sizes of a profile photo: 64×64 and 256×256. */
export const photoSizes = ['sm', 'lg'] as const;

export type UserStatus = (typeof userStatuses)[number];
export type UserLang = (typeof userLangs)[number];
export type PhotoSize = (typeof photoSizes)[number];
