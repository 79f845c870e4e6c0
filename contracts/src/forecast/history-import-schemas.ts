import { Type, type Static } from 'typebox';
import { InstantField, TIME_ZONE_RULE, TimeZoneField } from '../common/value-fields.js';
import { HISTORY_SKIP_REASONS } from './history-skip-reasons.js';


export const HistoryImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true: preview, nothing is written' })),
  time_zone: Type.Optional({ ...TimeZoneField, description: `${TIME_ZONE_RULE}: the zone of dates written without one; the importer’s schedule zone by default` }),
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

export const HistoryImportResponse = Type.Object(
  {
    /** Rows written (with dry_run: rows that would be). */
    imported: Type.Integer({ minimum: 0 }),
    dry_run: Type.Boolean(),
    /** With dry_run: what would be imported. */
    rows: Type.Optional(Type.Array(HistoryImportRow)),
    skipped: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.Enum(HISTORY_SKIP_REASONS) })),
  },
  { title: 'HistoryImport' },
);
export type HistoryImportResponse = Static<typeof HistoryImportResponse>;
export const HistoryImportEnvelope = Type.Object({ data: HistoryImportResponse }, { title: 'HistoryImportEnvelope' });
