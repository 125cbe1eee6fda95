/** Sign-in for every audience, sign-out, password change and reset, permissions. */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { audienceOfRole, loginAudiences, type LoginAudience } from '../../config/index.js';
import { accountMessages, localeAnswerSchema, sessionUserSchema, updateLocaleBodySchema } from '../../config/contracts/account.js';
import { withWorkspace, type Tx } from '../db/scope.js';
import type { User, Workspace } from '../db/schema.js';
import { HttpProblem, ok, schemas } from '../lib/http.js';
import { queueMail } from '../lib/mailer.js';
import { hashPassword, passwordSchema, verifyPassword } from '../lib/passwords.js';
import { endAllSessions, endSession, permissionsSchema, sessionUser, startSession } from '../lib/sessions.js';
import { hashOneTimeToken, newOneTimeToken } from '../lib/tokens.js';
import { localeOf, mailText, type ServerLocale } from '../lib/locale.js';
import { effectivePermissions, route, sessionRoute } from '../plugins/auth.js';
import { accountKey, clearSignInFailures, lockedSeconds, recordSignInFailure, throttleMessages } from '../plugins/signInThrottle.js';
import { brandOf } from '../lib/careerCompany.js';

export const authMessages = {
    loggedIn: 'Logged in successfully!',
    loggedOut: 'Logged out!',
    invalidCredentials: 'Invalid email or password',
    otherSignInPage: 'Your account signs in on another sign-in page.',
    disabled: 'Your account is disabled. Please contact your administrator.',
    passwordChanged: 'Password changed successfully !',
    wrongCurrentPassword: 'Current password is incorrect',
    samePassword: 'The new password must differ from the current one',
    resetRequested: 'If an account exists for this email, a reset link has been sent.',
    resetDone: 'Password reset successfully!',
    resetInvalid: 'This reset link is invalid or has expired.',
} as const;

const RESET_TTL_MINUTES = 60;
const RESET_PATHS: Record<LoginAudience, string> = {
    corporate: '/reset-password',
    vendor: '/reset-password',
    employee: '/reset-password',
    candidate: '/reset-password',
};

const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
const audienceSchema = { type: 'string', enum: Object.keys(loginAudiences) as LoginAudience[] } as const;

const loginSchema = {
    body: {
        type: 'object',
        additionalProperties: false,
        required: ['email', 'password'],
        properties: { email: emailSchema, password: { type: 'string', minLength: 1, maxLength: 128 } },
    },
    response: {
        200: {
            type: 'object',
            properties: {
                status: { type: 'boolean' },
                message: { type: 'string' },
                data: {
                    type: 'object',
                    properties: { token: { type: 'string' }, user: sessionUserSchema, permissions: permissionsSchema },
                },
            },
        },
    },
} as const;

/**
 * A refusal answered rather than thrown: a thrown error rolls the request's
 * transaction back, and the failed sign-in it recorded must count.
 */
function refusal(reply: FastifyReply, statusCode: number, message: string, retryAfterSeconds?: number) {
    reply.code(statusCode);
    if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
    return { status: false as const, message };
}

function registerLogin(app: FastifyInstance, audience: LoginAudience): void {
    const { signer, config } = app.deps;
    route(app, {
        method: 'POST',
        url: `/api/${audience}/login`,
        access: 'public',
        schema: {
            ...loginSchema,
            tags: ['auth'],
            summary: `Sign in to the ${audience} area`,
            'x-problems': {
                401: "Wrong email or password (JSON: a failed sign-in is not a dead session); or the right password of an account that signs in on another audience's page, `data.sign_in_at` naming it.",
                403: 'The account is disabled, or the workspace is inactive.',
                429: 'Too many attempts from this client, or too many failures for this email: wait (Retry-After) and try again.',
            },
        },
        // The four sign-in doors draw on one budget per client and workspace.
        rateLimit: { ...config.loginRateLimit, bucket: 'sign-in' },
        async handler({ tx, body, workspace, request, reply }) {
            const email = accountKey(body.email);
            // Checked before the password, so a locked email cannot be guessed at; the same answer whether or not it has an account.
            const locked = await lockedSeconds(tx, workspace.id, email);
            if (locked > 0) return refusal(reply, 429, throttleMessages.accountLocked(locked, localeOf(request)), locked);
            const user = await tx
                .selectFrom('users')
                .selectAll()
                .where(sql`lower(email)`, '=', email)
                .executeTakeFirst();
            const passwordOk = await verifyPassword(user?.password_hash, body.password);
            if (!user || !passwordOk) {
                await recordSignInFailure(tx, workspace.id, email, config.loginLockout);
                return refusal(reply, 401, authMessages.invalidCredentials);
            }
            // The right password at another audience's page is not a guess: it is neither counted
            // towards the lock nor answered as a wrong password; the page it names signs the person in.
            if (!loginAudiences[audience].includes(user.role_name)) {
                return { ...refusal(reply, 401, authMessages.otherSignInPage), data: { sign_in_at: audienceOfRole(user.role_name) } };
            }
            if (user.status !== 'ACTIVE') throw new HttpProblem(403, authMessages.disabled);
            await clearSignInFailures(tx, workspace.id, email);
            await keepFirstLocale(tx, user, localeOf(request));
            const token = await startSession(tx, signer, user, config.sessionTtlHours, request.headers['user-agent']);
            return ok({ token, user: sessionUser(user, workspace), permissions: effectivePermissions(user) }, authMessages.loggedIn);
        },
    });
}

/**
 * A person who has not chosen a language (PATCH /api/me/locale) gets the one they sign in with,
 * once: the mails written to them are in it (server/lib/locale.ts), even if they never touch the
 * switch. A later sign-in in another language changes nothing: a choice, or the first language
 * seen, stays until they choose again.
 */
async function keepFirstLocale(tx: Tx, user: Pick<User, 'id' | 'locale'>, locale: ServerLocale): Promise<void> {
    if (user.locale) return;
    await tx.updateTable('users').set({ locale }).where('id', '=', user.id).where('locale', 'is', null).execute();
}

/**
 * PATCH /api/me/locale: the caller's own language (the account menu's switch saves it). Only the
 * caller's: the body names no one. Neither version nor updated_at moves: it is a preference, not
 * an edit of the record that a form holds.
 */
function registerOwnLocale(app: FastifyInstance): void {
    route(app, {
        method: 'PATCH',
        url: '/api/me/locale',
        access: {},
        schema: {
            tags: ['auth'],
            summary: "Set the signed-in user's own language: the mails written to them are in it",
            body: updateLocaleBodySchema,
            response: { 200: schemas.envelope(localeAnswerSchema) },
        },
        async handler({ tx, body, user }) {
            await tx.updateTable('users').set({ locale: body.locale }).where('id', '=', user.id).execute();
            return ok({ locale: body.locale }, accountMessages.localeSaved);
        },
    });
}

interface ResetRequest {
    email: string;
    audience: LoginAudience;
    /** Protocol and host the link points at: the host the request came to. */
    origin: string;
    /** The requester's language, which the mail is written in (server/lib/locale.ts). */
    locale: ServerLocale;
}

/** Mails a reset link when an active account of the audience has the email; otherwise does nothing. */
async function mailPasswordReset(tx: Tx, workspace: Workspace, request: ResetRequest, log: FastifyBaseLogger): Promise<void> {
    const user = await tx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'role_name', 'status'])
        .where(sql`lower(email)`, '=', request.email)
        .executeTakeFirst();
    if (!user || user.status !== 'ACTIVE' || !loginAudiences[request.audience].includes(user.role_name)) return;
    const { token, hash } = newOneTimeToken();
    await tx
        .insertInto('password_resets')
        .values({ workspace_id: workspace.id, user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) })
        .execute();
    const link = `${request.origin}${RESET_PATHS[request.audience]}?token=${token}&audience=${request.audience}`;
    const brand = brandOf(workspace);
    await queueMail(
        tx,
        workspace.id,
        {
            to: user.email,
            subject: mailText(request.locale, 'reset_subject', { brand }, `Reset your ${brand} ATS password`),
            text: mailText(
                request.locale,
                'reset_text',
                { name: user.first_name, minutes: RESET_TTL_MINUTES, link },
                `Hello ${user.first_name},\n\nUse this link within ${RESET_TTL_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.`,
            ),
        },
        log,
    );
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
    const { signer, config } = app.deps;
    for (const audience of Object.keys(loginAudiences) as LoginAudience[]) registerLogin(app, audience);
    registerOwnLocale(app);

    route(app, {
        method: 'POST',
        url: '/api/logout',
        access: {},
        schema: { tags: ['auth'], summary: 'End this session' },
        async handler({ tx, user }) {
            await endSession(tx, user.sessionId);
            return { status: true, message: authMessages.loggedOut };
        },
    });

    sessionRoute(app, {
        method: 'GET',
        url: '/api/me',
        access: {},
        schema: { tags: ['auth'], summary: 'The signed-in user (the fields of the sign-in answer)', response: { 200: { type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: sessionUserSchema } } } },
        async handler({ user, workspace }) {
            return ok(sessionUser(user, workspace));
        },
    });

    sessionRoute(app, {
        method: 'GET',
        url: '/api/get-user-permissions',
        access: {},
        schema: {
            tags: ['auth'],
            summary: "The signed-in user's permissions, module → actions",
            response: { 200: { type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' }, permissions: permissionsSchema } } },
        },
        async handler({ user }) {
            return { status: true, message: '', permissions: user.permissions };
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/corporate/change-password',
        access: {},
        schema: {
            tags: ['auth'],
            summary: "Change one's own password: ends every session of the user and answers a fresh token",
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['old_password', 'new_password'],
                properties: { old_password: { type: 'string', minLength: 1, maxLength: 128 }, new_password: passwordSchema },
            },
        },
        async handler({ tx, body, user, request }) {
            const stored = await tx.selectFrom('users').select(['password_hash', 'workspace_id']).where('id', '=', user.id).executeTakeFirstOrThrow();
            if (!(await verifyPassword(stored.password_hash, body.old_password))) {
                throw new HttpProblem(400, authMessages.wrongCurrentPassword, { old_password: authMessages.wrongCurrentPassword });
            }
            if (body.old_password === body.new_password) {
                throw new HttpProblem(400, authMessages.samePassword, { new_password: authMessages.samePassword });
            }
            await tx
                .updateTable('users')
                .set({ password_hash: await hashPassword(body.new_password), updated_at: sql`now()`, version: sql`version + 1` })
                .where('id', '=', user.id)
                .execute();
            await endAllSessions(tx, user.id);
            const token = await startSession(tx, signer, { id: user.id, workspace_id: stored.workspace_id }, config.sessionTtlHours, request.headers['user-agent']);
            return ok({ token }, authMessages.passwordChanged);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/forgot-password',
        access: 'public',
        rateLimit: config.loginRateLimit,
        schema: {
            tags: ['auth'],
            summary: 'Mail a password-reset link; the same answer whether or not the account exists',
            body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailSchema, audience: audienceSchema } },
        },
        async handler({ body, workspace, request, reply }) {
            const resetRequest: ResetRequest = {
                email: body.email.toLowerCase(),
                audience: body.audience ?? 'corporate',
                origin: `${request.protocol}://${request.host}`,
                locale: localeOf(request),
            };
            const { log } = request;
            // The answer goes first and the lookup and mail after it, so the answer is the same, and
            // as fast, whether or not the account exists (docs/decisions.md, "forgot-password").
            app.deps.background.afterResponse(reply, 'forgot-password', () =>
                withWorkspace(app.deps.database.db, workspace.id, tx => mailPasswordReset(tx, workspace, resetRequest, log)),
            );
            return { status: true, message: authMessages.resetRequested };
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/reset-password',
        access: 'public',
        rateLimit: config.loginRateLimit,
        schema: {
            tags: ['auth'],
            summary: 'Set a new password with a single-use reset token (60 minutes); ends every session of the user',
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['token', 'password'],
                properties: { token: { type: 'string', minLength: 10, maxLength: 200 }, password: passwordSchema },
            },
        },
        async handler({ tx, body }) {
            const reset = await tx
                .updateTable('password_resets')
                .set({ used_at: sql`now()` })
                .where('token_hash', '=', hashOneTimeToken(body.token))
                .where('used_at', 'is', null)
                .where('expires_at', '>', sql<Date>`now()`)
                .returning('user_id')
                .executeTakeFirst();
            if (!reset) throw new HttpProblem(400, authMessages.resetInvalid, { token: authMessages.resetInvalid });
            await tx
                .updateTable('users')
                .set({ password_hash: await hashPassword(body.password), updated_at: sql`now()`, version: sql`version + 1` })
                .where('id', '=', reset.user_id)
                .execute();
            await endAllSessions(tx, reset.user_id);
            return { status: true, message: authMessages.resetDone };
        },
    });
}
