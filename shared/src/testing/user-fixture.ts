import type { User } from '../auth/user';

/** A signed-in user as `GET users/me` returns it (Anna Ivanova, active, English), with the given changes. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Anna',
    last_name: 'Ivanova',
    email: 'anna@example.com',
    status: 'active',
    lang: 'en',
    photo_sm: null,
    photo_lg: null,
    ...overrides,
  };
}
