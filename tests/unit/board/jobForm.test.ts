import { describe, expect, it } from 'vitest';
import { emptyJobForm, toJobChanges, toJobFields, validateJob, jobToForm, type JobFormValues } from '../../../custom/jobs/jobForm';
import type { Job } from '../../../dataProvider/jobsTypes';

const valid = (patch: Partial<JobFormValues> = {}): JobFormValues => ({ ...emptyJobForm(), title: 'Backend Engineer', min_experience: '2', max_experience: '5', ...patch });

describe('job form rules', () => {
    it('defaults to job type OPEN and experience from 0', () => {
        expect(emptyJobForm().job_type).toBe('OPEN');
        expect(emptyJobForm().min_experience).toBe('0');
    });

    it('accepts a valid job', () => {
        expect(validateJob(valid())).toEqual({});
        expect(validateJob(valid({ min_experience: '0', max_experience: '40' }))).toEqual({});
    });

    it('experience is 0 to 40 and min <= max', () => {
        expect(validateJob(valid({ max_experience: '41' })).max_experience).toBe('ats.jobs.errors.experience_range');
        expect(validateJob(valid({ min_experience: '-1' })).min_experience).toBe('ats.jobs.errors.experience_range');
        expect(validateJob(valid({ max_experience: '' })).max_experience).toBe('ats.jobs.errors.experience_range');
        expect(validateJob(valid({ min_experience: '6', max_experience: '5' })).max_experience).toBe('Maximum experience must be at least the minimum experience.');
    });

    it('salary min <= max, openings >= 1, deadlines not before posting', () => {
        expect(validateJob(valid({ salary_min: '100', salary_max: '50' })).salary_max).toBe('Maximum salary must be at least the minimum salary.');
        expect(validateJob(valid({ salary_min: '50', salary_max: '' }))).toEqual({});
        expect(validateJob(valid({ openings: '0' })).openings).toBe('ats.jobs.errors.openings');
        expect(validateJob(valid({ posted_date: '2026-03-01', hiring_deadline: '2026-02-01' })).hiring_deadline).toBe('The deadline cannot be before the posted date.');
    });

    it('maps to the create body with numbers and nulls', () => {
        const body = toJobFields(valid({ salary_min: '', department_id: '' }));
        expect(body).toMatchObject({ title: 'Backend Engineer', min_experience: 2, max_experience: 5, salary_min: null, department_id: null, openings: 1, job_type: 'OPEN' });
    });

    it('an edit sends only the changed fields and the version', () => {
        const job = { ...toJobFields(valid()), id: 'j1', recruiters: [], promoted_at: null, applicant_count: 0, status: 'ACTIVE', version: 4, created_at: '', updated_at: '' } as unknown as Job;
        const changes = toJobChanges({ ...jobToForm(job), title: 'Senior Backend Engineer', max_experience: '8' }, job);
        expect(changes).toEqual({ title: 'Senior Backend Engineer', max_experience: 8, version: 4 });
    });
});
