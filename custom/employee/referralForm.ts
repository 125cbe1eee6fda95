/**
 * The referral form (POST employee/referrals) as typed and as sent. The
 * checks are the contract's (referralBodySchema: first name and email
 * required, the phone's pattern, the lengths) so the field named before
 * sending is the one the server would name. Pure, for the component test.
 */
import { CANDIDATE_PHONE_PATTERN, EMAIL_SHAPE, type FieldErrors } from '../../config/contracts/common';
import type { ReferralBody } from '../../config/contracts/employeePortal';

export interface ReferralDraft {
    job_id: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    note: string;
}

export const emptyReferral = (jobId = ''): ReferralDraft => ({ job_id: jobId, first_name: '', last_name: '', email: '', phone: '', note: '' });

const PHONE = new RegExp(CANDIDATE_PHONE_PATTERN);
export const referralLimits = { name: 100, email: 254, note: 2000 } as const;

/** i18n keys of the form's messages. */
export const referralMessages = {
    job: 'ats.employee.errors.job',
    first_name: 'ats.employee.errors.first_name',
    email: 'ats.employee.errors.email',
    phone: 'ats.employee.errors.phone',
    tooLong: 'ats.employee.errors.too_long',
} as const;

/** Problems by field, as i18n keys; none means the body may be sent. */
export function referralErrors(draft: ReferralDraft): FieldErrors {
    const errors: FieldErrors = {};
    if (!draft.job_id) errors.job_id = referralMessages.job;
    if (!draft.first_name.trim()) errors.first_name = referralMessages.first_name;
    else if (draft.first_name.trim().length > referralLimits.name) errors.first_name = referralMessages.tooLong;
    if (draft.last_name.trim().length > referralLimits.name) errors.last_name = referralMessages.tooLong;
    const email = draft.email.trim();
    if (!EMAIL_SHAPE.test(email)) errors.email = referralMessages.email;
    else if (email.length > referralLimits.email) errors.email = referralMessages.tooLong;
    if (draft.phone.trim() && !PHONE.test(draft.phone.trim())) errors.phone = referralMessages.phone;
    if (draft.note.length > referralLimits.note) errors.note = referralMessages.tooLong;
    return errors;
}

/** The request: trimmed, the optional fields only when given, and the CV uploaded first. */
export function referralBody(draft: ReferralDraft, resumeFileId: string | null): ReferralBody {
    const body: ReferralBody = { job_id: draft.job_id, first_name: draft.first_name.trim(), email: draft.email.trim() };
    if (draft.last_name.trim()) body.last_name = draft.last_name.trim();
    if (draft.phone.trim()) body.phone = draft.phone.trim();
    if (draft.note.trim()) body.note = draft.note.trim();
    if (resumeFileId) body.resume_file_id = resumeFileId;
    return body;
}
