import { csvCell, neutraliseFormula, toCsv } from '../src/csv/csv-writer.js';

describe('the CSV writer', () => {
  it('neutralises text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('+7 900 000-00-00')).toBe("'+7 900 000-00-00");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(neutraliseFormula('\t=1+2')).toBe("'\t=1+2");
    expect(neutraliseFormula('\r=1+2')).toBe("'\r=1+2");
  });

  it('quotes the neutralised text when it holds a tab or a carriage return', () => {
    expect(csvCell('\t=1+2')).toBe(`"'\t=1+2"`);
    expect(csvCell('\r=1+2')).toBe(`"'\r=1+2"`);
  });

  it('leaves text alone when a formula character is not its first', () => {
    expect(csvCell('Fix a=b in the parser')).toBe('Fix a=b in the parser');
    expect(csvCell('anna@example.com')).toBe('anna@example.com');
    expect(csvCell('Задача №5 - срочно')).toBe('Задача №5 - срочно');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a separator, a quote or a line break and doubles its quotes', () => {
    expect(csvCell('Remaining, h')).toBe('"Remaining, h"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it('writes numbers as numbers: a negative number is not a formula and keeps its minus', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(2.5)).toBe('2.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    // The same characters given as text are text, and neutralised.
    expect(csvCell('-3')).toBe("'-3");
  });

  it('writes an empty cell for nothing', () => {
    expect(toCsv([['a', null, 'c']])).toBe('a,,c\r\n');
  });

  it('writes rows with CRLF ends, a byte-order mark when asked for, and the numbers in the asked format', () => {
    expect(
      toCsv([
        ['Day', 'Remaining, h'],
        ['Start', 4],
        ['Nov 24', null],
      ]),
    ).toBe('Day,"Remaining, h"\r\nStart,4\r\nNov 24,\r\n');
    expect(toCsv([['x']], { bom: true })).toBe('\uFEFFx\r\n');
    expect(toCsv([[1.5, -0.5, 2]], { fractionDigits: 2 })).toBe('1.50,-0.50,2.00\r\n');
    expect(toCsv([['Итого', 1.5, -2]], { delimiter: ';', decimalSeparator: ',' })).toBe('Итого;1,5;-2\r\n');
    expect(toCsv([['a\tb', 1.5]], { delimiter: '\t', decimalSeparator: ',' })).toBe('"a\tb"\t1,5\r\n');
    expect(toCsv([[1.5, 'x,y']], { decimalSeparator: ',' })).toBe('"1,5","x,y"\r\n');
    expect(toCsv([])).toBe('');
  });
});
