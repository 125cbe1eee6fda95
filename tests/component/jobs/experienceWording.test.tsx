/**
 * A job's experience in words on the career page and in the vendor, candidate and employee
 * portals (config/contracts/jobs.ts experienceWording; the corporate job card is checked in
 * JobCard.test.tsx). The Hindi catalogues hold the same keys (tests/unit/i18n).
 */
import { describe, expect, it } from 'vitest';
import { experienceText as careerExperience } from '../../../custom/career/jobFacts';
import { experienceText as candidateExperience } from '../../../custom/candidate/CandidateJobCard';
import { experienceRange as vendorExperience } from '../../../custom/vendor/jobFacts';
import { i18nProvider } from '../../../custom/i18nProvider';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const ranges: [number, number][] = [[0, 40], [0, 0], [3, 3], [5, 40], [2, 6]];

describe('a job’s experience in words', () => {
    it('reads the whole scale as any experience, none as none, an open top as N+, and a range as a range', () => {
        expect({
            career: ranges.map(([min, max]) => careerExperience(translate, { min_experience: min, max_experience: max })),
            vendor: ranges.map(([min, max]) => vendorExperience(translate, { min_experience: min, max_experience: max })),
            candidate: ranges.map(([min, max]) => candidateExperience(translate, min, max)),
        }).toEqual({
            career: ['Any experience', 'No experience needed', '3 years', '5+ years', '2 to 6 years'],
            vendor: ['Any experience', 'No experience needed', '3 years', '5+ years', '2–6 years'],
            candidate: ['Any experience', 'No experience needed', '3 years', '5+ years', '2–6 years'],
        });
    });
});
