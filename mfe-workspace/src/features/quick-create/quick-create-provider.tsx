import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { QuickCreateContext, type QuickCreateDefaults } from './quick-create-context';
import { QuickCreateDialog } from './quick-create-dialog';
import { isQuickCreateShortcut } from './quick-create-shortcut';

/** Gives a workspace page quick create: the dialog, its keyboard shortcut, and `useQuickCreate` for buttons. */
export function QuickCreateProvider({ workspaceId, children }: { workspaceId: number; children: ReactNode }) {
  const [defaults, setDefaults] = useState<QuickCreateDefaults | null>(null);
  const open = useCallback((given: QuickCreateDefaults = {}) => setDefaults(given), []);
  const close = useCallback(() => setDefaults(null), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isQuickCreateShortcut(event)) return;
      event.preventDefault();
      open();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <QuickCreateContext value={open}>
      {children}
      <QuickCreateDialog workspaceId={workspaceId} defaults={defaults} onClose={close} />
    </QuickCreateContext>
  );
}
