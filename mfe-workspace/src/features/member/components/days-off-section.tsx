import { useState } from 'react';
import { useTheme } from '@emotion/react';
import type { DayOffResponse } from '@stepwise/contracts';
import { Button, LoadError, LoadingStatus, useToast } from '@stepwise/shared';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { localToday } from '../../../common/time/local-today';
import { useWorkDaysOffQuery, useWorkDeleteDayOffMutation } from '../../../common/schedule/working-time-api';
import { useRefusalToast } from '../../../common/hooks/use-refusal-toast';
import { DAY_OFF_KIND_MESSAGES } from '../day-off-values';
import { useDayOffDates } from '../hooks/use-day-off-dates';
import { AddDayOffDialog } from './add-day-off-dialog';
import { DayOffItem } from './day-off-item';

export interface DaysOffSectionProps {
  workspaceId: number;
  userId: number;
  canEdit: boolean;
}

/** A member's days off: the coming ones, the past ones folded away; whoever may edit adds and deletes them. */
export function DaysOffSection({ workspaceId, userId, canEdit }: DaysOffSectionProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const showRefusal = useRefusalToast();
  const daysOff = useWorkDaysOffQuery({ workspaceId, userId });
  const [deleteDayOff, { isLoading: deleting }] = useWorkDeleteDayOffMutation();
  const [adding, setAdding] = useState(false);
  const [deletion, setDeletion] = useState<DayOffResponse | null>(null);
  const datesOf = useDayOffDates();

  async function confirmDeletion() {
    if (!deletion) return;
    const result = await deleteDayOff({ workspaceId, userId, dayOffId: deletion.id });
    setDeletion(null);
    if ('error' in result) showRefusal(result.error);
    else toast('success', 'work.dayOff.deleted');
  }

  let content;
  if (daysOff.isLoading) content = <LoadingStatus />;
  else if (daysOff.error || !daysOff.data) content = <LoadError error={daysOff.error} onRetry={() => void daysOff.refetch()} />;
  else {
    const today = localToday();
    const coming = daysOff.data.filter((dayOff) => dayOff.to >= today).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    const past = daysOff.data.filter((dayOff) => dayOff.to < today).sort((a, b) => (a.from > b.from ? -1 : a.from < b.from ? 1 : 0));
    const item = (dayOff: DayOffResponse) => (
      <DayOffItem key={dayOff.id} dayOff={dayOff} dates={datesOf(dayOff)} onDelete={canEdit ? setDeletion : undefined} />
    );
    content = (
      <>
        {coming.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            <FormattedMessage id="work.dayOff.noneComing" />
          </p>
        ) : (
          <ul aria-label={intl.formatMessage({ id: 'work.dayOff.coming' })} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {coming.map(item)}
          </ul>
        )}
        {past.length > 0 && (
          <details>
            <summary css={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }}>
              <FormattedMessage id="work.dayOff.past" values={{ count: past.length }} />
            </summary>
            <ul aria-label={intl.formatMessage({ id: 'work.dayOff.pastList' })} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {past.map(item)}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="days-off-heading" css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.sm }}>
        <h2 id="days-off-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          <FormattedMessage id="work.dayOff.title" />
        </h2>
        {canEdit && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <FormattedMessage id="work.dayOff.add" />
          </Button>
        )}
      </div>
      {content}
      {canEdit && <AddDayOffDialog workspaceId={workspaceId} userId={userId} open={adding} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deletion !== null}
        title={intl.formatMessage({ id: 'work.dayOff.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'work.dayOff.delete' })}
        cancelLabel={intl.formatMessage({ id: 'work.common.cancel' })}
        tone="danger"
        busy={deleting}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setDeletion(null)}
      >
        {deletion && (
          <FormattedMessage
            id="work.dayOff.deleteText"
            values={{ kind: intl.formatMessage({ id: DAY_OFF_KIND_MESSAGES[deletion.kind] }), dates: datesOf(deletion) }}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
