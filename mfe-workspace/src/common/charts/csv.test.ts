import { toCsv } from './csv';

describe('CSV', () => {
  it('writes a header row then one row per line, empty where a value is missing, quoting what needs it', () => {
    expect(toCsv(['Day', 'Remaining, h', 'Ideal, "h"'], [['Start', 4, 4], ['Nov 23', 2.5, 2], ['Nov 24', null, 0]])).toBe(
      'Day,"Remaining, h","Ideal, ""h"""\r\nStart,4,4\r\nNov 23,2.5,2\r\nNov 24,,0\r\n',
    );
  });
});
