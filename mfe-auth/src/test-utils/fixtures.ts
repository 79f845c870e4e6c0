import { userFixture } from '@stepwise/shared/testing';

export const newUser = userFixture({ id: 12, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', status: 'new' });

export const activeUser = userFixture({ ...newUser, status: 'active' });
