/**
 * The vendor's add-applicant form: its values as typed, the checks the
 * server makes too (config/contracts/vendorPortal.ts: first and last name,
 * email, phone and experience required, the CV attached), the prefill from a
 * parsed CV (what the vendor already typed wins) and the request body. Pure,
 * for tests. Problems are i18n keys.
 */
import { CANDIDATE_PHONE_PATTERN, EMAIL_SHAPE } from '../../config/contracts/common';
import { EXPERIENCE } from '../../config/contracts/jobs';
import type { ParsedResume } from '../../config/contracts/resumes';
import type { ScreeningAnswer } from '../../config/contracts/screening';
import { VENDOR_REQUIRED_FIELDS, type VendorAddApplicantBody } from '../../config/contracts/vendorPortal';

export interface VendorApplicantValues {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    experience_years: string;
    current_title: string;
    city: string;
    skills: string;
}

export type VendorApplicantField = keyof VendorApplicantValues;

export const vendorApplicantFields: VendorApplicantField[] = ['first_name', 'last_name', 'email', 'phone', 'experience_years', 'current_title', 'city', 'skills'];

export const emptyVendorApplicant: VendorApplicantValues = { first_name: '', last_name: '', email: '', phone: '', experience_years: '', current_title: '', city: '', skills: '' };

export const isRequiredField = (field: string): boolean => (VENDOR_REQUIRED_FIELDS as readonly string[]).includes(field);

const phonePattern = new RegExp(CANDIDATE_PHONE_PATTERN);
const REQUIRED = 'ats.vendor.required';

/** Parsed values fill the empty fields only: the vendor's typing is never overwritten. */
export function withParsedResume(values: VendorApplicantValues, parsed: ParsedResume): VendorApplicantValues {
    const keep = (current: string, next: string | number | null | undefined) => (current.trim() ? current : next === null || next === undefined ? '' : String(next));
    return {
        first_name: keep(values.first_name, parsed.first_name),
        last_name: keep(values.last_name, parsed.last_name),
        email: keep(values.email, parsed.email),
        phone: keep(values.phone, parsed.phone),
        experience_years: keep(values.experience_years, parsed.experience_years),
        current_title: keep(values.current_title, parsed.current_title),
        city: keep(values.city, parsed.city),
        skills: keep(values.skills, parsed.skills.join(', ')),
    };
}

/**
 * The errors left once a parsed CV filled the empty fields: a field it filled is no longer
 * missing, as typing into it would have cleared its "Required". Other errors stay (the CV never
 * overwrites what was typed, so a typed field's problem is still there).
 */
export function withoutFilledErrors(errors: Record<string, string>, parsed: ParsedResume): Record<string, string> {
    const filled = withParsedResume(emptyVendorApplicant, parsed);
    return Object.fromEntries(Object.entries(errors).filter(([field, message]) => !(message === REQUIRED && filled[field as VendorApplicantField])));
}

/** Field → i18n key of its problem; empty when the form can be sent. `resume` when no CV is attached. */
export function vendorApplicantErrors(values: VendorApplicantValues, hasResume: boolean): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const field of VENDOR_REQUIRED_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED;
    if (!errors.email && !EMAIL_SHAPE.test(values.email.trim())) errors.email = 'ats.auth.invalid_email';
    if (!errors.phone && !phonePattern.test(values.phone.trim())) errors.phone = 'ats.vendor.phone_invalid';
    if (!errors.experience_years) {
        const years = Number(values.experience_years);
        if (!Number.isFinite(years) || years < EXPERIENCE.min || years > EXPERIENCE.max) errors.experience_years = 'ats.vendor.experience_invalid';
    }
    if (!hasResume) errors.resume = 'ats.vendor.resume_required';
    return errors;
}

export function toVendorApplicantBody(jobId: string, values: VendorApplicantValues, resumeFileId: string, answers: ScreeningAnswer[]): VendorAddApplicantBody {
    const skills = [...new Set(values.skills.split(',').map(skill => skill.trim()).filter(Boolean))];
    const body: VendorAddApplicantBody = {
        job_id: jobId,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        experience_years: Number(values.experience_years),
        resume_file_id: resumeFileId,
    };
    if (skills.length > 0) body.skills = skills;
    if (values.city.trim()) body.city = values.city.trim();
    if (values.current_title.trim()) body.current_title = values.current_title.trim();
    if (answers.length > 0) body.screening_answers = answers;
    return body;
}
