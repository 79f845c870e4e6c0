import { avatarPhoto, avatarStyleIndex, fullName, userInitials } from './initials';

describe('userInitials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(userInitials({ id: 1, first_name: 'анна', last_name: 'Иванова', email: 'a@b.c' })).toBe('АИ');
    expect(userInitials({ id: 1, first_name: 'John', last_name: '', email: 'a@b.c' })).toBe('J');
  });

  it('uses the first two letters of the email when there are no names', () => {
    expect(userInitials({ id: 2, first_name: '', last_name: '  ', email: 'maria@example.com' })).toBe('MA');
  });

  it("is '?' without an id", () => {
    expect(userInitials({ first_name: 'Anna', last_name: 'Smith', email: 'a@b.c' })).toBe('?');
    expect(userInitials(null)).toBe('?');
  });
});

describe('avatarStyleIndex', () => {
  it('is the id modulo 6, plus 1', () => {
    expect([0, 1, 5, 6, 7, 11, 12, 1003].map(avatarStyleIndex)).toEqual([1, 2, 6, 1, 2, 6, 1, 2]);
  });
});

describe('avatarPhoto', () => {
  const user = { photo_sm: '/small.webp', photo_lg: '/large.webp' };
  it('gives the small photo to sm, md and chat and the large one to lg and xmd', () => {
    expect(avatarPhoto(user, 'sm')).toBe('/small.webp');
    expect(avatarPhoto(user, 'md')).toBe('/small.webp');
    expect(avatarPhoto(user, 'chat')).toBe('/small.webp');
    expect(avatarPhoto(user, 'lg')).toBe('/large.webp');
    expect(avatarPhoto(user, 'xmd')).toBe('/large.webp');
  });
});

describe('fullName', () => {
  it('joins the names, or falls back to the email', () => {
    expect(fullName({ first_name: 'Анна', last_name: 'Иванова', email: 'a@b.c' })).toBe('Анна Иванова');
    expect(fullName({ first_name: '', last_name: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});
