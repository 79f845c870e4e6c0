import type { UserLang, UserResponse } from '@stepwise/contracts';
import type { User } from './user-repository.js';

/** Emails are stored trimmed and lower-cased; the unique index is on lower(email). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The language of a user created without a form (external sign-in), from Accept-Language:
 * uk, be and ru → ru; any other language → en; no header → ru (the product's default).
 */
export function langFromAcceptLanguage(header: string | undefined): UserLang {
  if (!header?.trim()) return 'ru';
  const preferred = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.language !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  if (!preferred) return 'ru';
  return ['uk', 'be', 'ru'].includes(preferred.language) ? 'ru' : 'en';
}

/** users.photo_sm/photo_lg hold paths on the public origin; the API answers with absolute URLs. */
export function toUserResponse(user: User, publicUrl: string): UserResponse {
  const photoUrl = (path: string | null) => (path === null ? null : `${publicUrl}${path}`);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    status: user.status,
    lang: user.lang,
    photo_sm: photoUrl(user.photoSm),
    photo_lg: photoUrl(user.photoLg),
  };
}
