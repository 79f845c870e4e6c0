import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLeaveCheck } from '@stepwise/shared';

/** Asks the browser to confirm closing or reloading the tab while `active`. */
function useUnloadPrompt(active: boolean) {
  useEffect(() => {
    if (!active) return;
    function beforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [active]);
}

export interface LeaveGuardProps {
  /** There are unsaved changes. */
  active: boolean;
  /** The question asked before they are left. */
  messageId: string;
}

/**
 * While there are unsaved changes, asks before the page is left: the browser's own prompt when the
 * tab is closed or reloaded, and a confirmation before the app goes to another page (links, Back, Forward).
 */
export function LeaveGuard({ active, messageId }: LeaveGuardProps) {
  const intl = useIntl();
  useUnloadPrompt(active);
  useLeaveCheck(active, intl.formatMessage({ id: messageId }));
  return null;
}
