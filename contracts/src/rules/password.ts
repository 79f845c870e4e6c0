import { PASSWORD_MAX_LENGTH } from '../auth/limits.js';

/**
 * Why a new password is refused, as a field code: empty, shorter than `minLength` (6 at registration and
 * recovery, 8 in the profile, see limits.ts) or longer than the maximum. Never trimmed: spaces count.
 */
export function passwordProblem(value: string, minLength: number): 'required' | 'min_length' | 'max_length' | undefined {
  if (value === '') return 'required';
  if ([...value].length < minLength) return 'min_length';
  if ([...value].length > PASSWORD_MAX_LENGTH) return 'max_length';
  return undefined;
}
