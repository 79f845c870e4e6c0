import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { SPRINT_LENGTH_WEEKS_MAX, SPRINT_LENGTH_WEEKS_MIN, SPRINT_START_WEEKDAYS } from '@stepwise/contracts';
import { ErrorPanel, FormAlert, LoadingStatus, useToast } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkSaveSprintSettingsMutation, useWorkSprintSettingsQuery, type SprintSettings } from '../sprint-settings-api';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { useWeekdayNames } from '../../../common/schedule/use-weekday-names';
import { inlineControlStyle } from '../../../common/styles/inline-control';
import { TitledSection } from '../../../common/components/titled-section';
import { DraftActions } from './draft-actions';

const LENGTHS = Array.from({ length: SPRINT_LENGTH_WEEKS_MAX - SPRINT_LENGTH_WEEKS_MIN + 1 }, (_, index) => SPRINT_LENGTH_WEEKS_MIN + index);

function SprintSettingsForm({ workspaceId, saved, canEdit }: { workspaceId: number; saved: SprintSettings; canEdit: boolean }) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const lengthId = useId();
  const weekdayId = useId();
  const weekdays = useWeekdayNames();
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useWorkSaveSprintSettingsMutation();
  // Settings saved elsewhere (announced live) replace the draft only when nothing here was changed.
  if (base !== saved) {
    setBase(saved);
    if (draft.length_weeks === base.length_weeks && draft.start_weekday === base.start_weekday) setDraft(saved);
  }
  const dirty = draft.length_weeks !== saved.length_weeks || draft.start_weekday !== saved.start_weekday;

  async function submit() {
    setRefusal(null);
    const result = await save({ workspaceId, body: draft });
    if ('error' in result) setRefusal(refusalMessageId(result.error));
    else toast('success', 'work.settings.sprints.saved');
  }

  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
        <div css={{ display: 'grid', gap: theme.space.xs }}>
          <label htmlFor={lengthId} css={{ fontWeight: 600 }}>
            <FormattedMessage id="work.settings.sprints.length" />
          </label>
          <select
            id={lengthId}
            disabled={!canEdit}
            value={draft.length_weeks}
            onChange={(event) => setDraft({ ...draft, length_weeks: Number(event.target.value) })}
            css={inlineControlStyle(theme)}
          >
            {LENGTHS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {intl.formatMessage({ id: 'work.settings.sprints.weeks' }, { weeks })}
              </option>
            ))}
          </select>
        </div>
        <div css={{ display: 'grid', gap: theme.space.xs }}>
          <label htmlFor={weekdayId} css={{ fontWeight: 600 }}>
            <FormattedMessage id="work.settings.sprints.startWeekday" />
          </label>
          <select
            id={weekdayId}
            disabled={!canEdit}
            value={draft.start_weekday}
            onChange={(event) => setDraft({ ...draft, start_weekday: event.target.value as SprintSettings['start_weekday'] })}
            css={inlineControlStyle(theme)}
          >
            {SPRINT_START_WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {weekdays[day]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {canEdit && (
        <>
          <div css={{ minHeight: '1.5rem' }}>
            {refusal && (
              <FormAlert>
                <FormattedMessage id={refusal} />
              </FormAlert>
            )}
          </div>
          <DraftActions
            saveMessageId="work.settings.sprints.save"
            dirty={dirty}
            saving={saving}
            onSave={() => void submit()}
            onDiscard={() => setDraft(saved)}
          />
        </>
      )}
    </>
  );
}

export interface SprintSettingsSectionProps {
  workspaceId: number;
  isAdmin: boolean;
}

/** Settings: the sprints' length (1–4 weeks) and start weekday; admins change them (from the next sprint on), members read them. */
export function SprintSettingsSection({ workspaceId, isAdmin }: SprintSettingsSectionProps) {
  const { data, error, isLoading, refetch } = useWorkSprintSettingsQuery(workspaceId);
  let body;
  if (isLoading) body = <LoadingStatus panels={1} />;
  else if (error || !data) body = <ErrorPanel error={error} titleId="work.settings.sprints.loadFailed" onRetry={() => void refetch()} />;
  else body = <SprintSettingsForm workspaceId={workspaceId} saved={data} canEdit={isAdmin} />;
  return (
    <TitledSection title={<FormattedMessage id="work.settings.sprints.title" />}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id={isAdmin ? 'work.settings.sprints.intro' : 'work.settings.sprints.readOnly'} />
      </p>
      {body}
    </TitledSection>
  );
}
