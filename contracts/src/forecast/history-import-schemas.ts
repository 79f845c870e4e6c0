import { Type, type Static } from 'typebox';
import { InstantField, TIME_ZONE_RULE, TimeZoneField } from '../common/value-fields.js';
import { HISTORY_IMPORT_STATUSES, HISTORY_SKIP_REASONS } from './history-skip-reasons.js';

export const HistoryImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true: preview, nothing is written' })),
  time_zone: Type.Optional({
    ...TimeZoneField,
    description: `${TIME_ZONE_RULE}: the zone of dates written without one; the importer’s schedule zone by default`,
  }),
});
export type HistoryImportQuery = Static<typeof HistoryImportQuery>;

export const HistoryImportRow = Type.Object({
  line: Type.Integer(),
  title: Type.String(),
  user_id: Type.Integer(),
  estimate_minutes: Type.Integer(),
  spent_minutes: Type.Union([Type.Integer(), Type.Null()]),
  started_at: InstantField,
  finished_at: InstantField,
  complexity: Type.Union([Type.Integer(), Type.Null()]),
});

/** A line not imported: its line in the file, why, and for `overlaps_row` the earlier line it shares time with. */
export const HistorySkippedLine = Type.Object(
  {
    line: Type.Integer(),
    reason: Type.Enum(HISTORY_SKIP_REASONS),
    other_line: Type.Optional(Type.Integer({ description: 'overlaps_row: the earlier line of the same member' })),
  },
  { title: 'HistorySkippedLine' },
);
export type HistorySkippedLine = Static<typeof HistorySkippedLine>;

export const HistoryImportResponse = Type.Object(
  {
    /** Rows written (with dry_run: rows that would be). */
    imported: Type.Integer({ minimum: 0 }),
    dry_run: Type.Boolean(),
    /** With dry_run: what would be imported. */
    rows: Type.Optional(Type.Array(HistoryImportRow)),
    skipped: Type.Array(HistorySkippedLine),
  },
  { title: 'HistoryImport' },
);
export type HistoryImportResponse = Static<typeof HistoryImportResponse>;
export const HistoryImportEnvelope = Type.Object({ data: HistoryImportResponse }, { title: 'HistoryImportEnvelope' });

export const HistoryImportParams = Type.Object({
  id: Type.String({ description: 'Workspace id (digits)' }),
  import_id: Type.String({ description: 'Import id (digits), as the import answered it' }),
});
export type HistoryImportParams = Static<typeof HistoryImportParams>;

/** How far an import is: the live channel's progress event carries this much (the refused lines are read with GET). */
export const HistoryImportProgress = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Enum(HISTORY_IMPORT_STATUSES),
    /** Data rows of the file (the header and empty lines not counted). */
    total_rows: Type.Integer({ minimum: 0 }),
    /** Rows already decided: imported (committed) or refused. */
    processed_rows: Type.Integer({ minimum: 0 }),
    imported: Type.Integer({ minimum: 0 }),
    refused_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'HistoryImportProgress' },
);
export type HistoryImportProgress = Static<typeof HistoryImportProgress>;

/** An import as `POST …/import/history` (202) and `GET …/import/history/{import_id}` answer it. */
export const HistoryImportJobResponse = Type.Object(
  {
    ...HistoryImportProgress.properties,
    /** Every refused line so far, by line. */
    refused: Type.Array(HistorySkippedLine),
    /** The file's last line whose row is decided (null before the first batch): every row up to it is imported or refused. */
    processed_through_line: Type.Union([Type.Integer(), Type.Null()]),
    /** `failed`: what stopped it; the batches before it stay imported. */
    error: Type.Union([Type.String(), Type.Null()]),
    created_at: InstantField,
    finished_at: Type.Union([InstantField, Type.Null()]),
  },
  { title: 'HistoryImportJob' },
);
export type HistoryImportJobResponse = Static<typeof HistoryImportJobResponse>;
export const HistoryImportJobEnvelope = Type.Object({ data: HistoryImportJobResponse }, { title: 'HistoryImportJobEnvelope' });
