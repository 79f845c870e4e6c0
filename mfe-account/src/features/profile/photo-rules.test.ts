import { PHOTO_MAX_BYTES, photoProblem, photoUploadErrorId } from './photo-rules';

describe('photo rules', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoProblem({ type, size: PHOTO_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('account.profile.photo.wrongType');
    expect(photoProblem({ type: '', size: 10 })).toBe('account.profile.photo.wrongType');
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('account.profile.photo.tooLarge');
  });

  it('explains the server refusals', () => {
    expect(photoUploadErrorId({ status: 415, code: 'unsupported_photo_type' })).toBe('account.profile.photo.wrongType');
    expect(photoUploadErrorId({ status: 413, code: 'photo_too_large' })).toBe('account.profile.photo.tooLarge');
    expect(photoUploadErrorId({ status: 500, code: 'internal_error' })).toBeUndefined();
  });
});
