/**
 * Referrals and the employee's dashboard (docs/api-employees.md, "Referrals",
 * "Dashboard"). A referral is an application whose referred_by_employee_id is
 * the employee: made in the portal (with a note, employee_referrals) or by a
 * visitor through their share link. The person is matched to the workspace's
 * candidates by the add-applicant matcher (server/lib/applicants.ts).
 */
import { sql } from 'kysely';
import { publicStageName } from '../../config/contracts/candidatePortal.js';
import {
    EMPLOYEE_REFERRAL_ATTRIBUTION,
    employeePortalMessages as msg,
    type EmployeeDashboard,
    type Referral,
    type ReferralBody,
    type ReferralChannel,
} from '../../config/contracts/employeePortal.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { mapApplicantRace, planApplicants, writeApplicants } from './applicants.js';
import { ALREADY_APPLIED, displayName, firstStage } from './applications.js';
import { checkOwnResume } from './candidateAccounts.js';
import { workspaceToday } from './careerJobs.js';
import { linkedCandidate, type Employee } from './employeeAccount.js';
import { shownJob } from './employeeJobs.js';
import { HttpProblem, messages, type FieldErrors } from './http.js';

/** The stage a hire ends in (the default pipeline's "Hired"; interviewStats.ts reads outcomes the same way). */
const HIRED = 'hired';

/** Refers a person to a job shown to employees; checks everything before writing. Answers the referral as the list shows it. */
export async function createReferral(tx: Tx, workspace: Workspace, user: AuthUser, employee: Employee, body: ReferralBody): Promise<Referral> {
    const job = await shownJob(tx, workspace, body.job_id);
    const errors: FieldErrors = {};
    if (body.email.trim().toLowerCase() === employee.email.toLowerCase()) errors.email = msg.referSelf;
    if (body.resume_file_id) await checkOwnResume(tx, user.id, body.resume_file_id, 'resume_file_id', errors);
    const stageId = await firstStage(tx, job.id);
    const person = { first_name: body.first_name.trim(), last_name: body.last_name?.trim() || null, email: body.email.trim(), phone: body.phone ?? null };
    const row = { row: 0, candidate: person, stage_id: stageId, recruiter_id: null, source: EMPLOYEE_REFERRAL_ATTRIBUTION.utm_source, resume_file_id: body.resume_file_id ?? null };
    const inJob: { field?: string } = {};
    const planned = await planApplicants(tx, job.id, [row], (_row, field, message) => {
        if (message === ALREADY_APPLIED) inJob.field = field;
        else errors[field] = message;
    });
    // Said without naming who brought the person or when (a referral, a vendor, the career page).
    if (inJob.field) throw new HttpProblem(409, msg.alreadyInJob, { [inJob.field]: msg.alreadyInJob });
    const problems = Object.values(errors);
    if (problems.length) throw new HttpProblem(400, problems.length === 1 ? problems[0] : messages.invalidInput, errors);

    const [written] = await writeApplicants(tx, workspace.id, user, job.id, planned).catch(mapApplicantRace);
    await sql`update applications set referred_by_employee_id = ${employee.id}, utm_medium = ${EMPLOYEE_REFERRAL_ATTRIBUTION.utm_medium}
        where id = ${written.id}`.execute(tx);
    const note = body.note?.trim() || null;
    await sql`insert into employee_referrals (application_id, workspace_id, employee_id, note, created_by)
        values (${written.id}, ${workspace.id}, ${employee.id}, ${note}, ${user.id})`.execute(tx);
    // The recruiter reads the note with the application's notes.
    if (note) {
        await sql`insert into application_notes (workspace_id, application_id, text, created_by, created_by_name)
            values (${workspace.id}, ${written.id}, ${`Referral note: ${note}`}, ${user.id}, ${displayName(user)})`.execute(tx);
    }
    const listed = await referralRows(tx, employee, { perPage: 1, offset: 0 }, written.id);
    return listed[0];
}

interface ReferralRow {
    application_id: string;
    first_name: string;
    last_name: string | null;
    job_id: string;
    title: string;
    stage_name: string;
    public_name: string | null;
    note: string | null;
    portal: boolean;
    created_at: Date;
}

function presentReferral(r: ReferralRow): Referral {
    const channel: ReferralChannel = r.portal ? 'REFERRAL' : 'SHARE_LINK';
    return {
        application_id: r.application_id,
        candidate_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
        job: { id: r.job_id, title: r.title },
        stage: publicStageName({ name: r.stage_name, public_name: r.public_name }),
        hired: r.stage_name.trim().toLowerCase() === HIRED,
        channel,
        note: r.note,
        referred_at: r.created_at.toISOString(),
    };
}

/** The employee's referrals, newest first (applications_referred_by); one job's or one application's when named. */
async function referralRows(tx: Tx, employee: Employee, page: { perPage: number; offset: number }, applicationId?: string, jobId?: string): Promise<Referral[]> {
    const rows = await sql<ReferralRow>`select a.id as application_id, c.first_name, c.last_name, j.id as job_id, j.title,
            s.name as stage_name, s.public_name, r.note, (r.application_id is not null) as portal, a.created_at
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id
            join pipeline_stages s on s.id = a.stage_id left join employee_referrals r on r.application_id = a.id
        where a.referred_by_employee_id = ${employee.id}
            ${applicationId ? sql`and a.id = ${applicationId}` : sql``}
            ${jobId ? sql`and a.job_id = ${jobId}` : sql``}
        order by a.created_at desc, a.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return rows.rows.map(presentReferral);
}

export async function listReferrals(tx: Tx, employee: Employee, page: { perPage: number; offset: number }, jobId?: string): Promise<{ total: number; rows: Referral[] }> {
    const counted = await sql<{ total: number }>`select count(*)::int as total from applications a
        where a.referred_by_employee_id = ${employee.id} ${jobId ? sql`and a.job_id = ${jobId}` : sql``}`.execute(tx);
    return { total: counted.rows[0].total, rows: await referralRows(tx, employee, page, undefined, jobId) };
}

/** The six months ending with this one in the workspace's zone, as YYYY-MM, oldest first. */
export function lastSixMonths(today: string): string[] {
    const [year, month] = today.split('-').map(Number);
    return Array.from({ length: 6 }, (_, i) => {
        const d = new Date(Date.UTC(year, month - 1 - (5 - i), 1));
        return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    });
}

interface MonthCount {
    month: string;
    n: number;
}

/** The dashboard: counts, referrals by stage in outsiders' words (pipeline order), and six months of both. */
export async function employeeDashboard(tx: Tx, workspace: Workspace, employee: Employee): Promise<EmployeeDashboard> {
    const candidateId = await linkedCandidate(tx, employee);
    const months = lastSixMonths(workspaceToday(workspace));
    const zone = workspace.time_zone;
    const since = sql`(${`${months[0]}-01`}::timestamp at time zone ${zone})`;
    const monthOf = sql`to_char(a.created_at at time zone ${zone}, 'YYYY-MM')`;

    const byStage = await sql<{ stage_name: string; public_name: string | null; position: number; n: number }>`select s.name as stage_name, s.public_name,
            min(s.position)::int as position, count(*)::int as n
        from applications a join pipeline_stages s on s.id = a.stage_id
        where a.referred_by_employee_id = ${employee.id} group by s.name, s.public_name order by 3, 1`.execute(tx);
    const referrals = await sql<MonthCount>`select ${monthOf} as month, count(*)::int as n from applications a
        where a.referred_by_employee_id = ${employee.id} and a.created_at >= ${since} group by 1`.execute(tx);
    const own = candidateId
        ? await sql<{ total: number }>`select count(*)::int as total from applications a where a.candidate_id = ${candidateId}`.execute(tx)
        : { rows: [{ total: 0 }] };
    const ownByMonth = candidateId
        ? (await sql<MonthCount>`select ${monthOf} as month, count(*)::int as n from applications a
              where a.candidate_id = ${candidateId} and a.created_at >= ${since} group by 1`.execute(tx)).rows
        : [];

    const stages = new Map<string, number>();
    for (const r of byStage.rows) {
        const name = publicStageName({ name: r.stage_name, public_name: r.public_name });
        stages.set(name, (stages.get(name) ?? 0) + r.n);
    }
    const count = (rows: MonthCount[], month: string) => rows.find(r => r.month === month)?.n ?? 0;
    return {
        applications: own.rows[0].total,
        referrals: byStage.rows.reduce((sum, r) => sum + r.n, 0),
        referrals_hired: byStage.rows.filter(r => r.stage_name.trim().toLowerCase() === HIRED).reduce((sum, r) => sum + r.n, 0),
        referrals_by_stage: [...stages].map(([stage, n]) => ({ stage, count: n })),
        over_time: months.map(month => ({ month, applications: count(ownByMonth, month), referrals: count(referrals.rows, month) })),
    };
}
