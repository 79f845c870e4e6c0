import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

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

/** In the shell's data router: every navigation to another page (links, Back, Forward) waits for a confirmation. */
function useRouterBlock(active: boolean, message: string) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
}

/** Under a plain router (a remote run alone, tests): a link to another page of the app waits for a confirmation. */
function useLinkBlock(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return;
    function linkClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin === window.location.origin && to.pathname === window.location.pathname) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    }
    document.addEventListener('click', linkClick, true);
    return () => document.removeEventListener('click', linkClick, true);
  }, [active, message]);
}

function RouterBlock({ active, message }: { active: boolean; message: string }) {
  useRouterBlock(active, message);
  return null;
}

function LinkBlock({ active, message }: { active: boolean; message: string }) {
  useLinkBlock(active, message);
  return null;
}

export interface LeaveGuardProps {
  /** There are unsaved changes. */
  active: boolean;
  /** The question asked before they are left. */
  messageId: string;
}

/**
 * While there are unsaved changes, asks before the page is left: the browser's own prompt when the
 * tab is closed or reloaded, and a confirmation before the app goes to another page.
 */
export function LeaveGuard({ active, messageId }: LeaveGuardProps) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: messageId });
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useUnloadPrompt(active);
  return dataRouter ? <RouterBlock active={active} message={message} /> : <LinkBlock active={active} message={message} />;
}
