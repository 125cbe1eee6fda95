/**
 * The demo candidate's own things (README demo logins): an application to a
 * career-page job made through the candidate's door, with consent and the
 * attribution of a LinkedIn spring campaign, so the candidate area, the
 * board's source and the application detail have something to show. The
 * offer letter SENT for this application is made by server/db/seedOffers.ts.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './seed.js';
import { call } from './seedRecords.js';

export async function seedDemoCandidate(app: FastifyInstance, host: string, email: string, jobId: string): Promise<void> {
    const token = (await call(app, host, null, 'POST candidate/login', { email, password: DEMO_PASSWORD })).data.token as string;
    const notice = (await call(app, host, null, 'GET privacy-notice')).data as { version: number };
    await call(app, host, token, 'POST candidate/apply', {
        job_id: jobId,
        consent: { accepted: true, version: notice.version },
        attribution: { utm_source: 'LinkedIn', utm_medium: 'social', utm_campaign: 'spring' },
    });
    await call(app, host, token, 'POST logout');
}
