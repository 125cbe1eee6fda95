/** The text of stored HTML in its two shapes: a mail's text part, and one line for a meta description. */
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../server/lib/htmlText.js';

describe('htmlToText, lines (a mail text part)', () => {
    it('turns line breaks and list items into text', () => {
        expect(htmlToText('<ul><li>one</li><li>two</li></ul>line<br>break &nbsp;&#8364;')).toBe('- one\n- two\n\nline\nbreak  €');
    });

    it('keeps a link\'s address after its words, once when the words are the address', () => {
        expect(htmlToText('<p><a href="https://a.test/x">your offer</a> or <a href="https://a.test/y">https://a.test/y</a></p>')).toBe('your offer (https://a.test/x) or https://a.test/y');
    });
});

describe('htmlToText, line (a meta description)', () => {
    it('drops tags, reads entities and collapses spaces', () => {
        expect(htmlToText('<h2>About</h2><p>Fish &amp; chips&nbsp;&#8211;&#x20AC;5</p><ul><li>a</li><li>b</li></ul>', 'line')).toBe('About Fish & chips –€5 a b');
    });

    it('is empty for no HTML', () => {
        expect(htmlToText(null, 'line')).toBe('');
        expect(htmlToText(undefined)).toBe('');
    });
});

describe('character references in either shape', () => {
    // The mail shape used to throw on these (Number('x41') is NaN; 99999999 is past Unicode).
    it.each(['lines', 'line'] as const)('%s: hex read, unknown or out of range kept as written', shape => {
        expect(htmlToText('A&#x2014;B &#65; &#99999999; &#0; &bogus;', shape)).toBe('A—B A &#99999999; &#0; &bogus;');
    });
});
