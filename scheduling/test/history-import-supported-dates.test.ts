import { parseCsv } from '../src/history-import/csv.js';
import { detectHistoryColumns } from '../src/history-import/history-columns.js';
import { parseImportedInstant, readHistoryRows } from '../src/history-import/history-rows.js';

describe('import rows outside the supported dates', () => {
  it.each(['0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '1969-12-31T23:59:00Z', '2100-01-01T00:00:00Z', '0001-01-01 10:00', '9999-12-31 10:00'])(
    'reads %s as no instant',
    (value) => {
      expect(parseImportedInstant(value, 'Europe/Moscow')).toBeNull();
    },
  );

  it('keeps the first and the last supported instants', () => {
    expect(parseImportedInstant('1970-01-01T00:00:00Z', 'UTC')).toBe(0);
    expect(parseImportedInstant('2099-12-31 23:59', 'UTC')).toBe(Date.parse('2099-12-31T23:59:00Z'));
  });

  it('skips a row from 0001-01-01 to 9999-12-31 with its reason', () => {
    const records = parseCsv(
      'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\nOld,a@example.com,60,60,0001-01-01T00:00:00Z,9999-12-31T00:00:00Z,\n',
    );
    const layout = detectHistoryColumns(records[0]!.fields)!;
    const read = readHistoryRows(records.slice(1), layout, { resolveAssignee: () => 7, timeZone: 'UTC' });
    expect(read).toEqual({ tasks: [], skipped: [{ line: 2, reason: 'started_at_invalid' }] });
  });
});
