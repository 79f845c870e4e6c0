import { useId, useState, type DragEvent } from 'react';
import { useTheme } from '@emotion/react';
import type { HistoryImportJobResponse, HistoryImportResponse } from '@stepwise/contracts';
import { HISTORY_IMPORT_MAX_BYTES, isTimeZone } from '@stepwise/contracts/rules';
import { Button, FormAlert, toApiError } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkPreviewHistoryMutation, useWorkStartHistoryImportMutation } from '../../../common/forecast/forecast-api';
import { TimeZonePicker } from '../../../common/schedule/time-zone-picker';
import { browserTimeZone } from '../../../common/time/browser-time-zone';
import { readHistoryFile, type HistoryFileProblem } from '../history-csv';
import { importRefusalId, type ImportRefusal } from '../history-import-messages';
import { HistoryColumnsHelp } from './history-columns-help';
import { HistoryImportPreview } from './history-import-preview';
import { HistoryImportStatus } from './history-import-status';

const FILE_PROBLEM_MESSAGES: Record<HistoryFileProblem, string> = {
  tooLarge: 'work.settings.import.refusal.tooLarge',
  unreadable: 'work.settings.import.refusal.unreadable',
};

const MAX_MEGABYTES = HISTORY_IMPORT_MAX_BYTES / (1024 * 1024);

interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * Settings (admins): a team's finished tasks from a CSV file (ours or Jira's export), so paces are
 * learned from day one. A dry run first shows what will be imported and every line that will not;
 * then the import is queued and its progress, refused lines and result are shown as it runs.
 */
export function HistoryImportSection({ workspaceId }: { workspaceId: number }) {
  const theme = useTheme();
  const headingId = useId();
  const fileId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [preview, setPreview] = useState<HistoryImportResponse | null>(null);
  const [started, setStarted] = useState<HistoryImportJobResponse | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [dragging, setDragging] = useState(false);
  // A new input after an import, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const [check, { isLoading: checking }] = useWorkPreviewHistoryMutation();
  const [start, { isLoading: starting }] = useWorkStartHistoryImportMutation();

  async function choose(chosen: File | undefined) {
    setPreview(null);
    setStarted(null);
    setRefusal(null);
    setFile(null);
    if (!chosen) return;
    const read = await readHistoryFile(chosen);
    if ('problem' in read) setRefusal({ id: FILE_PROBLEM_MESSAGES[read.problem] });
    else setFile({ name: chosen.name, csv: read.csv });
  }

  async function run(dryRun: boolean) {
    if (!file) return;
    setRefusal(null);
    const args = { workspaceId, csv: file.csv, timeZone };
    const answer = dryRun ? await check(args) : await start(args);
    if ('error' in answer) {
      setRefusal(importRefusalId(toApiError(answer.error)));
      return;
    }
    if (dryRun) {
      setPreview(answer.data as HistoryImportResponse);
      return;
    }
    setStarted(answer.data as HistoryImportJobResponse);
    setPreview(null);
    setFile(null);
    setInputKey((key) => key + 1);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  return (
    <section
      aria-labelledby={headingId}
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: theme.space.md,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        minWidth: 0,
      }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.settings.import.title" />
      </h2>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.settings.import.intro" />
      </p>
      <HistoryColumnsHelp />
      <div
        data-testid="history-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: theme.space.xs,
          padding: theme.space.md,
          border: `2px dashed ${dragging ? theme.colors.primary : theme.colors.border}`,
          borderRadius: theme.radii.md,
          background: dragging ? theme.colors.surface : theme.colors.background,
        }}
      >
        <label htmlFor={fileId} css={{ fontWeight: 600 }}>
          <FormattedMessage id="work.settings.import.file" />
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
          css={{ font: 'inherit', minHeight: 44, maxWidth: '100%', minWidth: 0 }}
        />
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="work.settings.import.fileHint" values={{ megabytes: MAX_MEGABYTES }} />
        </span>
      </div>
      <TimeZonePicker
        labelId="work.settings.import.timeZone"
        value={timeZone}
        errorId={isTimeZone(timeZone) ? undefined : 'work.schedule.timeZoneInvalid'}
        onChange={(zone) => {
          setTimeZone(zone);
          setPreview(null);
        }}
      />
      {refusal && (
        <FormAlert>
          <FormattedMessage id={refusal.id} values={{ megabytes: MAX_MEGABYTES, ...refusal.values }} />
        </FormAlert>
      )}
      {file && !preview && (
        <div>
          <Button variant="secondary" busy={checking} onClick={() => void run(true)}>
            <FormattedMessage id="work.settings.import.check" values={{ name: file.name }} />
          </Button>
        </div>
      )}
      {preview && (
        <>
          <HistoryImportPreview workspaceId={workspaceId} answer={preview} />
          {preview.imported > 0 && (
            <div>
              <Button busy={starting} onClick={() => void run(false)}>
                <FormattedMessage id="work.settings.import.confirm" values={{ count: preview.imported }} />
              </Button>
            </div>
          )}
        </>
      )}
      {started && <HistoryImportStatus key={started.id} workspaceId={workspaceId} importId={started.id} initial={started} />}
    </section>
  );
}
