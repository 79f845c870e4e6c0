import { useCallback, useEffect, useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, FormAlert, toApiError, useToast } from '@stepwise/shared';
import { SPHERE_NAME_MAX_LENGTH } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkDeleteSphereMutation, useWorkUpdateSphereMutation } from '../../../common/spheres/spheres-api';
import type { Sphere } from '../../../common/api/work-types';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { BASE_STATE_MESSAGES } from '../base-state-messages';
import { useSphereDraft } from '../hooks/use-sphere-draft';
import { canAddStage, defaultMoveTarget, draftProblem, moveTargets, updateBody, type DraftStage, type DraftProblem } from '../stage-draft';
import { DeleteSphereDialog } from './delete-sphere-dialog';
import { DeleteStageDialog } from './delete-stage-dialog';
import { StageList } from './stage-list';
import { inlineControlStyle } from '../../../common/styles/inline-control';
import { TitledSection } from '../../../common/components/titled-section';

/** Why saving was refused, in the settings' own words where they say more than the common ones. */
function saveRefusalId(code: string, fallback: string): string {
  if (code === 'stage_has_tasks') return 'work.settings.refusal.stageHasTasks';
  return fallback;
}

function ProblemText({ problem }: { problem: DraftProblem }) {
  const intl = useIntl();
  if (problem.kind === 'missingStates') {
    const states = problem.states.map((state) => intl.formatMessage({ id: BASE_STATE_MESSAGES[state] })).join(', ');
    return <FormattedMessage id="work.settings.problem.missingStates" values={{ states }} />;
  }
  if (problem.kind === 'emptyName') return <FormattedMessage id="work.settings.problem.emptyStageName" />;
  if (problem.kind === 'nameTooLong') return <FormattedMessage id="work.settings.problem.stageNameTooLong" />;
  return <FormattedMessage id="work.settings.problem.emptySphereName" />;
}

export interface SphereEditorProps {
  sphere: Sphere;
  /** The workspace's other spheres (where a deleted sphere's tasks may go). */
  others: Sphere[];
}

/** One sphere's name and stages, edited as a draft and saved at once (PATCH /spheres/{id}). */
export function SphereEditor({ sphere, others }: SphereEditorProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const nameId = useId();
  const headingId = useId();
  const { draft, dirty, rename, renameStage, changeState, move, remove, add, reset } = useSphereDraft(sphere);
  const [updateSphere, { isLoading: saving }] = useWorkUpdateSphereMutation();
  const [deleteSphere, { isLoading: deleting }] = useWorkDeleteSphereMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deletingStage, setDeletingStage] = useState<DraftStage | null>(null);
  const [deletingSphere, setDeletingSphere] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const problem = draftProblem(draft);
  const isLast = others.length === 0;

  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLInputElement>(`[data-stage-name="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const askDeleteStage = useCallback(
    (stage: DraftStage) => {
      // A stage not saved yet holds no task: it simply goes.
      if (stage.id === undefined) remove(stage.key);
      else setDeletingStage(stage);
    },
    [remove],
  );

  async function save() {
    setRefusal(null);
    const result = await updateSphere({ sphereId: sphere.id, body: updateBody(sphere, draft) });
    if ('error' in result) {
      const error = toApiError(result.error);
      setRefusal(saveRefusalId(error.code, refusalMessageId(error)));
      return;
    }
    reset(result.data);
    toast('success', 'work.settings.saved', { name: result.data.name });
  }

  async function confirmDeleteSphere(moveToStageId: number | undefined) {
    const result = await deleteSphere({ workspaceId: sphere.workspace_id, sphereId: sphere.id, moveToStageId });
    setDeletingSphere(false);
    if ('error' in result) toast('error', refusalMessageId(toApiError(result.error)));
    else toast('success', 'work.settings.sphereDeleted', { name: sphere.name });
  }

  return (
    <TitledSection title={sphere.name} breakTitle>
      <div css={{ display: 'grid', gap: theme.space.xs, maxWidth: '24rem' }}>
        <label htmlFor={nameId} css={{ fontWeight: 600 }}>
          <FormattedMessage id="work.settings.sphereName" />
        </label>
        <input
          id={nameId}
          value={draft.name}
          maxLength={SPHERE_NAME_MAX_LENGTH}
          aria-invalid={!draft.name.trim() || undefined}
          onChange={(event) => rename(event.target.value)}
          css={inlineControlStyle(theme, { invalid: !draft.name.trim() })}
        />
      </div>
      <StageList sphereName={sphere.name} stages={draft.stages} onRename={renameStage} onStateChange={changeState} onMove={move} onDelete={askDeleteStage} />
      <div>
        <Button variant="secondary" disabled={!canAddStage(draft)} onClick={() => setFocusKey(add(''))}>
          <FormattedMessage id="work.settings.addStage" />
        </Button>
      </div>
      {problem && dirty && (
        <p role="status" css={{ margin: 0, color: theme.colors.danger }}>
          <ProblemText problem={problem} />
        </p>
      )}
      {refusal && (
        <FormAlert>
          <FormattedMessage id={refusal} />
        </FormAlert>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
        <Button onClick={() => void save()} disabled={!dirty || problem !== null} busy={saving}>
          <FormattedMessage id="work.settings.save" />
        </Button>
        <Button variant="secondary" disabled={!dirty} onClick={() => reset(sphere)}>
          <FormattedMessage id="work.settings.discard" />
        </Button>
        <span css={{ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
          {isLast && (
            <small id={`${headingId}-last`} css={{ color: theme.colors.textMuted }}>
              <FormattedMessage id="work.settings.lastSphere" />
            </small>
          )}
          <Button
            variant="danger"
            disabled={isLast}
            aria-describedby={isLast ? `${headingId}-last` : undefined}
            aria-label={intl.formatMessage({ id: 'work.settings.deleteSphereOf' }, { name: sphere.name })}
            onClick={() => setDeletingSphere(true)}
          >
            <FormattedMessage id="work.settings.deleteSphere" />
          </Button>
        </span>
      </div>
      {deletingStage && (
        <DeleteStageDialog
          stage={deletingStage}
          targets={moveTargets(draft, deletingStage.key)}
          defaultTarget={defaultMoveTarget(draft, deletingStage)}
          onConfirm={(moveTo) => {
            remove(deletingStage.key, moveTo);
            setDeletingStage(null);
          }}
          onCancel={() => setDeletingStage(null)}
        />
      )}
      {deletingSphere && (
        <DeleteSphereDialog
          sphere={sphere}
          others={others}
          busy={deleting}
          onConfirm={(target) => void confirmDeleteSphere(target)}
          onCancel={() => setDeletingSphere(false)}
        />
      )}
    </TitledSection>
  );
}
