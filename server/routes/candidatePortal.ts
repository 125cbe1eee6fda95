/**
 * The candidate's side of the API (docs/api-candidates.md). Public and rate
 * limited: check-users, otp-challenge, otp-verify-challenge,
 * create-account-details, and the privacy notice. Role CANDIDATE only, each
 * scoped to the signed-in candidate's own record: the CV, the job list,
 * apply, applied jobs, profile, offer letters, verify-profile, export and
 * erasure. Wire shapes: config/contracts/candidatePortal.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import * as contract from '../../config/contracts/candidatePortal.js';
import { candidatePortalMessages as msg } from '../../config/contracts/candidatePortal.js';
import { idParamsSchema } from '../../config/contracts/common.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from '../lib/access.js';
import { apply } from '../lib/candidateApply.js';
import { candidateOf, ensureCandidate, mailVerificationLink, readProfile, updateProfile, verifyProfile } from '../lib/candidateAccounts.js';
import { currentNotice, replaceNotice } from '../lib/candidateConsent.js';
import { eraseCandidate, exportCandidate } from '../lib/candidateData.js';
import { appliedJobs, listCandidateJobs, listedCategories } from '../lib/candidateJobs.js';
import { answerOffer, candidateOffer, candidateOffers, ownOffer } from '../lib/candidateOffers.js';
import { offerPdfBytes, sendPdf } from '../lib/offerLifecycle.js';
import { candidateAccountExists, spendTicket, startChallenge, verifyChallenge, type OtpRefusal } from '../lib/candidateOtp.js';
import { localeOf } from '../lib/locale.js';
import { storeCv } from '../lib/candidateCv.js';
import { recordOptIn } from '../lib/whatsapp.js';
import { displayFileName, RESUME_AREA } from '../lib/storedResumes.js';
import { readUploadedFile, uploadedFileName } from '../lib/files.js';
import { HttpProblem, messages, ok, page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { jobReferenceTables } from '../lib/jobs.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { RESUME_MAX_BYTES } from '../lib/resume.js';
import { sessionUser, startSession } from '../lib/sessions.js';
import { effectivePermissions, route } from '../plugins/auth.js';

const signUpTags = ['candidate sign-up'];
const tags = ['candidate'];
const CANDIDATE_ONLY = { roles: ['CANDIDATE'] } as const;

/** A refusal answered, not thrown: the attempt it counted must be committed with the request. */
function refuse(reply: FastifyReply, refusal: OtpRefusal) {
    reply.code(refusal.statusCode);
    if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
    return {
        status: false as const,
        message: refusal.message,
        ...(refusal.field ? { errors: { [refusal.field]: refusal.message } } : {}),
        ...(refusal.attemptsLeft !== undefined ? { data: { attempts_left: refusal.attemptsLeft } } : {}),
    };
}

/** The signed-in candidate's record: route handlers name it before touching anything of theirs. */
const own = (tx: Tx, workspaceId: string, user: AuthUser) => candidateOf(tx, workspaceId, user);

function signUpRoutes(app: FastifyInstance): void {
    const { config, signer } = app.deps;
    // The sign-up doors share one budget per client and workspace, apart from the sign-in doors'.
    const rateLimit = { ...config.loginRateLimit, bucket: 'candidate-sign-up' };

    route(app, {
        method: 'POST',
        url: '/api/check-users',
        access: 'public',
        rateLimit,
        schema: { tags: signUpTags, summary: 'Whether a candidate account has this email (then sign in instead of signing up)', body: contract.emailBodySchema, response: { 200: schemas.envelope(contract.checkUsersAnswerSchema) } },
        async handler({ tx, body }) {
            const exists = await candidateAccountExists(tx, body.email);
            return ok({ exists }, exists ? msg.accountExists : msg.noAccount);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/otp-challenge',
        access: 'public',
        rateLimit,
        schema: {
            tags: signUpTags,
            summary: 'Mail a 6-digit code to the email (10 minutes; a new one after 60 s; 5 an hour per email, 20 per client)',
            body: contract.emailBodySchema,
            response: { 200: schemas.envelope(contract.otpChallengeAnswerSchema) },
            'x-problems': { 409: 'An account has this email: sign in.', 429: 'A code was sent less than a minute ago, or too many codes this hour (Retry-After).' },
        },
        async handler({ tx, body, workspace, request, reply }) {
            const refused = await startChallenge(tx, workspace, body.email, request.ip, request.log, localeOf(request));
            if (refused) return refuse(reply, refused);
            return ok({ expires_in_seconds: contract.OTP_RULES.ttlSeconds, resend_after_seconds: contract.OTP_RULES.resendAfterSeconds }, msg.codeSent);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/otp-verify-challenge',
        access: 'public',
        rateLimit,
        schema: {
            tags: signUpTags,
            summary: "Check the email's latest code: a single-use sign-up ticket (30 minutes); 5 wrong codes spend the code",
            body: contract.otpVerifyBodySchema,
            response: { 200: schemas.envelope(contract.otpVerifyAnswerSchema) },
            'x-problems': { 400: 'Wrong or expired code (`data.attempts_left`).', 429: 'Five wrong codes: ask for a new one.' },
        },
        async handler({ tx, body, reply }) {
            const result = await verifyChallenge(tx, body.email, body.code);
            if ('statusCode' in result) return refuse(reply, result);
            return ok({ ticket: result.ticket, email: body.email.toLowerCase(), expires_at: result.expiresAt.toISOString(), attempts_left: contract.OTP_RULES.maxAttempts }, msg.codeVerified);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/create-account-details',
        access: 'public',
        rateLimit,
        schema: {
            tags: signUpTags,
            summary: "Create the candidate's account with a sign-up ticket, link it to the workspace's record of the person (same email or phone) and sign in",
            body: contract.createAccountBodySchema,
            response: { 200: schemas.envelope(contract.signedInAnswerSchema) },
            'x-problems': { 400: 'Invalid input, or the ticket is unknown, used or expired (`errors.ticket`).', 409: 'An account has this email already.' },
        },
        async handler({ tx, body, workspace, request }) {
            const email = await spendTicket(tx, body.ticket);
            if (!email) throw new HttpProblem(400, msg.ticketInvalid, { ticket: msg.ticketInvalid });
            const taken = await tx.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirst();
            if (taken) throw new HttpProblem(409, msg.accountExists, { email: msg.accountExists });
            // The sign-up's language is theirs until they choose one: the mails written to them are in it.
            const user = await tx
                .insertInto('users')
                .values({ workspace_id: workspace.id, email, password_hash: await hashPassword(body.password), first_name: body.first_name, last_name: body.last_name ?? null, phone: body.phone, role_name: 'CANDIDATE', locale: localeOf(request) })
                .returningAll()
                .executeTakeFirstOrThrow();
            await ensureCandidate(tx, workspace.id, user.id, { ...body, email });
            const token = await startSession(tx, signer, user, config.sessionTtlHours, request.headers['user-agent']);
            return ok({ token, user: sessionUser(user, workspace), permissions: effectivePermissions(user) }, msg.accountCreated);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/privacy-notice',
        access: 'public',
        schema: { tags: signUpTags, summary: "The workspace's privacy notice that applying asks to accept: its version and text", response: { 200: schemas.envelope(contract.privacyNoticeSchema) } },
        async handler({ tx, workspace }) {
            return ok(await currentNotice(tx, workspace));
        },
    });
}

/** The privacy notice is the company's to write: who may edit the company profile. */
function noticeRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'PUT',
        url: '/api/privacy-notice',
        access: { permission: ['COMPANY-PROFILE', 'CREATE'] },
        schema: {
            tags: signUpTags,
            summary: 'Replace the privacy notice candidates accept (null: the built-in text); the version moves (send the version read; 409 when stale)',
            body: contract.updatePrivacyNoticeBodySchema,
            response: { 200: schemas.envelope(contract.privacyNoticeSchema) },
        },
        async handler({ tx, workspace, body }) {
            const notice = await replaceNotice(tx, workspace, body.text, body.version);
            if (!notice) throw new HttpProblem(409, messages.stale);
            return ok(notice, msg.noticeUpdated);
        },
    });
}

function jobRoutes(app: FastifyInstance): void {
    const { database } = app.deps;
    const hasCategories = async () => (await jobReferenceTables(database.db)).some(r => r.table === 'position_categories');

    route(app, {
        method: 'GET',
        url: '/api/candidate/job-categories',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: "The position categories of the jobs a candidate may apply to (the job filter's job_category)", response: { 200: schemas.envelope({ type: 'array', items: contract.jobCategorySchema }) } },
        async handler({ tx, workspace }) {
            return ok(await listedCategories(tx, workspace, await hasCategories()));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/get-jobs-filter',
        // A listing with its filters in the body: it only reads.
        readOnly: true,
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: 'The jobs listed on the career page by the candidate job filter (job_category, min/max_work_experience 0 to 40, keyword) and the free-job toggle, 10 a page',
            body: contract.candidateJobsBodySchema,
            response: { 200: schemas.page(contract.candidateJobSchema) },
        },
        async handler({ tx, workspace, user, body }) {
            const errors = contract.candidateJobsRuleErrors(body);
            if (Object.keys(errors).length) throw new HttpProblem(400, Object.values(errors)[0], errors);
            const candidateId = await own(tx, workspace.id, user);
            const window = pageWindow(body, contract.CANDIDATE_JOBS_PAGE_SIZE);
            const { total, rows } = await listCandidateJobs(tx, workspace, candidateId, body, await hasCategories(), window);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/apply',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: "Apply to a job on the career page: screening answers, consent to the privacy notice, the visit's attribution; lands in the first stage",
            body: contract.applyBodySchema,
            response: { 200: schemas.envelope(contract.applyAnswerSchema) },
            'x-problems': { 404: 'No such job open on the career page of this workspace.', 409: 'The candidate has applied to this job already.' },
        },
        async handler({ tx, workspace, user, body }) {
            const candidateId = await own(tx, workspace.id, user);
            const applied = await apply(tx, workspace, user, candidateId, body);
            if (body.whatsapp_opt_in) await recordOptIn(tx, workspace.id, candidateId, { state: 'OPTED_IN', source: 'CAREER_APPLY', recordedBy: user.id });
            return ok(applied, msg.applied);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/candidate/applied-jobs',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: "The candidate's applications, newest first, each stage in words fit for a candidate (job_id: only the one to that job; job_ids: only those to these jobs)",
            querystring: contract.appliedJobsQuerySchema,
            response: { 200: schemas.page(contract.appliedJobSchema) },
        },
        async handler({ tx, workspace, user, query }) {
            const candidateId = await own(tx, workspace.id, user);
            const window = pageWindow(query, contract.CANDIDATE_JOBS_PAGE_SIZE);
            const { total, rows } = await appliedJobs(tx, candidateId, window, { jobId: query.job_id, jobIds: query.job_ids ? contract.splitJobIds(query.job_ids) : undefined });
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });
}

function profileRoutes(app: FastifyInstance): void {
    const files = app.deps.files;

    route(app, {
        method: 'GET',
        url: '/api/candidate/get-user-profile/:id',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: "The signed-in candidate's profile ({id}: their user id; anyone else's is a 404)", params: idParamsSchema, response: { 200: schemas.envelope(contract.candidateProfileSchema) } },
        async handler({ tx, workspace, user, params }) {
            if (params.id !== user.id) throw new HttpProblem(404, messages.notFound);
            return ok(await readProfile(tx, user.id, await own(tx, workspace.id, user)));
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/candidate/update-profile',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: "Change the candidate's own profile: the fields sent, with the version read (a CV: its uploaded file id)", body: contract.updateProfileBodySchema, response: { 200: schemas.envelope(contract.candidateProfileSchema) } },
        async handler({ tx, workspace, user, body }) {
            const candidateId = await own(tx, workspace.id, user);
            await updateProfile(tx, user.id, candidateId, body);
            return ok(await readProfile(tx, user.id, candidateId), msg.profileUpdated);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/upload-candidate-cv',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: 'Upload a CV (PDF or DOCX by content, at most 5 MB): stored as the profile CV and read into fields to prefill the profile for review',
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'PDF or DOCX' } } },
            response: { 200: schemas.envelope(contract.uploadCvAnswerSchema) },
        },
        async handler({ tx, workspace, user, request, reply }) {
            const candidateId = await own(tx, workspace.id, user);
            const bytes = await readUploadedFile(request, RESUME_MAX_BYTES);
            const fileName = displayFileName(uploadedFileName(request));
            const { file_id, parsed, replaced } = await storeCv(tx, files, workspace.id, user, candidateId, bytes, fileName, localeOf(request));
            // The replaced file goes once the change has committed.
            if (replaced) app.deps.background.afterResponse(reply, 'candidate-cv-replaced', () => files.remove(workspace.id, RESUME_AREA, replaced));
            return ok({ file_id, file_name: fileName, parsed }, msg.cvUploaded);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/verify-profile',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: "The candidate confirms (CONFIRMED) or disputes (DISPUTED) the details held about them; id: their candidate record's (the recruiter's link) or user id",
            querystring: contract.verifyProfileQuerySchema,
            response: { 200: schemas.envelope(contract.verifyProfileAnswerSchema) },
        },
        async handler({ tx, workspace, user, query }) {
            const { data, message } = await verifyProfile(tx, await own(tx, workspace.id, user), query.id, query.status);
            return ok({ profile_verification: data.profile_verification, profile_verified_at: data.profile_verified_at.toISOString() }, message);
        },
    });
}

/** The recruiter's side of verify-profile: mail the candidate of an application the link. */
function verificationRequestRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'POST',
        url: '/api/:id/request-profile-verification',
        access: jobAccess('write'),
        schema: {
            tags: ['applications'],
            summary: "Mail the application's candidate the link to confirm (or dispute) the details held about them (verify-profile)",
            params: idParamsSchema,
            response: { 200: schemas.envelope(contract.verificationRequestAnswerSchema) },
        },
        async handler({ tx, workspace, params, request }) {
            const sent = await mailVerificationLink(tx, workspace, params.id, `${request.protocol}://${request.host}`, request.log);
            return ok(sent, msg.verificationSent);
        },
    });
}

function offerRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'GET',
        url: '/api/candidate/offer-letters',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: "The offers of the candidate's applications once sent (SENT, ACCEPTED, DECLINED, WITHDRAWN, EXPIRED), newest first", response: { 200: schemas.envelope({ type: 'array', items: contract.candidateOfferSchema }) } },
        async handler({ tx, workspace, user }) {
            return ok(await candidateOffers(tx, workspace, user));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/candidate/offer-letter/:id',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: 'One offer letter addressed to the candidate, with the letter', params: idParamsSchema, response: { 200: schemas.envelope(contract.candidateOfferSchema) } },
        async handler({ tx, workspace, user, params }) {
            return ok(await candidateOffer(tx, workspace, user, params.id));
        },
    });

    const files = app.deps.files;
    route(app, {
        method: 'GET',
        url: '/api/candidate/offer-letter/:id/pdf',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: 'One of the candidate\'s offer letters as the PDF it was sent as',
            params: idParamsSchema,
            produces: ['application/pdf'],
            response: { 200: { type: 'string', format: 'binary', description: 'the PDF' } },
        },
        async handler({ tx, workspace, user, params, reply }) {
            const offer = await ownOffer(tx, user, params.id);
            return sendPdf(reply, offer, await offerPdfBytes(tx, workspace, files, offer));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/offer-letter/:id/accept',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: "Accept a SENT offer before it expires, once: the offer's status, the application's timeline and a mail to the recruiter",
            params: idParamsSchema,
            response: { 200: schemas.envelope(contract.candidateOfferSchema) },
            'x-problems': { 409: 'The offer was answered already, withdrawn or expired.' },
        },
        async handler({ tx, workspace, user, params, request }) {
            return ok(await answerOffer(tx, workspace, user, params.id, { response: 'ACCEPTED' }, request.log, localeOf(request)), msg.offerAccepted);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/offer-letter/:id/decline',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: 'Decline a SENT offer before it expires, with a reason, once',
            params: idParamsSchema,
            body: contract.declineOfferBodySchema,
            response: { 200: schemas.envelope(contract.candidateOfferSchema) },
            'x-problems': { 409: 'The offer was answered already, withdrawn or expired.' },
        },
        async handler({ tx, workspace, user, params, body, request }) {
            return ok(await answerOffer(tx, workspace, user, params.id, { response: 'DECLINED', reason: body.reason }, request.log, localeOf(request)), msg.offerDeclined);
        },
    });
}

function ownDataRoutes(app: FastifyInstance): void {
    const files = app.deps.files;

    route(app, {
        method: 'GET',
        url: '/api/candidate/export',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: 'Everything the workspace holds about the candidate, as JSON', response: { 200: schemas.envelope(contract.candidateExportSchema) } },
        async handler({ tx, workspace, user, reply }) {
            reply.header('cache-control', 'private, no-store');
            return ok(await exportCandidate(tx, workspace, user, await own(tx, workspace.id, user)));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/candidate/erase-account',
        access: CANDIDATE_ONLY,
        schema: {
            tags,
            summary: "Erase the candidate's account and personal data (password again); applications stay, anonymised, for reports; the erasure is recorded",
            body: contract.eraseBodySchema,
            response: { 200: schemas.envelope(contract.erasureAnswerSchema) },
        },
        async handler({ tx, workspace, user, body, reply }) {
            const account = await tx.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
            if (!(await verifyPassword(account.password_hash, body.password))) throw new HttpProblem(400, msg.wrongPassword, { password: msg.wrongPassword });
            const { answer, files: erased } = await eraseCandidate(tx, workspace, user, await own(tx, workspace.id, user));
            // Files go once the erasure has committed: a rolled-back erasure keeps them.
            app.deps.background.afterResponse(reply, 'candidate-erasure-files', async () => {
                for (const file of erased) await files.remove(workspace.id, file.area, file.stored_name);
            });
            return ok(answer, msg.erased);
        },
    });
}

export async function candidatePortalRoutes(app: FastifyInstance): Promise<void> {
    signUpRoutes(app);
    noticeRoutes(app);
    jobRoutes(app);
    profileRoutes(app);
    verificationRequestRoutes(app);
    offerRoutes(app);
    ownDataRoutes(app);
}
