/**
 * The demo's offer letters, made as a recruiter makes them (POST offer-letter
 * from an application, then update-status SENT): the demo candidate's
 * application to Senior Backend Engineer has a SENT offer (README demo
 * logins: the candidate area shows it), Mei Tanaka's a DRAFT. Run after the
 * demo records, which hold the offer letter template.
 */
import type { FastifyInstance } from 'fastify';

/** seedRecords.ts's call, passed in (it calls this module: importing it back would be a cycle). */
export type SeedCall = (app: FastifyInstance, host: string, token: string | null, endpoint: string, payload?: object) => Promise<{ data: unknown }>;

interface Planned {
    email: string;
    job: string;
    annual_ctc: number;
    joining_date: string;
    send: boolean;
}

const PLANNED: Record<string, Planned[]> = {
    'acme.localhost': [
        { email: 'candidate@acme.example', job: 'Senior Backend Engineer', annual_ctc: 3_600_000, joining_date: '2027-02-01', send: true },
        { email: 'mei.tanaka@mail.example', job: 'Senior Software Engineer', annual_ctc: 4_200_000, joining_date: '2027-01-11', send: false },
    ],
};

/** A month from today: the demo's offers stay open whenever the demo is started. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoOffers(call: SeedCall, app: FastifyInstance, host: string, token: string): Promise<void> {
    const planned = PLANNED[host];
    if (!planned) return;
    const templates = (await call(app, host, token, 'GET offer-letter/templates-options')).data as { id: string; label: string }[];
    const template = templates.find(t => t.label === 'Standard offer');
    if (!template) return;
    for (const offer of planned) {
        const options = (await call(app, host, token, `GET offer-letter/applications?search=${encodeURIComponent(offer.email)}`)).data as { id: string; job_title: string }[];
        const application = options.find(o => o.job_title === offer.job);
        if (!application) continue;
        const joining = offer.joining_date;
        const expires = inAMonth() < joining ? inAMonth() : joining;
        const created = (await call(app, host, token, 'POST offer-letter', {
            application_id: application.id,
            template_id: template.id,
            annual_ctc: offer.annual_ctc,
            currency: 'INR',
            joining_date: joining,
            expires_on: expires,
            field_values: { reporting_manager: 'Asha Rao' },
        })).data as { id: string };
        if (offer.send) await call(app, host, token, `PATCH offer-letter/${created.id}/update-status`, { status: 'SENT' });
    }
}
