import type { KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { REPORT_KINDS, type ReportKind } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';

const TAB_MESSAGES: Record<ReportKind, string> = {
  velocity: 'work.reports.tab.velocity',
  accuracy: 'work.reports.tab.accuracy',
  time: 'work.reports.tab.time',
  flow: 'work.reports.tab.flow',
  risk: 'work.reports.tab.risk',
};

export const tabId = (report: ReportKind) => `report-tab-${report}`;
export const REPORT_PANEL_ID = 'report-panel';

/** One tab per report; arrows, Home and End move between them (the focused tab is chosen). */
export function ReportTabs({ current, onPick }: { current: ReportKind; onPick(report: ReportKind): void }) {
  const theme = useTheme();
  const intl = useIntl();
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = REPORT_KINDS.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % REPORT_KINDS.length
        : event.key === 'ArrowLeft'
          ? (index + REPORT_KINDS.length - 1) % REPORT_KINDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? REPORT_KINDS.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    onPick(REPORT_KINDS[target]!);
    document.getElementById(tabId(REPORT_KINDS[target]!))?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={intl.formatMessage({ id: 'work.reports.tabs' })}
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, borderBottom: `1px solid ${theme.colors.border}` }}
    >
      {REPORT_KINDS.map((report) => (
        <button
          key={report}
          id={tabId(report)}
          type="button"
          role="tab"
          aria-selected={report === current}
          aria-controls={REPORT_PANEL_ID}
          tabIndex={report === current ? 0 : -1}
          onClick={() => onPick(report)}
          onKeyDown={onKeyDown}
          css={{
            font: 'inherit',
            padding: `${theme.space.sm} ${theme.space.md}`,
            border: 'none',
            borderBottom: `3px solid ${report === current ? theme.colors.primary : 'transparent'}`,
            background: 'none',
            color: theme.colors.text,
            fontWeight: report === current ? 600 : 400,
            cursor: 'pointer',
          }}
        >
          <FormattedMessage id={TAB_MESSAGES[report]} />
        </button>
      ))}
    </div>
  );
}
