import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { TASK_QUERY_MAX_LENGTH } from '@stepwise/contracts/rules';
import { inlineControlStyle } from '../../common/styles/inline-control';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface TaskSearchFieldProps {
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * The text search of the task list. What is typed stays here, so typing renders only this field;
 * the search is sent once typing pauses.
 */
export const TaskSearchField = memo(function TaskSearchField({ value, onSearch }: TaskSearchFieldProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed by itself (back, "clear filters"): the field follows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
        {intl.formatMessage({ id: 'work.taskList.filters.search' })}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={TASK_QUERY_MAX_LENGTH}
        placeholder={intl.formatMessage({ id: 'work.taskList.filters.searchPlaceholder' })}
        onChange={(event) => setText(event.target.value)}
        css={inlineControlStyle(theme, { active: Boolean(text) })}
      />
    </div>
  );
});
