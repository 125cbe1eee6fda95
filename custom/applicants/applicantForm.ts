/** The add-applicant form's values, validation and mapping to the request (pure, for tests). */
import { constants } from '../../config';
import { CANDIDATE_PHONE_PATTERN, EMAIL_SHAPE } from '../../config/contracts/common';
import type { NewCandidate, ParsedResumeUpload } from '../../dataProvider/jobsTypes';

export interface ApplicantValues {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    current_title: string;
    experience_years: string;
    skills: string;
    city: string;
    source: string;
    recruiter_id: string;
    education: string[];
}

export const emptyApplicant: ApplicantValues = {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    current_title: '',
    experience_years: '',
    skills: '',
    city: '',
    source: '',
    recruiter_id: '',
    education: [],
};

/** Parsed values fill the form; what the user already typed wins over the parser. */
export function fromParsed(values: ApplicantValues, resume: ParsedResumeUpload): ApplicantValues {
    const parsed = resume.parsed ?? {};
    const keep = (current: string, next: string | number | null | undefined) => (current.trim() ? current : next === null || next === undefined ? '' : String(next));
    return {
        ...values,
        first_name: keep(values.first_name, parsed.first_name),
        last_name: keep(values.last_name, parsed.last_name),
        email: keep(values.email, parsed.email),
        phone: keep(values.phone, parsed.phone),
        current_title: keep(values.current_title, parsed.current_title),
        experience_years: keep(values.experience_years, parsed.experience_years),
        city: keep(values.city, parsed.city),
        skills: keep(values.skills, (parsed.skills ?? []).join(', ')),
        education: values.education.length > 0 ? values.education : (parsed.education ?? []),
    };
}

// The contract's rule for a candidate's phone: "abc" is said here, not as the API's "candidate.phone must be …".
const PHONE = new RegExp(CANDIDATE_PHONE_PATTERN);

/** Field → i18n key of the problem; empty when the form can be sent. */
export function applicantErrors(values: ApplicantValues): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!values.first_name.trim()) errors.first_name = 'ats.applicants.required';
    if (!values.email.trim()) errors.email = 'ats.applicants.required';
    else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'ats.auth.invalid_email';
    if (values.phone.trim() && !PHONE.test(values.phone.trim())) errors.phone = 'ats.applicants.phone_invalid';
    if (values.experience_years.trim()) {
        const years = Number(values.experience_years);
        const { min, max } = constants.experienceYears;
        if (!Number.isFinite(years) || years < min || years > max) errors.experience_years = 'ats.jobs.errors.experience_range';
    }
    return errors;
}

/** The server's field errors sorted by where the dialog can show them. */
export interface PlacedErrors {
    /** Beside a form field (keys of ApplicantValues). */
    fields: Record<string, string>;
    /** Beside a screening question, by question id. */
    answers: Record<string, string>;
    /** No field shows them: they go to the toast. */
    unplaced: string[];
}

const answerPrefix = 'screening_answers.';

/**
 * Places each of the server's `errors` (docs/api.md): `candidate.phone`,
 * `candidate.skills.0`, a bare `email` (a missing required field), `source` and
 * `recruiter_id` go beside the field when the form shows it, and
 * `screening_answers.<id>` beside its question. Anything else (`candidate`,
 * `stage_id`, `resume_file_id`, a field the form does not show) is unplaced,
 * so no refusal is ever silent.
 */
export function placeServerErrors(errors: Record<string, string>, visibleFields: readonly string[]): PlacedErrors {
    const placed: PlacedErrors = { fields: {}, answers: {}, unplaced: [] };
    for (const [key, message] of Object.entries(errors)) {
        if (key.startsWith(answerPrefix)) {
            placed.answers[key.slice(answerPrefix.length)] ??= message;
            continue;
        }
        const field = key.replace(/^candidate\./, '').split('.')[0];
        if (visibleFields.includes(field)) placed.fields[field] ??= message;
        else if (!placed.unplaced.includes(message)) placed.unplaced.push(message);
    }
    return placed;
}

export function toCandidate(values: ApplicantValues): NewCandidate {
    const text = (value: string) => (value.trim() ? value.trim() : undefined);
    const skills = values.skills.split(',').map(s => s.trim()).filter(Boolean);
    const candidate: NewCandidate = {
        first_name: values.first_name.trim(),
        email: values.email.trim(),
        last_name: text(values.last_name),
        phone: text(values.phone),
        current_title: text(values.current_title),
        experience_years: values.experience_years.trim() ? Number(values.experience_years) : undefined,
        skills: skills.length > 0 ? skills : undefined,
        education: values.education.length > 0 ? values.education : undefined,
        city: text(values.city),
    };
    return Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined)) as NewCandidate;
}
