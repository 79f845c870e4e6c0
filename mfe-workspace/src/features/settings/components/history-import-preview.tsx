import { useTheme } from '@emotion/react';
import type { HistoryImportResponse } from '@stepwise/contracts';
import { fullName } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useWorkMembersQuery } from '../../../common/members/members-api';
import { EstimateDisplay } from '../../../common/components/estimate-display';
import { SKIP_REASON_MESSAGES } from '../history-import-messages';

/** Rows of the preview table; the rest are counted. */
export const PREVIEW_ROWS = 50;

const PREVIEW_COLUMNS = [
  'work.settings.import.preview.line',
  'work.settings.import.preview.title',
  'work.settings.import.preview.assignee',
  'work.settings.import.preview.estimate',
  'work.settings.import.preview.spent',
  'work.settings.import.preview.finished',
];

export interface HistoryImportPreviewProps {
  workspaceId: number;
  answer: HistoryImportResponse;
}

/** What a dry run found: the rows that would be imported (the first 50) and every line that would not, with why. */
export function HistoryImportPreview({ workspaceId, answer }: HistoryImportPreviewProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { data: members } = useWorkMembersQuery(workspaceId);
  const rows = answer.rows ?? [];
  const nameOf = (userId: number) => {
    const member = members?.find((candidate) => candidate.user_id === userId);
    return member ? fullName(member) : `#${userId}`;
  };
  const cellStyle = {
    padding: `${theme.space.xs} ${theme.space.sm}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  } as const;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <p css={{ margin: 0, fontWeight: 600 }}>
        <FormattedMessage id="work.settings.import.preview.count" values={{ count: answer.imported }} />
      </p>
      {rows.length > 0 && (
        <div
          role="group"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'work.settings.import.preview.rows' })}
          css={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}
        >
          <table css={{ borderCollapse: 'collapse', fontSize: theme.fontSizes.sm, width: '100%' }}>
            <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space.xs }}>
              <FormattedMessage id="work.settings.import.preview.rows" />
            </caption>
            <thead>
              <tr>
                {PREVIEW_COLUMNS.map((messageId) => (
                  <th key={messageId} scope="col" css={cellStyle}>
                    <FormattedMessage id={messageId} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, PREVIEW_ROWS).map((row) => (
                <tr key={row.line}>
                  <td css={cellStyle}>{row.line}</td>
                  <td css={{ ...cellStyle, overflowWrap: 'anywhere' }}>{row.title}</td>
                  <td css={cellStyle}>{nameOf(row.user_id)}</td>
                  <td css={cellStyle}>
                    <EstimateDisplay minutes={row.estimate_minutes} />
                  </td>
                  <td css={cellStyle}>
                    <EstimateDisplay minutes={row.spent_minutes} />
                  </td>
                  <td css={cellStyle}>
                    <FormattedDate value={row.finished_at} day="numeric" month="short" year="numeric" hour="2-digit" minute="2-digit" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > PREVIEW_ROWS && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.settings.import.preview.more" values={{ count: rows.length - PREVIEW_ROWS }} />
        </p>
      )}
      <SkippedLines skipped={answer.skipped} />
    </div>
  );
}

/** Every line not taken, with its reason (for an overlap with another row, that row's line). */
export function SkippedLines({ skipped, countId = 'work.settings.import.skipped.count' }: { skipped: HistoryImportResponse['skipped']; countId?: string }) {
  const theme = useTheme();
  const intl = useIntl();
  if (skipped.length === 0) return null;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <p css={{ margin: 0, fontWeight: 600, color: theme.colors.warning }}>
        <FormattedMessage id={countId} values={{ count: skipped.length }} />
      </p>
      {/* A long list scrolls within itself, so it takes the focus to be scrolled from the keyboard. */}
      <ul
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'work.settings.import.skipped.list' })}
        css={{ margin: 0, paddingLeft: '1.25rem', maxHeight: '16rem', overflowY: 'auto' }}
      >
        {skipped.map(({ line, reason, other_line: otherLine }) => (
          <li key={line}>
            <FormattedMessage id="work.settings.import.skipped.line" values={{ line }} />{' '}
            {otherLine === undefined ? (
              <FormattedMessage id={SKIP_REASON_MESSAGES[reason]} />
            ) : (
              <FormattedMessage id="work.settings.import.skip.overlapsRowLine" values={{ line: otherLine }} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
