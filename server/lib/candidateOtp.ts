/**
 * One-time sign-up codes (docs/api-candidates.md, "Sign-up"): a 6-digit code
 * mailed through the outbox, good for 10 minutes and 5 wrong tries, resent
 * no sooner than a minute, at most 5 an hour per email and 20 an hour per
 * client. Only a salted hash of the code is stored; it is never logged (the
 * mailer logs recipient and subject, and the subject carries no code). A
 * right code earns a single-use sign-up ticket, stored as a hash too.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { candidatePortalMessages as msg, OTP_RULES } from '../../config/contracts/candidatePortal.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { composedText, mailText, type ServerLocale } from './locale.js';
import { queueMail } from './mailer.js';
import { hashOneTimeToken, newOneTimeToken } from './tokens.js';
import { brandOf } from './careerCompany.js';

/** A refusal the route answers (not throws): a wrong code's counted attempt must be committed. */
export interface OtpRefusal {
    statusCode: 400 | 409 | 429;
    message: string;
    field?: string;
    retryAfterSeconds?: number;
    attemptsLeft?: number;
}

const codeHash = (challengeId: string, code: string) => createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a candidate account of this workspace has the email (check-users). */
export async function candidateAccountExists(tx: Tx, email: string): Promise<boolean> {
    const row = await sql`select 1 from users where lower(email) = ${email.toLowerCase()} and role_name = 'CANDIDATE'`.execute(tx);
    return row.rows.length > 0;
}

/** Any account of this workspace holds the email (a candidate cannot take a teammate's address). */
async function anyAccountHas(tx: Tx, email: string): Promise<boolean> {
    const row = await sql`select 1 from users where lower(email) = ${email}`.execute(tx);
    return row.rows.length > 0;
}

/** The throttles of SPEC'd sign-up, checked before a code is made; null when a code may be sent. A wait is told in `locale`. */
async function throttle(tx: Tx, email: string, client: string, locale: ServerLocale): Promise<OtpRefusal | null> {
    const counts = await sql<{ latest_age: number | null; by_email: number; by_client: number }>`select
            (select extract(epoch from now() - max(created_at))::float8 from otp_challenges where email = ${email}) as latest_age,
            (select count(*)::int from otp_challenges where email = ${email} and created_at > now() - interval '1 hour') as by_email,
            (select count(*)::int from otp_challenges where client = ${client} and created_at > now() - interval '1 hour') as by_client`.execute(tx);
    const { latest_age, by_email, by_client } = counts.rows[0];
    if (latest_age !== null && latest_age < OTP_RULES.resendAfterSeconds) {
        const wait = Math.max(1, Math.ceil(OTP_RULES.resendAfterSeconds - latest_age));
        return { statusCode: 429, message: composedText(locale, 'otp_wait', { seconds: wait }, msg.resendTooSoon(wait)), retryAfterSeconds: wait };
    }
    if (by_email >= OTP_RULES.perEmailPerHour) return { statusCode: 429, message: msg.tooManyCodesEmail, retryAfterSeconds: 3600 };
    if (by_client >= OTP_RULES.perClientPerHour) return { statusCode: 429, message: msg.tooManyCodesClient, retryAfterSeconds: 3600 };
    return null;
}

/** Makes and mails a code for `email`, or answers why not. */
/** `locale`: the requester's language, which the mailed code is written in (server/lib/locale.ts). */
export async function startChallenge(tx: Tx, workspace: Workspace, email: string, client: string, log: FastifyBaseLogger, locale: ServerLocale = 'en'): Promise<OtpRefusal | null> {
    const address = email.toLowerCase();
    if (await anyAccountHas(tx, address)) return { statusCode: 409, message: msg.accountExists, field: 'email' };
    // Rows older than a day count towards nothing: removed here, a few at a time, so no timer is needed.
    await sql`delete from otp_challenges where id in (select id from otp_challenges where created_at < now() - interval '1 day' limit 200)`.execute(tx);
    const refused = await throttle(tx, address, client, locale);
    if (refused) return refused;
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
    await sql`insert into otp_challenges (id, workspace_id, email, code_hash, client, expires_at)
        values (${id}, ${workspace.id}, ${address}, ${codeHash(id, code)}, ${client}, now() + make_interval(secs => ${OTP_RULES.ttlSeconds}))`.execute(tx);
    const brand = brandOf(workspace);
    await queueMail(
        tx,
        workspace.id,
        {
            to: address,
            subject: mailText(locale, 'otp_subject', { brand }, `Your ${brand} ATS verification code`),
            text: mailText(
                locale,
                'otp_text',
                { code, minutes: OTP_RULES.ttlSeconds / 60 },
                `Your verification code is ${code}.\n\nIt is valid for ${OTP_RULES.ttlSeconds / 60} minutes. If you did not ask for it, ignore this email.`,
            ),
        },
        log,
    );
    return null;
}

interface ChallengeRow {
    id: string;
    code_hash: string;
    attempts: number;
    expired: boolean;
    verified_at: Date | null;
}

/** Checks a code against the email's latest challenge: the sign-up ticket, or the refusal (a wrong code is counted). */
export async function verifyChallenge(tx: Tx, email: string, code: string): Promise<{ ticket: string; expiresAt: Date } | OtpRefusal> {
    const address = email.toLowerCase();
    const found = await sql<ChallengeRow>`select id, code_hash, attempts, expires_at <= now() as expired, verified_at
        from otp_challenges where email = ${address} order by created_at desc limit 1 for update`.execute(tx);
    const challenge = found.rows[0];
    if (!challenge || challenge.verified_at || challenge.expired) return { statusCode: 400, message: msg.codeExpired, field: 'code' };
    if (challenge.attempts >= OTP_RULES.maxAttempts) return { statusCode: 429, message: msg.codeSpent, field: 'code', attemptsLeft: 0 };
    if (!sameHash(challenge.code_hash, codeHash(challenge.id, code))) {
        const attempts = challenge.attempts + 1;
        await sql`update otp_challenges set attempts = ${attempts} where id = ${challenge.id}`.execute(tx);
        const attemptsLeft = OTP_RULES.maxAttempts - attempts;
        return attemptsLeft > 0
            ? { statusCode: 400, message: msg.codeWrong, field: 'code', attemptsLeft }
            : { statusCode: 429, message: msg.codeSpent, field: 'code', attemptsLeft: 0 };
    }
    const { token, hash } = newOneTimeToken();
    const verified = await sql<{ ticket_expires_at: Date }>`update otp_challenges
        set verified_at = now(), ticket_hash = ${hash}, ticket_expires_at = now() + make_interval(secs => ${OTP_RULES.ticketTtlSeconds})
        where id = ${challenge.id} returning ticket_expires_at`.execute(tx);
    return { ticket: token, expiresAt: verified.rows[0].ticket_expires_at };
}

/** Spends a sign-up ticket: the verified email, or null when the ticket is unknown, used or expired. */
export async function spendTicket(tx: Tx, ticket: string): Promise<string | null> {
    const spent = await sql<{ email: string }>`update otp_challenges set used_at = now()
        where ticket_hash = ${hashOneTimeToken(ticket)} and used_at is null and ticket_expires_at > now()
        returning email`.execute(tx);
    return spent.rows[0]?.email ?? null;
}
