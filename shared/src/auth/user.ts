import type { Locale } from '../i18n/locales';

export type UserStatus = 'new' | 'active';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: UserStatus;
  lang: Locale;
  photo_sm: string | null;
  photo_lg: string | null;
}

export interface AuthResponse {
  access_token: string;
}
