import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HISTORY_SAMPLE_CSV, HISTORY_SAMPLE_FILE_NAME } from '../history-csv';

/** Our column, what it holds, and Jira's export column for it. */
const COLUMNS: ReadonlyArray<{ ours: string; meaningId: string; jira: string | null }> = [
  { ours: 'title', meaningId: 'work.settings.import.column.title', jira: 'Summary' },
  { ours: 'assignee_email', meaningId: 'work.settings.import.column.assignee', jira: 'Assignee' },
  { ours: 'estimate_minutes', meaningId: 'work.settings.import.column.estimate', jira: 'Original Estimate' },
  { ours: 'spent_minutes', meaningId: 'work.settings.import.column.spent', jira: 'Time Spent' },
  { ours: 'started_at', meaningId: 'work.settings.import.column.startedAt', jira: 'Created' },
  { ours: 'finished_at', meaningId: 'work.settings.import.column.finishedAt', jira: 'Resolved' },
  { ours: 'complexity', meaningId: 'work.settings.import.column.complexity', jira: null },
];

/** The columns a history file may have (ours or Jira's export) and a sample to start from. */
export function HistoryColumnsHelp() {
  const theme = useTheme();
  const intl = useIntl();
  const cellStyle = {
    padding: `${theme.space.xs} ${theme.space.sm}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  } as const;
  return (
    <details css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <summary css={{ cursor: 'pointer', fontWeight: 600, minHeight: 44, display: 'flex', alignItems: 'center' }}>
        <FormattedMessage id="work.settings.import.columns.summary" />
      </summary>
      <p css={{ margin: `${theme.space.sm} 0` }}>
        <FormattedMessage id="work.settings.import.columns.intro" />
      </p>
      {/* Scrolls sideways on a phone, so it can take the focus to be scrolled from the keyboard. */}
      <div
        role="group"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'work.settings.import.columns.summary' })}
        css={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}
      >
        <table css={{ borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}>
          <thead>
            <tr>
              <th scope="col" css={cellStyle}>
                <FormattedMessage id="work.settings.import.columns.ours" />
              </th>
              <th scope="col" css={cellStyle}>
                <FormattedMessage id="work.settings.import.columns.meaning" />
              </th>
              <th scope="col" css={cellStyle}>
                <FormattedMessage id="work.settings.import.columns.jira" />
              </th>
            </tr>
          </thead>
          <tbody>
            {COLUMNS.map(({ ours, meaningId, jira }) => (
              <tr key={ours}>
                <th scope="row" css={{ ...cellStyle, fontFamily: theme.fonts.mono, fontWeight: 400 }}>
                  {ours}
                </th>
                <td css={cellStyle}>
                  <FormattedMessage id={meaningId} />
                </td>
                <td css={{ ...cellStyle, fontFamily: theme.fonts.mono }}>{jira ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p css={{ margin: `${theme.space.sm} 0` }}>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(HISTORY_SAMPLE_CSV)}`} download={HISTORY_SAMPLE_FILE_NAME}>
          <FormattedMessage id="work.settings.import.sample" />
        </a>
      </p>
    </details>
  );
}
