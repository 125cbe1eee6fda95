/**
 * The demo employee's own things (README demo logins): an internal
 * application and a referral with a note, made through the employee's door,
 * so the employee portal's lists and dashboard and the recruiter's
 * attribution (source Employee; source Referral with the referrer) have
 * something to show.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './seed.js';
import { call } from './seedRecords.js';

export async function seedDemoEmployee(app: FastifyInstance, host: string, email: string, jobId: string): Promise<void> {
    const token = (await call(app, host, null, 'POST employee/login', { email, password: DEMO_PASSWORD })).data.token as string;
    await call(app, host, token, 'POST employee/apply', { job_id: jobId });
    await call(app, host, token, 'POST employee/referrals', {
        job_id: jobId,
        first_name: 'Sofia',
        last_name: 'Reyes',
        email: 'sofia.reyes@mail.example',
        phone: '+1 312 555 0199',
        note: 'Sofia led the Midwest accounts at my previous company.',
    });
    await call(app, host, token, 'POST logout');
}
