/**
 * The apply flow's sign-up and apply calls (docs/api-candidates.md), apart
 * from the career page's reads (dataProvider/career.ts): only the apply dialog
 * (custom/career/apply/ApplyDialog.tsx) imports them, so they and the upload
 * helper are downloaded when the dialog opens, not with the career page
 * (docs/performance.md, "Console loading"). The first steps go without a
 * token; the later ones carry the candidate's.
 */
import type {
    ApplyAnswer,
    ApplyBody,
    CandidateProfile,
    CheckUsersAnswer,
    CreateAccountBody,
    OtpChallengeAnswer,
    OtpVerifyAnswer,
    SignedInAnswer,
    UpdateProfileBody,
    UploadCvAnswer,
} from '../config/contracts/candidatePortal';
import { data, envelope } from './career';
import { session, type SessionUser } from './session';
import type { ApiSuccess } from './types';
import { uploadFile, type ProgressListener } from './upload';

export const checkUsers = (email: string): Promise<CheckUsersAnswer> => data('POST', 'check-users', { body: { email } });

/** Mails a 6-digit code; the answer's message is the server's sentence to show. */
export const otpChallenge = (email: string): Promise<ApiSuccess<OtpChallengeAnswer>> => envelope('POST', 'otp-challenge', { body: { email } });

export const otpVerifyChallenge = (email: string, code: string): Promise<OtpVerifyAnswer> =>
    data('POST', 'otp-verify-challenge', { body: { email, code } });

/** Creates the account and signs the candidate in (the same cookies as a sign-in). */
export async function createAccountDetails(body: CreateAccountBody): Promise<SessionUser> {
    const answer = await data<SignedInAnswer>('POST', 'create-account-details', { body });
    const user = answer.user as SessionUser;
    session.setToken(answer.token);
    session.setUser(user);
    session.setPermissions(answer.permissions ?? {});
    return user;
}

export const getCandidateProfile = (userId: string): Promise<CandidateProfile> =>
    data('GET', `candidate/get-user-profile/${encodeURIComponent(userId)}`, { authenticated: true });

export const updateCandidateProfile = (body: UpdateProfileBody): Promise<CandidateProfile> =>
    data('PUT', 'candidate/update-profile', { body, authenticated: true });

/** Uploads the CV (PDF or DOCX) with SPEC.md section 4's progress; answers the stored file and what was read from it. */
export async function uploadCandidateCv(file: File, onProgress?: ProgressListener): Promise<UploadCvAnswer> {
    const form = new FormData();
    form.append('file', file);
    return (await uploadFile<ApiSuccess<UploadCvAnswer>>('candidate/upload-candidate-cv', form, { onProgress })).json.data;
}

export const applyToJob = (body: ApplyBody): Promise<ApiSuccess<ApplyAnswer>> => envelope('POST', 'candidate/apply', { body, authenticated: true });
