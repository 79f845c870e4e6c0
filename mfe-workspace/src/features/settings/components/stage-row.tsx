import { memo, useId } from 'react';
import { useTheme } from '@emotion/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { baseStates, STAGE_NAME_MAX_LENGTH, type BaseState } from '@stepwise/contracts/rules';
import { useIntl } from 'react-intl';
import { BASE_STATE_MESSAGES } from '../base-state-messages';
import type { DraftStage } from '../stage-draft';
import { inlineControlStyle } from '../../../common/styles/inline-control';

export interface StageRowProps {
  stage: DraftStage;
  index: number;
  count: number;
  onRename: (key: string, name: string) => void;
  onStateChange: (key: string, state: BaseState) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (stage: DraftStage) => void;
}

const iconButton = { font: 'inherit', minWidth: 44, minHeight: 44, padding: 0, borderRadius: 4, cursor: 'pointer' } as const;

/** One stage in the editor: drag handle, name, base state, move up/down (the keyboard path), delete. */
export const StageRow = memo(function StageRow({ stage, index, count, onRename, onStateChange, onMove, onDelete }: StageRowProps) {
  const theme = useTheme();
  const intl = useIntl();
  const nameId = useId();
  const stateId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stage.key });
  const label = stage.name.trim() || intl.formatMessage({ id: 'work.settings.stage.unnamed' });
  const buttonStyle = {
    ...iconButton,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  };
  return (
    <li
      ref={setNodeRef}
      aria-label={label}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.space.sm,
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.sm,
        background: isDragging ? theme.colors.surface : theme.colors.background,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={intl.formatMessage({ id: 'work.settings.stage.drag' }, { name: label })}
        css={{ ...buttonStyle, cursor: 'grab', touchAction: 'none' }}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div css={{ display: 'grid', gap: theme.space.xs, flex: '1 1 10rem', minWidth: 0 }}>
        <label htmlFor={nameId} css={{ fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'work.settings.stage.name' })}
        </label>
        <input
          id={nameId}
          value={stage.name}
          maxLength={STAGE_NAME_MAX_LENGTH}
          aria-invalid={stage.name.trim() === '' || undefined}
          onChange={(event) => onRename(stage.key, event.target.value)}
          data-stage-name={stage.key}
          css={inlineControlStyle(theme, { invalid: stage.name.trim() === '' })}
        />
      </div>
      <div css={{ display: 'grid', gap: theme.space.xs, flex: '0 1 10rem' }}>
        <label htmlFor={stateId} css={{ fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'work.settings.stage.state' })}
        </label>
        <select
          id={stateId}
          value={stage.state}
          onChange={(event) => onStateChange(stage.key, event.target.value as BaseState)}
          css={inlineControlStyle(theme)}
        >
          {baseStates.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage({ id: BASE_STATE_MESSAGES[state] })}
            </option>
          ))}
        </select>
      </div>
      <div css={{ display: 'flex', gap: theme.space.xs }}>
        <button
          type="button"
          css={buttonStyle}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={intl.formatMessage({ id: 'work.settings.stage.moveUp' }, { name: label })}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          css={buttonStyle}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={intl.formatMessage({ id: 'work.settings.stage.moveDown' }, { name: label })}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          css={{ ...buttonStyle, color: theme.colors.danger }}
          disabled={count === 1}
          onClick={() => onDelete(stage)}
          aria-label={intl.formatMessage({ id: 'work.settings.stage.delete' }, { name: label })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
});
