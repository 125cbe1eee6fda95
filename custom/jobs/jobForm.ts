/**
 * The job form's values, its checks (experience 0–40 with min <= max, salary
 * min <= max, openings >= 1, deadlines after the posted date) and the mapping
 * to the create-job body / the update-job changes. Pure, for unit tests.
 * The cross-field rules are the server's (config/contracts/jobs.ts jobRuleErrors):
 * same rule, same messages.
 */
import { constants } from '../../config';
import { EXPERIENCE, jobRuleErrors, type VendorAccess } from '../../config/contracts/jobs';
import type { Job, JobFields, JobType, ScreeningQuestion } from '../../dataProvider/jobsTypes';

/** What the inputs hold: numbers as text while typing, references as ids or ''. */
export interface JobFormValues {
    title: string;
    description: string;
    client_id: string;
    department_id: string;
    business_unit_id: string;
    domain_id: string;
    position_category_id: string;
    recruiter_ids: string[];
    employment_type: JobFields['employment_type'];
    position_type: JobFields['position_type'];
    priority: JobFields['priority'];
    job_locations: string[];
    skills: string[];
    min_experience: string;
    max_experience: string;
    salary_min: string;
    salary_max: string;
    currency: string;
    openings: string;
    posted_date: string;
    job_deadline: string;
    hiring_deadline: string;
    job_type: JobType;
    /** Which vendors see the job (docs/ui-vendors.md); show_to_vendors follows it on the server. */
    vendor_access: VendorAccess;
    /** The chosen vendors' record ids, read when vendor_access is CHOSEN. */
    vendor_ids: string[];
    show_to_employees: boolean;
    show_on_career_page: boolean;
    screening_questions: ScreeningQuestion[];
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

const today = () => new Date().toISOString().slice(0, 10);

export function emptyJobForm(): JobFormValues {
    return {
        title: '',
        description: '',
        client_id: '',
        department_id: '',
        business_unit_id: '',
        domain_id: '',
        position_category_id: '',
        recruiter_ids: [],
        employment_type: 'FULL_TIME',
        position_type: 'NEW',
        priority: 'MEDIUM',
        job_locations: [],
        skills: [],
        min_experience: String(constants.experienceYears.min),
        max_experience: '',
        salary_min: '',
        salary_max: '',
        currency: 'INR',
        openings: '1',
        posted_date: today(),
        job_deadline: '',
        hiring_deadline: '',
        job_type: constants.defaultJobType as JobType,
        vendor_access: 'ALL',
        vendor_ids: [],
        show_to_employees: true,
        show_on_career_page: true,
        screening_questions: [],
    };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function jobToForm(job: Job): JobFormValues {
    return {
        ...emptyJobForm(),
        title: job.title,
        description: job.description ?? '',
        client_id: text(job.client_id),
        department_id: text(job.department_id),
        business_unit_id: text(job.business_unit_id),
        domain_id: text(job.domain_id),
        position_category_id: text(job.position_category_id),
        recruiter_ids: (job.recruiters ?? []).map(r => r.id),
        employment_type: job.employment_type,
        position_type: job.position_type,
        priority: job.priority,
        job_locations: job.job_locations ?? [],
        skills: job.skills ?? [],
        min_experience: text(job.min_experience),
        max_experience: text(job.max_experience),
        salary_min: text(job.salary_min),
        salary_max: text(job.salary_max),
        currency: job.currency ?? '',
        openings: text(job.openings),
        posted_date: dateOnly(job.posted_date),
        job_deadline: dateOnly(job.job_deadline),
        hiring_deadline: dateOnly(job.hiring_deadline),
        job_type: job.job_type,
        // A job saved before vendor_access existed answers without it: its switch said all vendors or none.
        vendor_access: job.vendor_access ?? (job.show_to_vendors ? 'ALL' : 'NONE'),
        vendor_ids: job.vendor_ids ?? [],
        show_to_employees: job.show_to_employees,
        show_on_career_page: job.show_on_career_page,
        screening_questions: job.screening_questions ?? [],
    };
}

function numberOrNull(value: string): number | null {
    return value.trim() === '' ? null : Number(value);
}

function checkExperience(values: JobFormValues, errors: JobFormErrors): void {
    const { min, max } = EXPERIENCE;
    const low = numberOrNull(values.min_experience);
    const high = numberOrNull(values.max_experience);
    const inRange = (n: number | null) => n !== null && Number.isInteger(n) && n >= min && n <= max;
    if (!inRange(low)) errors.min_experience = 'ats.jobs.errors.experience_range';
    if (!inRange(high)) errors.max_experience = 'ats.jobs.errors.experience_range';
    if (inRange(low) && inRange(high)) Object.assign(errors, jobRuleErrors({ min_experience: low, max_experience: high }));
}

function checkSalary(values: JobFormValues, errors: JobFormErrors): void {
    const low = numberOrNull(values.salary_min);
    const high = numberOrNull(values.salary_max);
    if (low !== null && (!Number.isFinite(low) || low < 0)) errors.salary_min = 'ats.jobs.errors.salary_invalid';
    if (high !== null && (!Number.isFinite(high) || high < 0)) errors.salary_max = 'ats.jobs.errors.salary_invalid';
    if (!errors.salary_min && !errors.salary_max) Object.assign(errors, jobRuleErrors({ salary_min: low, salary_max: high }));
}

function checkDates(values: JobFormValues, errors: JobFormErrors): void {
    Object.assign(errors, jobRuleErrors({ posted_date: values.posted_date, job_deadline: values.job_deadline, hiring_deadline: values.hiring_deadline }));
}

/** Field → i18n key of its problem; empty when the form can be sent. */
export function validateJob(values: JobFormValues, options: { requireClient?: boolean } = {}): JobFormErrors {
    const errors: JobFormErrors = {};
    if (values.title.trim().length < 2) errors.title = 'ats.jobs.errors.title_required';
    if (options.requireClient && !values.client_id) errors.client_id = 'ats.jobs.errors.required';
    checkExperience(values, errors);
    checkSalary(values, errors);
    const openings = numberOrNull(values.openings);
    if (openings === null || !Number.isInteger(openings) || openings < 1) errors.openings = 'ats.jobs.errors.openings';
    checkDates(values, errors);
    if (values.screening_questions.some(q => q.question.trim().length < 2)) errors.screening_questions = 'ats.jobs.errors.question_text';
    if (values.vendor_access === 'CHOSEN' && values.vendor_ids.length === 0) errors.vendor_ids = 'ats.vendor.job_form.choose_vendors';
    return errors;
}

/** The create-job body: every field, empty references and dates as null. */
export function toJobFields(values: JobFormValues): JobFields {
    const ref = (value: string) => (value ? value : null);
    return {
        title: values.title.trim(),
        description: values.description,
        client_id: ref(values.client_id),
        department_id: ref(values.department_id),
        business_unit_id: ref(values.business_unit_id),
        domain_id: ref(values.domain_id),
        position_category_id: ref(values.position_category_id),
        recruiter_ids: values.recruiter_ids,
        employment_type: values.employment_type,
        position_type: values.position_type,
        priority: values.priority,
        job_locations: values.job_locations,
        skills: values.skills,
        min_experience: Number(values.min_experience),
        max_experience: Number(values.max_experience),
        salary_min: numberOrNull(values.salary_min),
        salary_max: numberOrNull(values.salary_max),
        currency: values.currency.trim() || null,
        openings: Number(values.openings),
        posted_date: values.posted_date || today(),
        job_deadline: ref(values.job_deadline),
        hiring_deadline: ref(values.hiring_deadline),
        job_type: values.job_type,
        // The older switch, kept in step as the server keeps it (false exactly when no vendor sees the job).
        show_to_vendors: values.vendor_access !== 'NONE',
        vendor_access: values.vendor_access,
        vendor_ids: values.vendor_ids,
        show_to_employees: values.show_to_employees,
        show_on_career_page: values.show_on_career_page,
        screening_questions: values.screening_questions.map(q => ({ ...q, question: q.question.trim() })),
    };
}

/** The update-job body: only the fields that differ from the loaded job, plus its version. */
export function toJobChanges(values: JobFormValues, job: Job): Partial<JobFields> & { version: number } {
    const next = toJobFields(values);
    const before = toJobFields(jobToForm(job));
    const changes: Partial<JobFields> = {};
    for (const key of Object.keys(next) as (keyof JobFields)[]) {
        if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: next[key] });
    }
    return { ...changes, version: job.version };
}
