import { selectAuthUser, useAppSelector } from '@stepwise/shared';

/** The signed-in member's user id (the workspace pages need a signed-in user; -1 while none is loaded). */
export function useCurrentUserId(): number {
  return useAppSelector(selectAuthUser)?.id ?? -1;
}
