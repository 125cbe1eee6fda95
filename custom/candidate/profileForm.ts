/**
 * The candidate's profile form: its values as typed, its checks (the
 * contract's field rules, experience 0 to 40 named on its field) and the
 * update body (only what changed, with the version read).
 */
import type { FieldErrors } from '../../config/contracts/common';
import { profileFieldSchemas, type CandidateProfile, type UpdateProfileBody, type UploadCvAnswer } from '../../config/contracts/candidatePortal';
import { EXPERIENCE } from '../../config/contracts/jobs';

export interface ProfileValues {
    first_name: string;
    last_name: string;
    phone: string;
    experience_years: string;
    city: string;
    current_title: string;
    /** Comma-separated */
    skills: string;
    /** One entry per line */
    education: string;
}

export const profileFields: (keyof ProfileValues)[] = ['first_name', 'last_name', 'phone', 'experience_years', 'city', 'current_title', 'skills', 'education'];

export function profileValues(profile: CandidateProfile): ProfileValues {
    return {
        first_name: profile.first_name,
        last_name: profile.last_name ?? '',
        phone: profile.phone ?? '',
        experience_years: profile.experience_years === null ? '' : String(profile.experience_years),
        city: profile.city ?? '',
        current_title: profile.current_title ?? '',
        skills: profile.skills.join(', '),
        education: profile.education.join('\n'),
    };
}

const list = (text: string, separator: RegExp) => [...new Set(text.split(separator).map(item => item.trim()).filter(Boolean))];
const skillList = (text: string) => list(text, /,/);
const educationList = (text: string) => list(text, /\n/);

export interface ProfileMessages {
    required: string;
    phone: string;
    experience: string;
    tooLong: string;
}

/** Phone, city and experience are what sign-up required: once set they can be changed, not emptied. */
export function profileErrors(values: ProfileValues, before: ProfileValues, messages: ProfileMessages): FieldErrors {
    const errors: FieldErrors = {};
    const cleared = (field: keyof ProfileValues) => values[field].trim() === '' && before[field].trim() !== '';
    if (!values.first_name.trim()) errors.first_name = messages.required;
    for (const field of ['phone', 'city', 'experience_years'] as const) if (cleared(field)) errors[field] = messages.required;
    const phone = values.phone.trim();
    if (phone && !new RegExp(profileFieldSchemas.phone.pattern).test(phone)) errors.phone = messages.phone;
    const years = values.experience_years.trim();
    if (years && !(/^\d{1,2}$/.test(years) && Number(years) >= EXPERIENCE.min && Number(years) <= EXPERIENCE.max)) errors.experience_years = messages.experience;
    if (values.first_name.trim().length > profileFieldSchemas.first_name.maxLength) errors.first_name = messages.tooLong;
    if (values.city.trim().length > profileFieldSchemas.city.maxLength) errors.city = messages.tooLong;
    return errors;
}

/** The update: only the fields that changed, with the version read. */
export function profileChanges(before: ProfileValues, after: ProfileValues, version: number): UpdateProfileBody {
    const body: UpdateProfileBody = { version };
    const changed = (field: keyof ProfileValues) => after[field].trim() !== before[field].trim();
    if (changed('first_name')) body.first_name = after.first_name.trim();
    if (changed('last_name')) body.last_name = after.last_name.trim() || null;
    if (changed('phone') && after.phone.trim()) body.phone = after.phone.trim();
    if (changed('experience_years') && after.experience_years.trim()) body.experience_years = Number(after.experience_years);
    if (changed('city') && after.city.trim()) body.city = after.city.trim();
    if (changed('current_title')) body.current_title = after.current_title.trim() || null;
    if (skillList(after.skills).join('\n') !== skillList(before.skills).join('\n')) body.skills = skillList(after.skills);
    if (educationList(after.education).join('\n') !== educationList(before.education).join('\n')) body.education = educationList(after.education);
    return body;
}

/** The form with what the uploaded CV says filled in (fields the parser did not find keep what was typed). */
export function withParsedCv(values: ProfileValues, parsed: UploadCvAnswer['parsed']): ProfileValues {
    const text = (value: string | null) => (value && value.trim() ? value.trim() : null);
    const years = parsed.experience_years;
    return {
        ...values,
        first_name: text(parsed.first_name) ?? values.first_name,
        last_name: text(parsed.last_name) ?? values.last_name,
        phone: text(parsed.phone) ?? values.phone,
        experience_years: years !== null && years >= EXPERIENCE.min && years <= EXPERIENCE.max ? String(Math.round(years)) : values.experience_years,
        city: text(parsed.city) ?? values.city,
        current_title: text(parsed.current_title) ?? values.current_title,
        skills: parsed.skills.length > 0 ? skillList([values.skills, ...parsed.skills].join(',')).join(', ') : values.skills,
        education: parsed.education.length > 0 ? parsed.education.join('\n') : values.education,
    };
}
