/** What the API takes as a profile photo (it also checks the content itself). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_MB = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

/** The message id for a file that cannot be a photo, checked before uploading; undefined when it may go. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'account.profile.photo.wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'account.profile.photo.tooLarge';
  return undefined;
}

/** The message id for an upload the server refused. */
export function photoUploadErrorId(error: { status: number | string; code: string }): string | undefined {
  if (error.code === 'unsupported_photo_type' || error.status === 415) return 'account.profile.photo.wrongType';
  if (error.code === 'photo_too_large' || error.status === 413) return 'account.profile.photo.tooLarge';
  return undefined;
}

/** Every message a photo can be refused with (the message line keeps room for the longest). */
export const PHOTO_MESSAGE_IDS = ['account.profile.photo.wrongType', 'account.profile.photo.tooLarge'] as const;
