/**
 * The demo institute's placements (globex.localhost, docs/decisions.md "TPO
 * mode"): offers on its demo applications, sent and answered, so its
 * placement dashboard is not empty on a first start. Written in the
 * workspace's scope rather than through the routes because accepting or
 * declining is the candidate's own act, from their area (seedJobs.ts made
 * the applications through the API).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';
import { withSystem, withWorkspace } from './scope.js';

interface Placement {
    email: string;
    job: string;
    annual_ctc: number;
    status: 'ACCEPTED' | 'DECLINED' | 'SENT';
}

export const DEMO_INSTITUTE_HOST = 'globex.localhost';

const PLACEMENTS: Placement[] = [
    { email: 'hank.s@mail.example', job: 'Process Engineer', annual_ctc: 850_000, status: 'ACCEPTED' },
    { email: 'lisa.park@mail.example', job: 'Process Engineer', annual_ctc: 780_000, status: 'DECLINED' },
    { email: 'omar.haddad@mail.example', job: 'R&D Summer Intern', annual_ctc: 480_000, status: 'ACCEPTED' },
];

export async function seedDemoPlacements(db: Kysely<DB>): Promise<void> {
    const workspace = await withSystem(db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', DEMO_INSTITUTE_HOST).executeTakeFirst());
    if (!workspace) return;
    await withWorkspace(db, workspace.id, async tx => {
        for (const p of PLACEMENTS) {
            const answered = p.status !== 'SENT';
            // The application of that candidate to that job, if the demo jobs made it; nothing otherwise.
            await sql`insert into offer_letters (workspace_id, application_id, candidate_id, candidate_name, candidate_email, job_title,
                    annual_ctc, currency, offer_status, sent_at, responded_at)
                select a.workspace_id, a.id, a.candidate_id, concat_ws(' ', c.first_name, c.last_name), c.email, j.title,
                    ${p.annual_ctc}, 'INR', ${p.status}, now() - interval '3 days', ${answered ? sql`now() - interval '1 day'` : sql`null`}
                from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id
                where a.workspace_id = ${workspace.id} and lower(c.email) = ${p.email} and j.title = ${p.job}`.execute(tx);
        }
    });
}
