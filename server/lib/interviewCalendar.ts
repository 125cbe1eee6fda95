/**
 * Calendar invites (RFC 5545) for interviews, mailed through the outbox to
 * every interviewer and the candidate: METHOD:REQUEST on schedule and
 * reschedule, METHOD:CANCEL on cancellation. One UID per interview for its
 * whole life and a SEQUENCE that grows with each change, so a calendar
 * updates or removes the event it already has instead of adding another.
 * Each person's mail and invite are in their own language (server/lib/locale.ts
 * recipientLocales); the UID and SEQUENCE are the same in every language.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/scope.js';
import type { InterviewDetail } from '../../config/contracts/interviews.js';
import { dateLocale, mailText, recipientLocales, type ServerLocale } from './locale.js';
import { queueMail } from './mailer.js';

export type InviteMethod = 'REQUEST' | 'CANCEL';

export interface InviteWorkspace {
    id: string;
    host: string;
    company_name: string;
}

/** 20250610T090000Z */
const icsTime = (at: string | Date) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines. */
const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
    const out: string[] = [];
    let current = '';
    let bytes = 0;
    for (const char of line) {
        const size = Buffer.byteLength(char);
        if (bytes + size > (out.length ? 74 : 75)) {
            out.push(current);
            current = '';
            bytes = 0;
        }
        current += char;
        bytes += size;
    }
    out.push(current);
    return out.join('\r\n ');
}

const personName = (p: { first_name: string; last_name: string | null }) => [p.first_name, p.last_name].filter(Boolean).join(' ');
const cn = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

export const inviteUid = (interviewId: string, host: string) => `interview-${interviewId}@${host.split(':')[0]}`;

export function interviewTitle(interview: InterviewDetail, locale: ServerLocale = 'en'): string {
    const [round, candidate, job] = [interview.round.name, personName(interview.candidate), interview.job.title];
    return mailText(locale, 'interview_title', { round, candidate, job }, `${round} interview: ${candidate} for ${job}`);
}

function phoneLine(place: string | null, locale: ServerLocale): string {
    return place ? mailText(locale, 'ics_phone_at', { place }, `Phone interview: ${place}.`) : mailText(locale, 'ics_phone', {}, 'Phone interview.');
}

/** The event's description: the round, how to join, the recruiter's note (their own words, as written). */
function inviteDescription(interview: InterviewDetail, locale: ServerLocale): string {
    const { link, place } = interview;
    const [round, job] = [interview.round.name, interview.job.title];
    return [
        mailText(locale, 'ics_round', { round, job }, `${round} round for ${job}.`),
        interview.mode === 'VIDEO' && link ? mailText(locale, 'ics_join', { link }, `Join: ${link}`) : null,
        interview.mode === 'IN_PERSON' && place ? mailText(locale, 'ics_place', { place }, `Place: ${place}`) : null,
        interview.mode === 'PHONE' ? phoneLine(place, locale) : null,
        interview.note,
    ]
        .filter(Boolean)
        .join('\n');
}

/** The .ics text of an interview at its current sequence, its words in `locale`. */
export function buildInvite(interview: InterviewDetail, workspace: InviteWorkspace, method: InviteMethod, locale: ServerLocale = 'en', now = new Date()): string {
    const phoneCall = mailText(locale, 'ics_phone_call', {}, 'Phone call');
    const where = interview.mode === 'VIDEO' ? interview.link : interview.mode === 'IN_PERSON' ? interview.place : interview.mode === 'PHONE' ? phoneCall : null;
    const description = inviteDescription(interview, locale);
    const attendees = [
        ...interview.interviewers.map(p => ({ name: personName(p), email: p.email, role: 'REQ-PARTICIPANT' })),
        { name: personName(interview.candidate), email: interview.candidate.email, role: 'REQ-PARTICIPANT' },
    ];
    const lines = [
        'BEGIN:VCALENDAR',
        'PRODID:-//Recruitment console//Interviews//EN',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        `METHOD:${method}`,
        'BEGIN:VEVENT',
        `UID:${inviteUid(interview.id, workspace.host)}`,
        `SEQUENCE:${interview.sequence}`,
        `DTSTAMP:${icsTime(now)}`,
        `DTSTART:${icsTime(interview.starts_at)}`,
        `DTEND:${icsTime(interview.ends_at)}`,
        `SUMMARY:${icsText(interviewTitle(interview, locale))}`,
        `DESCRIPTION:${icsText(description)}`,
        ...(where ? [`LOCATION:${icsText(where)}`] : []),
        ...(interview.mode === 'VIDEO' && interview.link ? [`URL:${interview.link}`] : []),
        `ORGANIZER;CN=${cn(workspace.company_name)}:mailto:interviews@${workspace.host.split(':')[0]}`,
        ...attendees.map(a => `ATTENDEE;CN=${cn(a.name)};ROLE=${a.role};PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${a.email}`),
        `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
        'END:VEVENT',
        'END:VCALENDAR',
    ];
    return lines.map(fold).join('\r\n') + '\r\n';
}

/** "Tue, 10 Jun 2025, 14:30 – 15:30 (Asia/Kolkata)" in the workspace's zone ("मंगल, 10 जून 2025, ..." in Hindi). */
export function whenText(interview: Pick<InterviewDetail, 'starts_at' | 'ends_at' | 'time_zone'>, locale: ServerLocale = 'en'): string {
    const day = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: interview.time_zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: interview.time_zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${day.format(new Date(interview.starts_at))}, ${time.format(new Date(interview.starts_at))} – ${time.format(new Date(interview.ends_at))} (${interview.time_zone})`;
}

type Change = 'scheduled' | 'rescheduled' | 'cancelled';

const SUBJECTS: Record<Change, string> = {
    scheduled: 'Interview invitation',
    rescheduled: 'Interview rescheduled',
    cancelled: 'Interview cancelled',
};

const INTROS: Record<Change, string> = {
    scheduled: 'You are invited to an interview:',
    rescheduled: 'This interview has a new time:',
    cancelled: 'This interview has been cancelled:',
};

interface Recipient {
    name: string;
    email: string;
}

/** A profile review has no meeting: its interviewers get a plain request (or its cancellation), each in their language. */
async function mailProfileReview(tx: Tx, workspace: InviteWorkspace, interview: InterviewDetail, change: Exclude<Change, 'rescheduled'>, log?: FastifyBaseLogger): Promise<void> {
    const candidate = personName(interview.candidate);
    const localeOf = await recipientLocales(tx, interview.interviewers.map(p => p.email));
    for (const person of interview.interviewers) {
        const locale = localeOf(person.email);
        const values = { name: person.first_name, candidate, job: interview.job.title, round: interview.round.name, company: workspace.company_name };
        const englishSubject = change === 'cancelled' ? `Profile review cancelled: ${candidate}` : `Profile review requested: ${candidate}`;
        const englishText = `Hello ${person.first_name},\n\n${change === 'cancelled' ? 'The profile review of' : 'Please review the profile of'} ${candidate} for ${interview.job.title} (${interview.round.name}).\n\n${workspace.company_name}`;
        const subject = mailText(locale, `profile_review_subject_${change}`, values, englishSubject);
        await queueMail(tx, workspace.id, { to: person.email, subject, text: mailText(locale, `profile_review_text_${change}`, values, englishText) }, log);
    }
}

/** One person's mail of an interview's change, in `locale`. */
function interviewMail(interview: InterviewDetail, workspace: InviteWorkspace, change: Change, person: Recipient, locale: ServerLocale): { subject: string; text: string } {
    const title = interviewTitle(interview, locale);
    const where =
        interview.mode === 'VIDEO'
            ? mailText(locale, 'interview_where_video', { link: interview.link ?? '' }, `Video: ${interview.link ?? ''}`)
            : interview.mode === 'IN_PERSON'
              ? mailText(locale, 'interview_where_in_person', { place: interview.place ?? '' }, `In person: ${interview.place ?? ''}`)
              : mailText(locale, 'interview_where_phone', {}, 'Phone');
    const intro = mailText(locale, `interview_intro_${change}`, {}, INTROS[change]);
    const when = whenText(interview, locale);
    const lines = [`Hello ${person.name},`, '', intro, title, `When: ${when}`, `Where: ${where}`, '', 'The attached calendar invite updates your calendar.', '', workspace.company_name];
    return {
        subject: mailText(locale, `interview_subject_${change}`, { title }, `${SUBJECTS[change]}: ${title}`),
        text: mailText(locale, 'interview_text', { name: person.name, intro, title, when, where, company: workspace.company_name }, lines.join('\n')),
    };
}

/**
 * Mails every interviewer and the candidate, each with the invite, both in
 * their own language. A profile review has no meeting: its interviewers get a
 * plain request and the candidate nothing.
 */
export async function mailInterview(tx: Tx, workspace: InviteWorkspace, interview: InterviewDetail, change: Change, log?: FastifyBaseLogger): Promise<void> {
    if (interview.type === 'PROFILE_REVIEW') {
        if (change !== 'rescheduled') await mailProfileReview(tx, workspace, interview, change, log);
        return;
    }
    const method: InviteMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const recipients: Recipient[] = [...interview.interviewers.map(p => ({ name: p.first_name, email: p.email })), { name: interview.candidate.first_name, email: interview.candidate.email }];
    const localeOf = await recipientLocales(tx, recipients.map(p => p.email));
    // One invite per language, all stamped alike.
    const now = new Date();
    const invites = new Map<ServerLocale, string>();
    for (const person of recipients) {
        const locale = localeOf(person.email);
        const ics = invites.get(locale) ?? buildInvite(interview, workspace, method, locale, now);
        invites.set(locale, ics);
        const attachment = { filename: 'invite.ics', content_type: `text/calendar; charset=utf-8; method=${method}`, content: ics };
        await queueMail(tx, workspace.id, { to: person.email, ...interviewMail(interview, workspace, change, person, locale), attachments: [attachment] }, log);
    }
}
