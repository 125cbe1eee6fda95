/**
 * Seeding shared by the benchmarks (`npm run bench`, `npm run bench:board`):
 * set-based SQL in one workspace transaction (withWorkspace, so row-level
 * security checks every row as it does for a request), on a database that
 * migrations and the demo seed already prepared. Nothing here runs in
 * `npm test` or in the product.
 *
 * Candidates are numbered: candidate g of a batch tagged T has the id
 * md5('T-candidate-g')::uuid, so later statements (applications) name a
 * candidate by its number without joining or sorting 150,000 rows.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/connect.js';
import { withSystem, withWorkspace, type Tx } from '../server/db/scope.js';
import { DEFAULT_STAGES, JOB_REFERENCES } from '../server/lib/jobs.js';

export const HOST = 'acme.localhost';
export const ADMIN_EMAIL = 'admin@acme.example';
/** Added to the built-in pipeline so every benchmark job has 8 stages. */
export const EXTRA_STAGES = ['Assessment', 'Background check'] as const;
export const STAGE_NAMES: readonly string[] = [...DEFAULT_STAGES, ...EXTRA_STAGES];
/** Share of a job's applicants per stage, in stage order (a real funnel: most sit early). */
export const FUNNEL = [0.4, 0.2, 0.12, 0.08, 0.06, 0.05, 0.05, 0.04];
if (FUNNEL.length !== STAGE_NAMES.length) throw new Error('FUNNEL needs one share per stage');

// ---------------------------------------------------------------------------
// Databases.

/** A database created on `serverUrl` for one run and dropped afterwards; never the server's own database. */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const name = `ats_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        drop: async () => {
            const client = new pg.Client({ connectionString: serverUrl });
            await client.connect();
            await client.query(`drop database if exists ${name} with (force)`);
            await client.end();
        },
    };
}

/** The workspace's id: the host lookup belongs to no workspace, so it runs in the system scope. */
export async function workspaceIdOf(database: Database, host = HOST): Promise<string> {
    const row = await withSystem(database.db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', host).executeTakeFirstOrThrow());
    return row.id;
}

/** Fresh planner statistics after a bulk load (as the owner: ANALYZE skips tables the caller does not own). */
export async function analyze(database: Database): Promise<void> {
    await sql`analyze`.execute(database.db);
}

/**
 * After the bulk load: fresh planner statistics, and the tables vacuumed as autovacuum would do
 * within minutes on a server (PGlite's maintenance does it when a data directory opens). Without
 * the VACUUM the visibility map of the new rows is empty, so every index-only scan reads the heap
 * and sets hint bits while it is measured: on PostgreSQL a stage's drill-down measured right after
 * seeding answered 6 req/s, and 32 req/s on a database seeded with this VACUUM (docs/performance.md,
 * "The bench seeds, then vacuums").
 */
export async function settle(database: Database): Promise<void> {
    await sql`vacuum analyze`.execute(database.db);
}

/**
 * Call before a bulk load on a connection that already wrote rows (the demo
 * seed, a job created through the API). A session caches the plans of its
 * foreign-key checks; one cached while `candidates` held a page scans the
 * whole table for every application inserted later (measured on PGlite: 20
 * times slower at 1,000 applications, minutes at 20,000). PGlite has no
 * autovacuum whose ANALYZE would invalidate such plans; this ANALYZE does.
 */
export const forgetSmallTablePlans = analyze;

// ---------------------------------------------------------------------------
// Building blocks.

const FIRST_NAMES = [
    'Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Neha', 'Arjun', 'Kavya', 'Rahul', 'Isha', 'Siddharth', 'Meera', 'Karan', 'Pooja', 'Aditya', 'Divya',
    'Chloe', 'Lucas', 'Emma', 'Noah', 'Olivia', 'Liam', 'Sofia', 'Mateo', 'Hannah', 'Jonas', 'Amara', 'Kwame', 'Fatima', 'Omar', 'Yuki', 'Hiroshi',
    'Mei', 'Wei', 'Elena', 'Marco', 'Ines', 'Tomas', 'Zara', 'Daniel', 'Grace', 'Samuel', 'Leila', 'Ravi', 'Sunita', 'Farhan', 'Nadia', 'Ethan',
];
const LAST_NAMES = [
    'Mehta', 'Sharma', 'Iyer', 'Kapoor', 'Reddy', 'Nair', 'Gupta', 'Patel', 'Singh', 'Rao', 'Menon', 'Joshi', 'Banerjee', 'Chatterjee', 'Das', 'Pillai',
    'Martin', 'Bernard', 'Schmidt', 'Müller', 'Rossi', 'Garcia', 'Silva', 'Santos', 'Kowalski', 'Novak', 'Asante', 'Okafor', 'Mensah', 'Haddad', 'Khan',
    'Tanaka', 'Sato', 'Chen', 'Wang', 'Li', 'Kim', 'Park', 'Nguyen', 'Tran', 'Smith', 'Johnson', 'Brown', 'Wilson', 'Taylor', "O'Brien", 'Murphy', 'Walsh',
    'Andersen', 'Larsen',
];
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi', 'Gurugram', 'Noida', 'Kolkata', 'Ahmedabad', 'Remote', 'London', 'Berlin', 'Paris', 'Chicago', 'New York', 'Singapore', 'Dubai', 'Accra', 'Toronto'];
const TITLES = ['Software Engineer', 'Senior Developer', 'Data Analyst', 'QA Engineer', 'DevOps Engineer', 'Product Manager', 'Business Analyst', 'UX Designer', 'Account Executive', 'HR Generalist', 'Frontend Developer', 'Backend Engineer', 'Data Scientist', 'Support Engineer', 'Project Manager', 'Finance Analyst', 'Sales Manager', 'Platform Engineer', 'Mobile Developer', 'Technical Writer'];
const SKILLS = ['TypeScript', 'JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Java', 'Spring Boot', 'Python', 'Django', 'Go', 'Kubernetes', 'Docker', 'AWS', 'Azure', 'GCP', 'SQL', 'Excel', 'Salesforce', 'Figma', 'Kotlin', 'Swift', 'C#', '.NET', 'Terraform', 'Linux', 'Selenium', 'Tableau', 'Power BI', 'Negotiation', 'B2B Sales'];
const SOURCES = ['LinkedIn', 'Referral', 'Career page', 'Naukri', 'Vendor', 'Indeed', 'Walk-in'];
const EMAIL_DOMAINS = ['mail.example', 'inbox.example', 'post.example', 'webmail.example', 'corp.example', 'uni.example'];
const ROLES = ['Software Engineer', 'Backend Engineer', 'Frontend Developer', 'Data Engineer', 'Data Scientist', 'QA Engineer', 'DevOps Engineer', 'Product Manager', 'Business Analyst', 'UX Designer', 'Account Executive', 'Sales Manager', 'HR Generalist', 'Finance Analyst', 'Support Engineer', 'Project Manager', 'Mobile Developer', 'Platform Engineer', 'Security Analyst', 'Technical Writer', 'Customer Success Manager', 'Marketing Specialist', 'Recruiter', 'Solutions Architect', 'Site Reliability Engineer'];
const LEVELS = ['Junior', '', 'Senior', 'Lead', 'Principal'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map(v => sql`${v}::text`))}]`;
const uuidArray = (values: readonly string[]) => sql`array[${sql.join(values.map(v => sql`${v}::uuid`))}]`;
/** A stable pseudo-random number in [0, 1) from an integer expression (multiplicative hashing). */
const hash = (g: RawBuilder<unknown>, multiplier: number) => sql`(((${g})::bigint * ${multiplier}::bigint + 12345) % 4294967296)::float8 / 4294967296`;

/** The id of candidate number g of a batch (see the file's comment). */
export const candidateId = (tag: string, g: RawBuilder<unknown>) => sql`md5(${tag} || '-candidate-' || (${g})::text)::uuid`;

/**
 * Candidates numbered from..to of batch `tag`, with varied names (48 × 50
 * combinations, so a name search finds dozens), unique emails and phone
 * numbers, cities, titles, skills, sources and arrival dates over two years.
 */
export async function insertCandidates(tx: Tx, workspaceId: string, tag: string, from: number, to: number): Promise<void> {
    if (to < from) return;
    await sql`insert into candidates (id, workspace_id, first_name, last_name, email, phone, current_title, experience_years, skills, city, source, created_at, updated_at)
        select ${candidateId(tag, sql`g`)}, ${workspaceId}, n.first, n.last,
               lower(replace(n.first || '.' || n.last, '''', '')) || '.' || g || '@' || (${textArray(EMAIL_DOMAINS)})[1 + g % ${EMAIL_DOMAINS.length}],
               '+91 ' || (7 + g % 3)::text || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
               (${textArray(TITLES)})[1 + (g / 7) % ${TITLES.length}],
               g % 21,
               jsonb_build_array((${textArray(SKILLS)})[1 + g % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (g / 3) % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (g / 11) % ${SKILLS.length}]),
               (${textArray(CITIES)})[1 + (g / 5) % ${CITIES.length}],
               (${textArray(SOURCES)})[1 + (g / 13) % ${SOURCES.length}],
               now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
               now() - ((g % 730) || ' days')::interval
        from generate_series(${from}::int, ${to}::int) g,
             lateral (select (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first,
                             (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last) n`.execute(tx);
}

/** Cumulative funnel shares: a value u in [0, 1) falls in stage 1 + (number of cuts <= u). */
const funnelCuts = () => {
    const cuts: number[] = [];
    FUNNEL.reduce((sum, share, i) => (cuts[i] = sum + share), 0);
    return cuts.slice(0, -1);
};

/**
 * One job's applicants: candidates from..to of batch `tag`, spread over the
 * job's stages (ordered by position) exactly by the funnel, the first
 * candidates in the first stage; newest arrivals first within a stage.
 */
export async function applyToJob(tx: Tx, workspaceId: string, jobId: string, stageIds: readonly string[], tag: string, from: number, to: number): Promise<void> {
    const total = to - from + 1;
    const cuts = funnelCuts().map(c => Math.round(c * total));
    await sql`insert into applications (workspace_id, job_id, candidate_id, stage_id, source, stage_entered_at, created_at, updated_at)
        select ${workspaceId}, ${jobId}, ${candidateId(tag, sql`g`)},
               (${uuidArray(stageIds)})[1 + (select count(*) from unnest(array[${sql.join(cuts.map(c => sql`${c}::int`))}]) cut where cut <= g - ${from})::int],
               (${textArray(SOURCES)})[1 + g % ${SOURCES.length}],
               now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        from generate_series(${from}::int, ${to}::int) g`.execute(tx);
}

/** One history row (arrival in the current stage) and one APPLIED event per application of the listed jobs, as bench-board always did. */
export async function recordArrivals(tx: Tx, jobIds: readonly string[]): Promise<void> {
    const jobs = uuidArray(jobIds);
    await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_at)
        select a.workspace_id, a.id, a.job_id, a.stage_id, s.name, a.stage_entered_at
        from applications a join pipeline_stages s on s.id = a.stage_id where a.job_id = any(${jobs})`.execute(tx);
    await sql`insert into application_events (workspace_id, application_id, type, data, at)
        select a.workspace_id, a.id, 'APPLIED', jsonb_build_object('to_stage', s.name), a.created_at
        from applications a join pipeline_stages s on s.id = a.stage_id where a.job_id = any(${jobs})`.execute(tx);
}

/** Interview rounds made here, one per job: their name tells a seeded database that already has them. */
const BENCH_ROUND = 'Benchmark round';

/** A number 0..65535 from an application's id: stable, spread, no sort. */
const idHash = (column: RawBuilder<unknown>) => sql`('x' || substr(md5(${column}::text), 1, 4))::bit(16)::int`;

/**
 * For the reports of issue 15: one interview per application in a stage named
 * Interview (a day after it arrived there; one in ten cancelled, six in ten
 * completed with a result, the rest pending) and one offer letter per
 * application in Offered (sent when it arrived there; half accepted, a fifth
 * declined, a fifth still open, a tenth withdrawn). Skipped when the jobs
 * already have the benchmark's rounds (a database seeded earlier).
 */
export async function seedInterviewsAndOffers(tx: Tx, workspaceId: string): Promise<void> {
    const done = await sql`select 1 from interview_rounds where name = ${BENCH_ROUND} limit 1`.execute(tx);
    if (done.rows.length) return;
    await sql`insert into interview_rounds (workspace_id, job_id, name, position)
        select ${workspaceId}, j.id, ${BENCH_ROUND}, 1 from jobs j where j.title like 'Benchmark: %' or j.description like 'We are hiring. Benchmark job %'`.execute(tx);
    await sql`insert into interviews (workspace_id, application_id, job_id, round_id, type, status, result, result_at, starts_at, ends_at, duration_minutes, mode)
        select a.workspace_id, a.id, a.job_id, r.id, 'INTERVIEW',
               case when h % 10 = 0 then 'CANCELLED' when h % 10 <= 6 then 'COMPLETED' else 'PENDING' end,
               case when h % 10 between 1 and 6 then (array['PASS','FAIL','WAITLIST','NOT_APPEARED'])[1 + h % 4] end,
               case when h % 10 between 1 and 6 then a.stage_entered_at + interval '1 day 1 hour' end,
               a.stage_entered_at + interval '1 day', a.stage_entered_at + interval '1 day 1 hour', 60, 'VIDEO'
        from applications a join pipeline_stages s on s.id = a.stage_id join interview_rounds r on r.job_id = a.job_id and r.name = ${BENCH_ROUND}
        cross join lateral (select ${idHash(sql`a.id`)} as h) x
        where s.name = 'Interview'`.execute(tx);
    await sql`insert into offer_letters (workspace_id, application_id, candidate_id, job_title, offer_status, sent_at, responded_at, created_at, updated_at, annual_ctc, currency)
        select a.workspace_id, a.id, a.candidate_id, j.title,
               (array['ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','DECLINED','DECLINED','SENT','SENT','WITHDRAWN'])[1 + h % 10],
               a.stage_entered_at, case when h % 10 < 7 then a.stage_entered_at + interval '2 days' end, a.stage_entered_at, a.stage_entered_at, 1200000, 'INR'
        from applications a join pipeline_stages s on s.id = a.stage_id join jobs j on j.id = a.job_id join interview_rounds r on r.job_id = a.job_id and r.name = ${BENCH_ROUND}
        cross join lateral (select ${idHash(sql`a.id`)} as h) x
        where s.name = 'Offered'`.execute(tx);
}

/** The stages of a job in board order. */
export async function stagesOf(tx: Tx, jobId: string): Promise<{ id: string; name: string }[]> {
    const result = await sql<{ id: string; name: string }>`select id, name from pipeline_stages where job_id = ${jobId} order by position, created_at`.execute(tx);
    return result.rows;
}

// ---------------------------------------------------------------------------
// The volume of issue 10.

export interface Volume {
    jobs: number;
    candidates: number;
    applications: number;
    /** Applications on the one big job (the rest spread over the other jobs). */
    bigJob: number;
}

export const ISSUE_10_VOLUME: Volume = { jobs: 500, candidates: 150_000, applications: 100_000, bigJob: 20_000 };

export interface SeededVolume {
    workspaceId: string;
    bigJobId: string;
    bigJobStages: { id: string; name: string }[];
    /** What the workspace holds afterwards (demo rows included). */
    totals: { jobs: number; candidates: number; applications: number; bigJob: number };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const count = async (tx: Tx, table: 'jobs' | 'candidates' | 'applications') =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(tx)).rows[0].n);

/**
 * Tops the workspace of `host` up to `volume` (the demo seed's few jobs and
 * candidates count towards it): jobs of 8 stages with varied titles, types,
 * places, references and recruiters; the big job's applicants by the funnel;
 * the rest over the other new jobs, skewed (a few jobs draw thousands, most
 * draw under a hundred, in no order of age) and over the funnel at random; a
 * third of them assigned to the demo recruiters; one history row and event
 * each. One transaction, with ANALYZE before (forgetSmallTablePlans) and after.
 */
export async function seedVolume(database: Database, volume: Volume = ISSUE_10_VOLUME, host = HOST, onStep: (step: string, ms: number) => void = () => {}): Promise<SeededVolume> {
    let last = performance.now();
    const step = (name: string) => {
        const now = performance.now();
        onStep(name, now - last);
        last = now;
    };
    const workspaceId = await workspaceIdOf(database, host);
    await forgetSmallTablePlans(database);
    const seeded = await withWorkspace(database.db, workspaceId, async tx => {
        const existing = { jobs: await count(tx, 'jobs'), candidates: await count(tx, 'candidates'), applications: await count(tx, 'applications') };
        const newJobs = volume.jobs - existing.jobs;
        const newCandidates = volume.candidates - existing.candidates;
        const spread = volume.applications - existing.applications - volume.bigJob;
        if (newJobs < 2 || spread < 0 || volume.bigJob + spread > newCandidates) throw new Error(`volume ${JSON.stringify(volume)} does not fit over what the workspace holds: ${JSON.stringify(existing)}`);

        const users = await sql<{ id: string; email: string }>`select id, lower(email) as email from users where lower(email) in (${ADMIN_EMAIL}, 'recruiter@acme.example', 'lead@acme.example')`.execute(tx);
        const userId = (email: string) => users.rows.find(u => u.email === email)?.id ?? null;
        const adminId = userId(ADMIN_EMAIL);
        const recruiterIds = [userId('recruiter@acme.example'), userId('lead@acme.example')].filter((id): id is string => id !== null);

        // Jobs: ids made here so later statements can name job k; job 1 is the big one (newest, first in the list).
        const jobIds = Array.from({ length: newJobs }, () => randomUUID());
        const refValues: RawBuilder<unknown>[] = [];
        for (const ref of JOB_REFERENCES) {
            const exists = (await sql<{ t: string | null }>`select to_regclass(${`public.${ref.table}`})::text as t`.execute(tx)).rows[0].t;
            const ids = exists ? (await sql<{ id: string }>`select id from ${sql.table(ref.table)} order by id`.execute(tx)).rows.map(r => r.id) : [];
            refValues.push(ids.length ? sql`(${uuidArray(ids)})[1 + (g * ${refValues.length + 3}) % ${ids.length}]` : sql`null::uuid`);
        }
        await sql`insert into jobs (id, workspace_id, title, description, ${sql.join(JOB_REFERENCES.map(r => sql.ref(r.column)))},
                employment_type, position_type, priority, job_locations, skills, min_experience, max_experience, salary_min, salary_max, currency,
                openings, posted_date, job_deadline, hiring_deadline, job_type, show_to_vendors, show_to_employees, show_on_career_page, created_by, created_at, updated_at)
            select (${uuidArray(jobIds)})[g], ${workspaceId},
                   case when g = 1 then 'Benchmark: Senior Engineer (20,000 applicants)'
                        else trim((${textArray(LEVELS)})[1 + g % ${LEVELS.length}] || ' ' || (${textArray(ROLES)})[1 + (g / ${LEVELS.length}) % ${ROLES.length}]) end,
                   'We are hiring. Benchmark job ' || g || '.',
                   ${sql.join(refValues)},
                   (array['FULL_TIME','FULL_TIME','FULL_TIME','CONTRACT','PART_TIME','INTERNSHIP'])[1 + g % 6],
                   (array['NEW','NEW','REPLACEMENT'])[1 + g % 3],
                   (array['MEDIUM','HIGH','LOW','URGENT','MEDIUM'])[1 + g % 5],
                   jsonb_build_array((${textArray(CITIES)})[1 + g % ${CITIES.length}]) || case when g % 4 = 0 then '["Remote"]'::jsonb else '[]'::jsonb end,
                   jsonb_build_array((${textArray(SKILLS)})[1 + g % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (g / 2) % ${SKILLS.length}]),
                   g % 6, g % 6 + 4, 600000 + (g % 20) * 100000, 1200000 + (g % 20) * 150000, 'INR',
                   1 + g % 5, current_date - (g % 365), current_date + 30 + g % 60, current_date + 60 + g % 90,
                   case when g = 1 then 'OPEN' else (array['OPEN','OPEN','OPEN','OPEN','OPEN','OPEN','OPEN','CLOSED','ON_HOLD','DRAFT'])[1 + g % 10] end,
                   g % 3 = 0, g % 5 = 0, g % 2 = 0, ${adminId}::uuid,
                   now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
            from generate_series(1, ${newJobs}::int) g`.execute(tx);
        await sql`insert into pipeline_stages (workspace_id, job_id, name, position)
            select ${workspaceId}, j.id, s.name, s.position
            from unnest(${uuidArray(jobIds)}) j(id) cross join unnest(${textArray(STAGE_NAMES)}) with ordinality s(name, position)`.execute(tx);
        step(`${newJobs} jobs and their stages`);
        if (recruiterIds.length) {
            await sql`insert into job_recruiters (workspace_id, job_id, user_id, assigned_by)
                select ${workspaceId}, j.id, (${uuidArray(recruiterIds)})[(1 + k % ${recruiterIds.length})::int], ${adminId}::uuid
                from unnest(${uuidArray(jobIds)}) with ordinality j(id, k) where k % 3 <> 2`.execute(tx);
        }

        step('job recruiters');
        await insertCandidates(tx, workspaceId, 'volume', 1, newCandidates);
        step(`${newCandidates} candidates`);

        const bigJobStages = await stagesOf(tx, jobIds[0]);
        await applyToJob(tx, workspaceId, jobIds[0], bigJobStages.map(s => s.id), 'volume', 1, volume.bigJob);
        step(`${volume.bigJob} applications on the big job`);
        // The rest: candidate g goes to popularity rank r = floor((jobs - 1) * h^2) (a few jobs draw thousands, most under a
        // hundred), rank r is job 2 + (r * stride + half) mod (jobs - 1) (so popular jobs are spread over the list, not all on its first
        // page), and to a stage by the funnel at random.
        const others = newJobs - 1;
        let stride = 7919;
        while (gcd(stride, others) !== 1) stride++;
        const from = volume.bigJob + 1;
        const to = volume.bigJob + spread;
        if (to >= from) {
            await sql`insert into applications (workspace_id, job_id, candidate_id, stage_id, recruiter_id, source, stage_entered_at, created_at, updated_at)
                select ${workspaceId}, p.job_id, ${candidateId('volume', sql`p.g`)}, s.id,
                       case when p.g % 3 = 0 then ${recruiterIds.length ? sql`(${uuidArray(recruiterIds)})[1 + p.g % ${recruiterIds.length}]` : sql`null::uuid`} end,
                       (${textArray(SOURCES)})[1 + p.g % ${SOURCES.length}], p.at, p.at, p.at
                from (select g,
                             (${uuidArray(jobIds)})[2 + (least(${others - 1}, floor(${others} * power(${hash(sql`g`, 2654435761)}, 2))::int) * ${stride} + ${Math.floor(others / 2)}) % ${others}] as job_id,
                             1 + (select count(*) from unnest(array[${sql.join(funnelCuts().map(c => sql`${c}::float8`))}]) cut where cut <= ${hash(sql`g`, 2246822519)})::int as position,
                             now() - ((g % 262800) || ' minutes')::interval as at
                      from generate_series(${from}::int, ${to}::int) g) p
                join pipeline_stages s on s.job_id = p.job_id and s.position = p.position`.execute(tx);
        }
        step(`${spread} applications over the other jobs`);
        await recordArrivals(tx, jobIds);
        step('history rows and events');
        await seedInterviewsAndOffers(tx, workspaceId);
        step('interviews and offers');

        const totals = {
            jobs: await count(tx, 'jobs'),
            candidates: await count(tx, 'candidates'),
            applications: await count(tx, 'applications'),
            bigJob: Number((await sql<{ n: number }>`select count(*)::int as n from applications where job_id = ${jobIds[0]}`.execute(tx)).rows[0].n),
        };
        return { bigJobId: jobIds[0], bigJobStages, totals };
    });
    step('commit');
    await settle(database);
    step('vacuum and analyze');
    return { workspaceId, ...seeded };
}

/**
 * What seedVolume answered, read back from a database it seeded earlier (the
 * bench's --reuse): the big job is the one titled "Benchmark: …", the newest.
 * Null when the workspace holds fewer jobs than `volume` (not seeded yet).
 */
export async function seededVolumeOf(database: Database, volume: Volume, host = HOST): Promise<SeededVolume | null> {
    const workspaceId = await workspaceIdOf(database, host);
    return withWorkspace(database.db, workspaceId, async tx => {
        const jobs = await count(tx, 'jobs');
        const bigJob = (await sql<{ id: string }>`select id from jobs where title like 'Benchmark: %' order by created_at desc limit 1`.execute(tx)).rows[0];
        if (jobs < volume.jobs || !bigJob) return null;
        const totals = {
            jobs,
            candidates: await count(tx, 'candidates'),
            applications: await count(tx, 'applications'),
            bigJob: Number((await sql<{ n: number }>`select count(*)::int as n from applications where job_id = ${bigJob.id}`.execute(tx)).rows[0].n),
        };
        return { workspaceId, bigJobId: bigJob.id, bigJobStages: await stagesOf(tx, bigJob.id), totals };
    });
}
