/** The spreadsheet formula guard (server/lib/formulaGuard.ts) and the CSV cells that use it. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../../server/lib/csv.js';
import { guardFormula, unguardFormula } from '../../../server/lib/formulaGuard.js';

// Every sign a spreadsheet starts a formula with, ASCII and full-width.
const SIGNS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
// What may come before the sign and still be skipped by a spreadsheet app.
const LEADS = [
    ['nothing', ''],
    ['a space', ' '],
    ['spaces', '   '],
    ['a tab', '\t'],
    ['a carriage return', '\r'],
    ['a line feed', '\n'],
    ['CR LF', '\r\n'],
    ['a no-break space', '\u00A0'],
    ['an ideographic space', '\u3000'],
    ['a zero-width space', '\u200B'],
    ['a byte order mark', '\uFEFF'],
    ['a NUL', '\u0000'],
    ['a vertical tab', '\u000B'],
    ['mixed', ' \t\u3000'],
] as const;

describe('guardFormula', () => {
    for (const sign of SIGNS) {
        for (const [label, lead] of LEADS) {
            const text = `${lead}${sign}1+1`;
            it(`guards ${JSON.stringify(sign)} after ${label}, and gives it back unchanged`, () => {
                expect(guardFormula(text)).toBe(`'${text}`);
                expect(unguardFormula(guardFormula(text))).toBe(text);
            });
        }
    }

    it('guards the cases the issue found and the classic payloads', () => {
        expect(guardFormula(' =1+1')).toBe("' =1+1");
        expect(guardFormula('＝1+1')).toBe("'＝1+1");
        expect(guardFormula('＋1')).toBe("'＋1");
        expect(guardFormula('－1')).toBe("'－1");
        expect(guardFormula('＠SUM(A1)')).toBe("'＠SUM(A1)");
        expect(guardFormula('=HYPERLINK("http://evil.example","x")')).toBe('\'=HYPERLINK("http://evil.example","x")');
        expect(guardFormula('@SUM(1+1)*cmd|\' /C calc\'!A0')).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
        expect(guardFormula('\t=1')).toBe("'\t=1");
    });

    it('leaves ordinary text alone, including signs that are not first', () => {
        for (const text of ['', 'Engineering', 'a=b', 'x + y', 'jane@mail.example', ' hello', '\tindented', '1-2', 'Ｒ&D', '(=1)']) {
            expect(guardFormula(text)).toBe(text);
            expect(unguardFormula(text)).toBe(text);
        }
    });

    it('round-trips text that already starts with apostrophes before a sign', () => {
        for (const text of ["'=1+1", "''=1+1", "' =1", "'＝1"]) {
            expect(guardFormula(text)).toBe(`'${text}`);
            expect(unguardFormula(guardFormula(text))).toBe(text);
        }
        // An apostrophe before plain text is the text itself, on the way out and back.
        expect(guardFormula("'quoted")).toBe("'quoted");
        expect(unguardFormula("'quoted")).toBe("'quoted");
    });
});

describe('CSV cells', () => {
    it('guard text, quote what needs quoting, and leave numbers and booleans as they are', () => {
        expect(csvCell(' =1+1')).toBe("' =1+1");
        expect(csvCell('＝1+1')).toBe("'＝1+1");
        expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
        expect(csvCell('\n=1,2')).toBe('"\'\n=1,2"');
        expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
        expect(csvCell(-5)).toBe('-5');
        expect(csvCell(true)).toBe('true');
        expect(csvCell(null)).toBe('');
    });

    it('guard headers and every row of a document', () => {
        expect(csvDocument(['=Name'], [['＋cmd'], ['plain']])).toBe("\uFEFF'=Name\r\n'＋cmd\r\nplain\r\n");
    });
});
