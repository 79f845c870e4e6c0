// Types only: the contract's schemas never reach the browser bundles.
import type { AuthResponse, UserResponse, UserStatus } from '@stepwise/contracts';

export type { AuthResponse, UserStatus };

/** The signed-in user as GET /api/users/me answers. */
export type User = UserResponse;
