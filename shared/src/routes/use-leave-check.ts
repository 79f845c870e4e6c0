import { useEffect } from 'react';
import { addLeaveCheck } from './leave-checks';

/**
 * While `active`, a navigation of the app's router to another page asks `message` first and stays
 * when the user declines; moving within the page (its query or hash) does not ask.
 */
export function useLeaveCheck(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return;
    return addLeaveCheck(({ from, to }) => from === to || window.confirm(message));
  }, [active, message]);
}
