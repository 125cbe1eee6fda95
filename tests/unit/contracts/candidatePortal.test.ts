/** The candidate portal contract's pure rules: the stage name a candidate reads, and the job filter's range. */
import { describe, expect, it } from 'vitest';
import { candidateJobsRuleErrors, NOT_SELECTED, publicStageName } from '../../../config/contracts/candidatePortal';

describe('publicStageName', () => {
    it('reads the public name when the stage has one', () => {
        expect(publicStageName({ name: 'Rejected', public_name: 'Closed for now' })).toBe('Closed for now');
        expect(publicStageName({ name: 'Tech screen', public_name: 'In review' })).toBe('In review');
    });

    it('reads "Not selected" for an internal Rejected, whatever its case or spaces, and the name otherwise', () => {
        expect(publicStageName({ name: 'Rejected' })).toBe(NOT_SELECTED);
        expect(publicStageName({ name: ' rejected ', public_name: '  ' })).toBe('Not selected');
        expect(publicStageName({ name: 'Interview', public_name: null })).toBe('Interview');
        expect(publicStageName({ name: 'Rejected by client' })).toBe('Rejected by client');
    });
});

describe('candidateJobsRuleErrors', () => {
    it('accepts the default and any ordered range, refuses min above max on the max field', () => {
        expect(candidateJobsRuleErrors({})).toEqual({});
        expect(candidateJobsRuleErrors({ min_work_experience: 3, max_work_experience: 3 })).toEqual({});
        expect(candidateJobsRuleErrors({ min_work_experience: 41 })).toEqual({ max_work_experience: 'Maximum experience must be at least the minimum experience.' });
        expect(candidateJobsRuleErrors({ min_work_experience: 10, max_work_experience: 2 })).toEqual({ max_work_experience: 'Maximum experience must be at least the minimum experience.' });
    });
});
