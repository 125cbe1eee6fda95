/**
 * Calendar invites (RFC 5545) for interviews, mailed through the outbox to
 * every interviewer and the candidate: METHOD:REQUEST on schedule and
 * reschedule, METHOD:CANCEL on cancellation. One UID per interview for its
 * whole life and a SEQUENCE that grows with each change, so a calendar
 * updates or removes the event it already has instead of adding another.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/scope.js';
import type { InterviewDetail } from '../../config/contracts/interviews.js';
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

export function interviewTitle(interview: InterviewDetail): string {
    return `${interview.round.name} interview: ${personName(interview.candidate)} for ${interview.job.title}`;
}

/** The .ics text of an interview at its current sequence. */
export function buildInvite(interview: InterviewDetail, workspace: InviteWorkspace, method: InviteMethod, now = new Date()): string {
    const where = interview.mode === 'VIDEO' ? interview.link : interview.mode === 'IN_PERSON' ? interview.place : interview.mode === 'PHONE' ? 'Phone call' : null;
    const description = [
        `${interview.round.name} round for ${interview.job.title}.`,
        interview.mode === 'VIDEO' && interview.link ? `Join: ${interview.link}` : null,
        interview.mode === 'IN_PERSON' && interview.place ? `Place: ${interview.place}` : null,
        interview.mode === 'PHONE' ? `Phone interview${interview.place ? `: ${interview.place}` : ''}.` : null,
        interview.note,
    ]
        .filter(Boolean)
        .join('\n');
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
        `SUMMARY:${icsText(interviewTitle(interview))}`,
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

/** "Tue, 10 Jun 2025, 14:30 – 15:30 (Asia/Kolkata)" in the workspace's zone. */
export function whenText(interview: Pick<InterviewDetail, 'starts_at' | 'ends_at' | 'time_zone'>): string {
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: interview.time_zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: interview.time_zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${day.format(new Date(interview.starts_at))}, ${time.format(new Date(interview.starts_at))} – ${time.format(new Date(interview.ends_at))} (${interview.time_zone})`;
}

const SUBJECTS: Record<'scheduled' | 'rescheduled' | 'cancelled', string> = {
    scheduled: 'Interview invitation',
    rescheduled: 'Interview rescheduled',
    cancelled: 'Interview cancelled',
};

/**
 * Mails every interviewer and the candidate, each with the same invite. A
 * profile review has no meeting: its interviewers get a plain request and
 * the candidate nothing.
 */
export async function mailInterview(tx: Tx, workspace: InviteWorkspace, interview: InterviewDetail, change: keyof typeof SUBJECTS, log?: FastifyBaseLogger): Promise<void> {
    if (interview.type === 'PROFILE_REVIEW') {
        if (change === 'rescheduled') return;
        for (const person of interview.interviewers) {
            const subject = change === 'cancelled' ? `Profile review cancelled: ${personName(interview.candidate)}` : `Profile review requested: ${personName(interview.candidate)}`;
            const text = `Hello ${person.first_name},\n\n${change === 'cancelled' ? 'The profile review of' : 'Please review the profile of'} ${personName(interview.candidate)} for ${interview.job.title} (${interview.round.name}).\n\n${workspace.company_name}`;
            await queueMail(tx, workspace.id, { to: person.email, subject, text }, log);
        }
        return;
    }
    const method: InviteMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const ics = buildInvite(interview, workspace, method);
    const subject = `${SUBJECTS[change]}: ${interviewTitle(interview)}`;
    const where = interview.mode === 'VIDEO' ? `Video: ${interview.link ?? ''}` : interview.mode === 'IN_PERSON' ? `In person: ${interview.place ?? ''}` : 'Phone';
    const recipients = [...interview.interviewers.map(p => ({ name: p.first_name, email: p.email })), { name: interview.candidate.first_name, email: interview.candidate.email }];
    for (const person of recipients) {
        const lines = [
            `Hello ${person.name},`,
            '',
            change === 'cancelled' ? 'This interview has been cancelled:' : change === 'rescheduled' ? 'This interview has a new time:' : 'You are invited to an interview:',
            interviewTitle(interview),
            `When: ${whenText(interview)}`,
            `Where: ${where}`,
            '',
            'The attached calendar invite updates your calendar.',
            '',
            workspace.company_name,
        ];
        await queueMail(
            tx,
            workspace.id,
            { to: person.email, subject, text: lines.join('\n'), attachments: [{ filename: 'invite.ics', content_type: `text/calendar; charset=utf-8; method=${method}`, content: ics }] },
            log,
        );
    }
}
