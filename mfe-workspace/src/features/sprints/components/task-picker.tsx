import { useId, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../../../common/api/work-types';
import { inlineControlStyle } from '../../../common/styles/inline-control';

export interface TaskPickerProps {
  /** The tasks that can be added (unfinished, not in this sprint). */
  candidates: readonly Task[];
  onAdd: (taskIds: number[]) => Promise<boolean>;
  busy: boolean;
}

const SHOWN = 50;

/** Adding tasks to a sprint: a search over the candidates' titles, checkboxes (keyboard: Tab and Space) and one button. */
export function TaskPicker({ candidates, onAdd, busy }: TaskPickerProps) {
  const theme = useTheme();
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const words = query.trim().toLocaleLowerCase();
  const matches = useMemo(() => candidates.filter((task) => words === '' || task.title.toLocaleLowerCase().includes(words)), [candidates, words]);
  const toggle = (taskId: number) => {
    const next = new Set(chosen);
    if (next.has(taskId)) next.delete(taskId);
    else next.add(taskId);
    setChosen(next);
  };
  const picked = candidates.filter((task) => chosen.has(task.id)).map((task) => task.id);
  async function add() {
    if (await onAdd(picked)) setChosen(new Set());
  }
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <label htmlFor={searchId} css={{ fontWeight: 600 }}>
        <FormattedMessage id="work.sprints.picker.search" />
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        css={{ ...inlineControlStyle(theme), maxWidth: '24rem' }}
      />
      {matches.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id={candidates.length === 0 ? 'work.sprints.picker.noCandidates' : 'work.sprints.picker.noMatches'} />
        </p>
      ) : (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.xs, maxHeight: '16rem', overflowY: 'auto' }}>
          <legend css={{ padding: 0, color: theme.colors.textMuted }}>
            <FormattedMessage id="work.sprints.picker.legend" values={{ shown: Math.min(SHOWN, matches.length), total: matches.length }} />
          </legend>
          {matches.slice(0, SHOWN).map((task) => (
            <label key={task.id} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', minHeight: 32 }}>
              <input type="checkbox" checked={chosen.has(task.id)} onChange={() => toggle(task.id)} />
              {task.title}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <Button disabled={picked.length === 0} busy={busy} onClick={() => void add()}>
          {intl.formatMessage({ id: 'work.sprints.picker.add' }, { count: picked.length })}
        </Button>
      </div>
    </div>
  );
}
