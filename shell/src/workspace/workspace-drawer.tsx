import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { navLinkStyle } from '../chrome/header-styles';
import { useFocusTrap } from './use-focus-trap';
import { WorkspaceSidebar } from './workspace-sidebar';

/**
 * Narrow screens: a bar with the menu button; the sidebar opens as a modal drawer over the page.
 * Escape, the close button, the backdrop or a navigation close it; focus stays inside while it is
 * open and returns to the menu button.
 */
export function WorkspaceDrawer({ workspaceId }: { workspaceId: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const location = useLocation();

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);
  useFocusTrap(panelRef, open, close);

  // While open, the page behind stays still; a window grown to the wide layout (no drawer there) closes it.
  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(theme.breakpoints.desktop.replace('@media ', '')) : null;
    const onWidth = () => {
      if (wide?.matches) setOpen(false);
    };
    wide?.addEventListener('change', onWidth);
    return () => {
      document.body.style.overflow = overflow;
      wide?.removeEventListener('change', onWidth);
    };
  }, [open, theme.breakpoints.desktop]);

  return (
    <div css={{ [theme.breakpoints.desktop]: { display: 'none' } }}>
      <div
        css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, padding: `0 ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}` }}
      >
        <button ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} css={navLinkStyle(theme)}>
          <span aria-hidden="true" css={{ marginRight: theme.space.xs }}>
            ☰
          </span>
          <FormattedMessage id="shell.workspace.menu" />
        </button>
      </div>
      {open && (
        <div css={{ position: 'fixed', inset: 0, zIndex: 30 }}>
          <div data-testid="workspace-drawer-backdrop" onClick={close} css={{ position: 'absolute', inset: 0, background: 'rgb(0 0 0 / 0.35)' }} />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            css={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: 0,
              width: 'min(20rem, 88vw)',
              background: theme.colors.surface,
              boxShadow: '4px 0 24px rgb(0 0 0 / 0.2)',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <div
              css={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: `${theme.space.sm} ${theme.space.sm} 0 ${theme.space.md}`,
              }}
            >
              <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
                <FormattedMessage id="shell.workspace.menu" />
              </h2>
              <button type="button" onClick={close} aria-label={intl.formatMessage({ id: 'shell.workspace.closeMenu' })} css={navLinkStyle(theme)}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
            <div css={{ flex: 1, minHeight: 0 }}>
              <WorkspaceSidebar workspaceId={workspaceId} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
