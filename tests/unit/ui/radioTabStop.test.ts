import { describe, expect, it } from 'vitest';
import { radioTabStop } from '../../../ui/radioTabStop';

const options = ['a', 'b', 'c'];
const stops = (value: string | null | undefined) => options.map(option => radioTabStop(value, option, options).input.tabIndex);

describe('radioTabStop', () => {
    it('stops on the first radio while none is checked, and on the checked one after', () => {
        expect(stops(null)).toEqual([0, -1, -1]);
        expect(stops('')).toEqual([0, -1, -1]);
        expect(stops('b')).toEqual([-1, 0, -1]);
    });

    it('stops on the first radio when the value is none of the options', () => {
        expect(stops('z')).toEqual([0, -1, -1]);
    });
});
