/**
 * The demo vendor's own submissions (README demo logins): two people sent as
 * a sheet through the vendor's door (vendor/add-applicant/bulk) to the first
 * job shown to them that asks no required screening question, so the vendor
 * portal's lists and dashboard and the recruiter's attribution (source
 * Vendor, the vendor, the ownership period) have something to show.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './seed.js';
import { call } from './seedRecords.js';

const SHEET = [
    'First name,Last name,Email,Phone,Experience years,Skills,City',
    'Marco,Bianchi,marco.bianchi@mail.example,+39 347 555 0101,6,Java; Spring; AWS,Remote',
    'Aisha,Khan,aisha.khan@mail.example,+44 7700 900123,4,Python; SQL,Remote',
].join('\n');

function sheetUpload(jobId: string) {
    const boundary = '----atsSeedVendor';
    const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="job_id"\r\n\r\n${jobId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vendor-applicants.csv"\r\nContent-Type: text/csv\r\n\r\n${SHEET}\n\r\n` +
            `--${boundary}--\r\n`,
    );
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function seedDemoVendor(app: FastifyInstance, host: string, email: string): Promise<void> {
    const token = (await call(app, host, null, 'POST vendor/login', { email, password: DEMO_PASSWORD })).data.token as string;
    const jobs = (await call(app, host, token, 'POST vendor/jobs', { limit: 100 })).data as { id: string; screening_question_count: number }[];
    for (const job of jobs) {
        const detail = (await call(app, host, token, `GET vendor/jobs/${job.id}`)).data as { screening_questions: { required: boolean }[] };
        if (detail.screening_questions.some(q => q.required)) continue;
        const { payload, headers } = sheetUpload(job.id);
        const response = await app.inject({ method: 'POST', url: '/api/vendor/add-applicant/bulk', payload, headers: { ...headers, host, authorization: `Bearer ${token}` }, remoteAddress: '127.0.0.254' });
        if (response.statusCode !== 200) throw new Error(`Demo seed: vendor/add-applicant/bulk on ${host} answered ${response.statusCode}: ${response.body}`);
        break;
    }
    await call(app, host, token, 'POST logout');
}
