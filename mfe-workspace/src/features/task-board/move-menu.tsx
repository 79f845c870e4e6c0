import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';

export interface MoveChoice {
  key: string;
  label: string;
  choose: () => void;
}

export interface MoveMenuProps {
  /** The card's title, to name the button. */
  taskTitle: string;
  /** Read when the menu opens. */
  choices: () => MoveChoice[];
}

/**
 * "Move to…": a menu button whose items move the card to another stage or one place up or down.
 * ↑/↓ go through the items, Enter chooses, Escape closes and gives focus back to the button.
 */
export function MoveMenu({ taskTitle, choices }: MoveMenuProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const [items, setItems] = useState<MoveChoice[] | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (items) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [items]);

  function close(focusButton: boolean) {
    setItems(null);
    if (focusButton) button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const entries = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div css={{ position: 'relative', flex: 'none' }}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={items !== null}
        aria-controls={items ? id : undefined}
        aria-label={intl.formatMessage({ id: 'work.taskBoard.move.button' }, { title: taskTitle })}
        onClick={() => (items ? close(false) : setItems(choices()))}
        css={{
          font: 'inherit',
          minWidth: 32,
          minHeight: 32,
          border: `1px solid transparent`,
          borderRadius: theme.radii.sm,
          background: 'transparent',
          color: theme.colors.textMuted,
          cursor: 'pointer',
          '&:hover, &[aria-expanded="true"]': { borderColor: theme.colors.border, color: theme.colors.text },
          '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 1 },
          [theme.breakpoints.mobile]: { minWidth: 44, minHeight: 44 },
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {items && (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={intl.formatMessage({ id: 'work.taskBoard.move.menu' })}
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== button.current) close(false);
          }}
          css={{
            position: 'absolute',
            zIndex: 10,
            right: 0,
            top: '100%',
            margin: 0,
            padding: theme.space.xs,
            listStyle: 'none',
            minWidth: '12rem',
            background: theme.colors.background,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            boxShadow: '0 8px 24px rgba(31, 35, 40, 0.18)',
          }}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  item.choose();
                }}
                css={{
                  font: 'inherit',
                  width: '100%',
                  minHeight: 40,
                  textAlign: 'start',
                  padding: `0 ${theme.space.sm}`,
                  border: 0,
                  borderRadius: theme.radii.sm,
                  background: 'transparent',
                  color: theme.colors.text,
                  cursor: 'pointer',
                  '&:hover, &:focus': { background: theme.colors.surface, outline: 'none' },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
