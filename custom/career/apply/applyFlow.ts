/**
 * The apply flow's steps and what each sends (docs/ui-career.md, "Apply"),
 * pure for tests. The dialog keeps one draft for the whole flow, so going
 * back a step loses nothing; each step's check runs before its request and
 * says what the server would (same patterns and ranges, from the contract).
 */
import type { ApplyBody, CandidateProfile, CreateAccountBody, PrivacyNotice, UpdateProfileBody, UploadCvAnswer } from '../../../config/contracts/candidatePortal';
import type { CareerJobDetail } from '../../../config/contracts/career';
import { CANDIDATE_PHONE_PATTERN, EMAIL_SHAPE, PASSWORD_LENGTH, type FieldErrors } from '../../../config/contracts/common';
import { EXPERIENCE } from '../../../config/contracts/jobs';
import type { Attribution } from '../../../dataProvider/attribution';
import { screeningErrors, toScreeningAnswers, type ScreeningDrafts } from '../../applicants/screeningAnswers';

/**
 * email → (an account exists) signin, or (none) code → account; then cv →
 * review → questions (when the job asks any) → consent → done. A signed-in
 * candidate starts at cv. One who has applied to the job already ends at
 * applied as soon as they are known, before cv or review writes their profile.
 */
export type StepId = 'email' | 'signin' | 'code' | 'account' | 'cv' | 'review' | 'questions' | 'consent' | 'done' | 'applied';

/** The stepper's labels: the identity steps are one ("Your email"), then one per later step. */
export function stepperSteps(hasQuestions: boolean): Array<{ id: StepId; label: string; covers: StepId[] }> {
    return [
        { id: 'email', label: 'ats.apply.steps.email', covers: ['email', 'signin', 'code'] },
        { id: 'account', label: 'ats.apply.steps.account', covers: ['account'] },
        { id: 'cv', label: 'ats.apply.steps.cv', covers: ['cv', 'review'] },
        ...(hasQuestions ? [{ id: 'questions' as StepId, label: 'ats.apply.steps.questions', covers: ['questions' as StepId] }] : []),
        { id: 'consent', label: 'ats.apply.steps.consent', covers: ['consent', 'done'] },
    ];
}

export interface AccountDraft {
    first_name: string;
    last_name: string;
    phone: string;
    password: string;
    /** As typed: checked to be a whole number from 0 to 40. */
    experience_years: string;
    /** Comma-separated as typed. */
    skills: string;
    city: string;
}

export interface ReviewDraft {
    first_name: string;
    last_name: string;
    phone: string;
    experience_years: string;
    skills: string;
    city: string;
    current_title: string;
}

export interface ApplyDraft {
    email: string;
    password: string;
    code: string;
    account: AccountDraft;
    review: ReviewDraft;
    answers: ScreeningDrafts;
    consent: boolean;
    /** The optional WhatsApp box beside the consent: an opt-in recorded with the application. */
    whatsapp: boolean;
}

export const emptyDraft = (): ApplyDraft => ({
    email: '',
    password: '',
    code: '',
    account: { first_name: '', last_name: '', phone: '', password: '', experience_years: '', skills: '', city: '' },
    review: { first_name: '', last_name: '', phone: '', experience_years: '', skills: '', city: '', current_title: '' },
    answers: {},
    consent: false,
    whatsapp: false,
});

// The contract's phone pattern (profileFieldSchemas), and the code's shape and password rule the server checks.
const PHONE = new RegExp(CANDIDATE_PHONE_PATTERN);
const CODE = /^[0-9]{6}$/;

export const applyMessages = {
    required: 'ats.auth.required',
    email: 'ats.auth.invalid_email',
    code: 'ats.apply.errors.code',
    phone: 'ats.apply.errors.phone',
    password: 'ats.apply.errors.password',
    experience: 'ats.apply.errors.experience',
    consent: 'ats.apply.errors.consent',
    cv: 'ats.apply.errors.cv',
} as const;

export function emailErrors(email: string): FieldErrors {
    const value = email.trim();
    if (!value) return { email: applyMessages.required };
    return EMAIL_SHAPE.test(value) ? {} : { email: applyMessages.email };
}

export const passwordErrors = (password: string): FieldErrors => (password ? {} : { password: applyMessages.required });

export const codeErrors = (code: string): FieldErrors => (CODE.test(code.trim()) ? {} : { code: applyMessages.code });

/** A whole number of years within config/constants.json's experience range (0 to 40), or null. */
export function parseExperience(text: string): number | null {
    const value = Number(text.trim());
    return text.trim() !== '' && Number.isInteger(value) && value >= EXPERIENCE.min && value <= EXPERIENCE.max ? value : null;
}

export const parseSkills = (text: string): string[] => [...new Set(text.split(',').map(skill => skill.trim()).filter(Boolean))];

function profileErrors(fields: Pick<AccountDraft, 'first_name' | 'phone' | 'experience_years' | 'city'>): FieldErrors {
    const errors: FieldErrors = {};
    if (!fields.first_name.trim()) errors.first_name = applyMessages.required;
    if (!fields.phone.trim()) errors.phone = applyMessages.required;
    else if (!PHONE.test(fields.phone.trim())) errors.phone = applyMessages.phone;
    if (!fields.experience_years.trim()) errors.experience_years = applyMessages.required;
    else if (parseExperience(fields.experience_years) === null) errors.experience_years = applyMessages.experience;
    if (!fields.city.trim()) errors.city = applyMessages.required;
    return errors;
}

export function accountErrors(account: AccountDraft): FieldErrors {
    const errors = profileErrors(account);
    if (account.password.length < PASSWORD_LENGTH.min) errors.password = account.password ? applyMessages.password : applyMessages.required;
    return errors;
}

export const reviewErrors = (review: ReviewDraft): FieldErrors => profileErrors(review);

/** create-account-details' body (the ticket from otp-verify-challenge). */
export function accountBody(ticket: string, account: AccountDraft): CreateAccountBody {
    const lastName = account.last_name.trim();
    return {
        ticket,
        first_name: account.first_name.trim(),
        ...(lastName ? { last_name: lastName } : {}),
        phone: account.phone.trim(),
        password: account.password,
        experience_years: parseExperience(account.experience_years) ?? 0,
        skills: parseSkills(account.skills),
        city: account.city.trim(),
    };
}

/**
 * The review form, prefilled: the profile's own values first (what the candidate typed wins), the
 * CV's where the profile has none, and the skills of both.
 */
export function reviewFromProfile(profile: CandidateProfile, parsed: UploadCvAnswer['parsed'] | null): ReviewDraft {
    const skills = [...new Set([...profile.skills, ...(parsed?.skills ?? [])])];
    const years = profile.experience_years ?? parsed?.experience_years ?? null;
    return {
        first_name: profile.first_name || parsed?.first_name || '',
        last_name: profile.last_name ?? parsed?.last_name ?? '',
        phone: profile.phone ?? parsed?.phone ?? '',
        experience_years: years === null ? '' : String(Math.round(years)),
        skills: skills.join(', '),
        city: profile.city ?? parsed?.city ?? '',
        current_title: profile.current_title ?? parsed?.current_title ?? '',
    };
}

/** update-profile's body: only the fields the review changed, the new CV, and the version read. */
export function reviewBody(profile: CandidateProfile, review: ReviewDraft, resumeFileId: string | null): UpdateProfileBody | null {
    const body: UpdateProfileBody = { version: profile.version };
    const text = (value: string) => value.trim();
    if (text(review.first_name) !== profile.first_name) body.first_name = text(review.first_name);
    if (text(review.last_name) !== (profile.last_name ?? '') && text(review.last_name)) body.last_name = text(review.last_name);
    if (text(review.phone) !== (profile.phone ?? '')) body.phone = text(review.phone);
    const years = parseExperience(review.experience_years);
    if (years !== null && years !== profile.experience_years) body.experience_years = years;
    const skills = parseSkills(review.skills);
    if (skills.join('\n') !== profile.skills.join('\n')) body.skills = skills;
    if (text(review.city) !== (profile.city ?? '')) body.city = text(review.city);
    if (text(review.current_title) !== (profile.current_title ?? '') && text(review.current_title)) body.current_title = text(review.current_title);
    if (resumeFileId) body.resume_file_id = resumeFileId;
    return Object.keys(body).length > 1 ? body : null;
}

type Question = CareerJobDetail['screening_questions'][number];

/** The job's questions that can be answered (they have their id). */
export const askedQuestions = (job: CareerJobDetail): Array<Question & { id: string }> =>
    job.screening_questions.filter((question): question is Question & { id: string } => Boolean(question.id));

/** Problems by question id, the server's rule and messages (config/contracts/screening.ts). */
export const answerErrors = (job: CareerJobDetail, answers: ScreeningDrafts): FieldErrors => screeningErrors(askedQuestions(job), answers);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** candidate/apply's body: the answers, the consent to the notice read, the visit's attribution and partner, the CV. */
export function applyBody(
    job: CareerJobDetail,
    draft: ApplyDraft,
    notice: PrivacyNotice,
    attribution: Attribution,
    partnerId: string | null,
    resumeFileId: string | null,
): ApplyBody {
    const answers = toScreeningAnswers(askedQuestions(job), draft.answers);
    const visit = { ...attribution, ...(partnerId && UUID.test(partnerId) ? { partner_id: partnerId } : {}) };
    return {
        job_id: job.id,
        ...(answers.length > 0 ? { screening_answers: answers } : {}),
        consent: { accepted: true, version: notice.version },
        ...(Object.keys(visit).length > 0 ? { attribution: visit } : {}),
        ...(resumeFileId ? { resume_file_id: resumeFileId } : {}),
        ...(draft.whatsapp ? { whatsapp_opt_in: true } : {}),
    };
}

/** A server's field errors, with screening answers' `screening_answers.<id>` keyed by the id as the form shows them. */
export function splitServerErrors(errors: FieldErrors | undefined): { fields: FieldErrors; answers: FieldErrors } {
    const fields: FieldErrors = {};
    const answers: FieldErrors = {};
    for (const [key, message] of Object.entries(errors ?? {})) {
        if (key.startsWith('screening_answers.')) answers[key.slice('screening_answers.'.length)] = message;
        else fields[key] = message;
    }
    return { fields, answers };
}

/** The CV types upload-candidate-cv takes. */
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const isCvFile = (file: File): boolean => /\.(pdf|docx)$/i.test(file.name);
