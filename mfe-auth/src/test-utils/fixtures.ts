import type { User } from '@stepwise/shared';

export const newUser: User = {
  id: 12,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  status: 'new',
  lang: 'en',
  photo_sm: null,
  photo_lg: null,
};

export const activeUser: User = { ...newUser, status: 'active' };
