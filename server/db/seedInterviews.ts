/**
 * Demo interviews for a first start, so the interviewer area is not empty:
 * acme's demo interviewer gets two upcoming interviews (a video and an
 * in-person one) and one from yesterday still waiting for feedback, and the
 * lead recruiter (who also interviews) a profile review. Created THROUGH the
 * API as the admin, like seedJobs.ts, so rounds, questions, the timeline and
 * the invites in the outbox are real.
 */
import type { FastifyInstance } from 'fastify';
import { call } from './seedRecords.js';

/** `days` from today (UTC) at hh:00 UTC: whole hours, away from the small hours tests use. */
const dayAt = (days: number, hour: number) => {
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + days);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
};

export async function seedDemoInterviews(app: FastifyInstance, host: string, token: string, jobId: string, applicationIds: string[]): Promise<void> {
    if (host !== 'acme.localhost' || applicationIds.length < 2) return;
    const people = (await call(app, host, token, 'GET interviewer-options')).data as { id: string; email: string }[];
    const interviewer = people.find(p => p.email === 'interviewer@acme.example');
    const lead = people.find(p => p.email === 'lead@acme.example');
    if (!interviewer || !lead) return;
    const [technical, hr] = (await call(app, host, token, `GET ${jobId}/get-interview-rounds`)).data as { id: string }[];
    const base = { interviewer_ids: [interviewer.id], duration_minutes: 45 };
    const plans = [
        { ...base, application_id: applicationIds[0], round_id: technical.id, starts_at: dayAt(2, 15), mode: 'VIDEO', link: 'https://meet.example/acme-tech', question_group_ids: ['communication', 'ownership'] },
        { ...base, application_id: applicationIds[1], round_id: technical.id, starts_at: dayAt(4, 16), mode: 'IN_PERSON', place: 'Acme HQ, room 4B', question_group_ids: ['curiosity', 'team_player'] },
        { ...base, application_id: applicationIds[1], round_id: hr.id, starts_at: dayAt(-1, 15), mode: 'PHONE', question_group_ids: ['core_values'] },
        { application_id: applicationIds[0], round_id: hr.id, interviewer_ids: [lead.id], type: 'PROFILE_REVIEW' },
    ];
    for (const payload of plans) await call(app, host, token, 'POST schedule-interview', payload);
}
