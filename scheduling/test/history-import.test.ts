import { CsvSyntaxError, parseCsv } from '../src/history-import/csv.js';
import { detectHistoryColumns, missingHistoryFields } from '../src/history-import/history-columns.js';
import { parseImportedInstant, readHistoryRows } from '../src/history-import/history-rows.js';

const members: Record<string, number> = { 'anna@example.com': 1, 'Boris Petrov': 2 };
const options = { resolveAssignee: (value: string) => members[value] ?? null, timeZone: 'Europe/Moscow' };

function read(text: string) {
  const [header, ...rows] = parseCsv(text);
  const layout = detectHistoryColumns(header.fields);
  if (!layout) throw new Error('header not recognised');
  return { layout, ...readHistoryRows(rows, layout, options) };
}

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, ""y""","line 1\nline 2"\r\n\r\nlast,\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'line 1\nline 2'] },
      { line: 5, fields: ['last', ''] },
    ]);
  });

  it('refuses an unterminated quote, naming its line', () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(new CsvSyntaxError(2));
  });

  it('refuses a quote inside an unquoted field, naming its line', () => {
    const refusal = (() => {
      try {
        parseCsv('a,b\nfine,1\nsay "hi",2\n');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CsvSyntaxError);
    expect(refusal).toMatchObject({ line: 3, problem: 'stray_quote', message: 'a quote inside an unquoted field on line 3' });
  });

  it('refuses text after a closing quote, naming its line', () => {
    expect(() => parseCsv('a,b\n"multi\nline"x,2\n')).toThrow(new CsvSyntaxError(3, 'text_after_quote'));
    expect(() => parseCsv('a,b\n"x" ,2\n')).toThrow(new CsvSyntaxError(2, 'text_after_quote'));
  });

  it('takes a quoted field closed at the end of the file or before a line end', () => {
    expect(parseCsv('a,"b"\r\n"c","d"')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
  });
});

describe('importing finished tasks', () => {
  it('reads Stepwise’s header in minutes, with an empty complexity', () => {
    const { layout, tasks, skipped } = read(
      'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\n' +
        'Invoice export,anna@example.com,120,150,2026-03-02T06:00:00Z,2026-03-03T09:30:00Z,3\n' +
        'Landing copy,anna@example.com,60,45,2026-03-04 10:00,2026-03-04 11:00,\n',
    );
    expect(layout.format).toBe('stepwise');
    expect(skipped).toEqual([]);
    expect(tasks).toEqual([
      {
        line: 2,
        title: 'Invoice export',
        memberId: 1,
        estimateMinutes: 120,
        spentMinutes: 150,
        startedAt: Date.parse('2026-03-02T06:00:00Z'),
        finishedAt: Date.parse('2026-03-03T09:30:00Z'),
        complexity: 3,
      },
      // A date without a zone is read in the importer's zone (Moscow, UTC+3).
      {
        line: 3,
        title: 'Landing copy',
        memberId: 1,
        estimateMinutes: 60,
        spentMinutes: 45,
        startedAt: Date.parse('2026-03-04T07:00:00Z'),
        finishedAt: Date.parse('2026-03-04T08:00:00Z'),
        complexity: null,
      },
    ]);
  });

  it('recognises Jira’s export: seconds, its date format, extra columns in any order', () => {
    const { layout, tasks } = read(
      'Issue key,Summary,Assignee,Status,Created,Resolved,Original Estimate,Time Spent\n' +
        'ACME-7,Fix login,Boris Petrov,Done,05/Mar/26 2:30 PM,06/Mar/26 11:05 AM,7200,9000\n',
    );
    expect(layout).toMatchObject({ format: 'jira', durationUnit: 'seconds' });
    expect(tasks[0]).toMatchObject({
      memberId: 2,
      estimateMinutes: 120,
      spentMinutes: 150,
      startedAt: Date.parse('2026-03-05T11:30:00Z'),
      finishedAt: Date.parse('2026-03-06T08:05:00Z'),
    });
  });

  it('skips every line it cannot take, with the reason, and keeps the rest', () => {
    const { tasks, skipped } = read(
      'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\n' +
        ',anna@example.com,60,60,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,\n' +
        'Who,nobody@example.com,60,60,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,\n' +
        'Bad estimate,anna@example.com,1.5h,60,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,\n' +
        'Zero estimate,anna@example.com,0,60,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,\n' +
        'Bad spent,anna@example.com,60,-5,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,\n' +
        'Bad start,anna@example.com,60,60,yesterday,2026-03-02T07:00:00Z,\n' +
        'Bad finish,anna@example.com,60,60,2026-03-02T06:00:00Z,2026-02-30T07:00:00Z,\n' +
        'Backwards,anna@example.com,60,60,2026-03-02T06:00:00Z,2026-03-01T07:00:00Z,\n' +
        'Too complex,anna@example.com,60,60,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,6\n' +
        'Fine,anna@example.com,,,2026-03-02T06:00:00Z,2026-03-02T07:00:00Z,1\n',
    );
    expect(skipped).toEqual([
      { line: 2, reason: 'title_missing' },
      { line: 3, reason: 'assignee_unknown' },
      { line: 4, reason: 'estimate_invalid' },
      { line: 5, reason: 'estimate_invalid' },
      { line: 6, reason: 'spent_invalid' },
      { line: 7, reason: 'started_at_invalid' },
      { line: 8, reason: 'finished_at_invalid' },
      { line: 9, reason: 'finished_before_started' },
      { line: 10, reason: 'complexity_invalid' },
    ]);
    expect(tasks).toEqual([expect.objectContaining({ line: 11, title: 'Fine', estimateMinutes: null, spentMinutes: null, complexity: 1 })]);
  });

  it('says which fields an unknown header lacks, so the preview can ask for them', () => {
    expect(detectHistoryColumns(['Name', 'Owner', 'Hours'])).toBeNull();
    expect(missingHistoryFields({ title: 0, assignee: 1 })).toEqual(['estimate', 'spent', 'started_at', 'finished_at']);
  });

  it('reads instants strictly', () => {
    expect(parseImportedInstant('2026-03-05T14:30:00+03:00', 'UTC')).toBe(Date.parse('2026-03-05T11:30:00Z'));
    expect(parseImportedInstant('2026-02-29 10:00', 'UTC')).toBeNull();
    expect(parseImportedInstant('31/Feb/26 1:00 PM', 'UTC')).toBeNull();
    expect(parseImportedInstant('12/Jan/26 12:15 AM', 'UTC')).toBe(Date.parse('2026-01-12T00:15:00Z'));
    expect(parseImportedInstant('2026-03-05', 'UTC')).toBeNull();
  });
});
