/**
 * Demo jobs for a first start: a few realistic jobs per demo workspace, each
 * with applicants spread over its pipeline, a move or two and a note, all
 * created THROUGH the API as the workspace's admin (like seedRecords.ts), so
 * validation, default pipelines, candidate linking and history are real.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './seed.js';
import { seedDemoCandidate } from './seedCandidate.js';
import { seedDemoEmployee } from './seedEmployee.js';
import { seedDemoInterviews } from './seedInterviews.js';
import { seedDemoOffers } from './seedOffers.js';
import { seedDemoPlacements } from './seedPlacements.js';
import { seedDemoVendor } from './seedVendor.js';
import { call } from './seedRecords.js';

interface DemoApplicant {
    first_name: string;
    last_name: string;
    email: string;
    phone?: string;
    current_title?: string;
    experience_years?: number;
    skills?: string[];
    city?: string;
    source?: string;
    /** Stage name to place the card in (default the first stage). */
    stage?: string;
    note?: string;
}

interface DemoJob {
    title: string;
    /** Labels from get-filter-list, resolved to ids; unknown labels are left out. */
    refs: { clients?: string; departments?: string; business_units?: string; domains?: string; position_categories?: string };
    recruiter?: string;
    fields: Record<string, unknown>;
    applicants: DemoApplicant[];
}

const plan: Record<string, { admin: string; jobs: DemoJob[] }> = {
    'acme.localhost': {
        admin: 'admin@acme.example',
        jobs: [
            {
                title: 'Senior Backend Engineer',
                refs: { clients: 'Northwind Traders', departments: 'Engineering', business_units: 'Technology Services', domains: 'Permanent Hiring', position_categories: 'Software Engineering' },
                recruiter: 'Ravi Recruiter',
                fields: {
                    employment_type: 'FULL_TIME',
                    position_type: 'NEW',
                    priority: 'HIGH',
                    job_locations: ['Bengaluru', 'Remote'],
                    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
                    min_experience: 5,
                    max_experience: 10,
                    salary_min: 2_800_000,
                    salary_max: 4_200_000,
                    currency: 'INR',
                    openings: 2,
                    show_to_vendors: true,
                    show_on_career_page: true,
                },
                applicants: [
                    { first_name: 'Aarav', last_name: 'Mehta', email: 'aarav.mehta@mail.example', phone: '+91 98450 11223', current_title: 'Backend Engineer', experience_years: 6, skills: ['TypeScript', 'Node.js', 'PostgreSQL'], city: 'Bengaluru', source: 'Career page', stage: 'Interview', note: 'Strong system design round; schedule the bar raiser.' },
                    { first_name: 'Chloe', last_name: 'Martin', email: 'chloe.martin@mail.example', phone: '+33 6 12 34 56 78', current_title: 'Software Engineer', experience_years: 5, skills: ['Node.js', 'AWS', 'Docker'], city: 'Remote', source: 'Vendor', stage: 'Screening' },
                    { first_name: 'Rohan', last_name: 'Iyer', email: 'rohan.iyer@mail.example', phone: '+91 99000 44556', current_title: 'Senior Developer', experience_years: 8, skills: ['TypeScript', 'PostgreSQL', 'AWS', 'Kubernetes'], city: 'Bengaluru', source: 'Referral', stage: 'Offered' },
                    { first_name: 'Neha', last_name: 'Kapoor', email: 'neha.kapoor@mail.example', current_title: 'Engineer II', experience_years: 4, skills: ['Java', 'Spring Boot'], city: 'Pune', source: 'LinkedIn' },
                    { first_name: 'Kwame', last_name: 'Asante', email: 'kwame.asante@mail.example', current_title: 'Platform Engineer', experience_years: 7, skills: ['Go', 'Kubernetes', 'AWS'], city: 'Accra', source: 'Career page', stage: 'Rejected' },
                ],
            },
            {
                title: 'Enterprise Account Executive',
                refs: { clients: 'Contoso Health', departments: 'Sales', business_units: 'Healthcare Staffing', domains: 'Permanent Hiring', position_categories: 'Sales & Business Development' },
                fields: {
                    employment_type: 'FULL_TIME',
                    priority: 'MEDIUM',
                    job_locations: ['Chicago'],
                    skills: ['B2B Sales', 'Negotiation', 'Salesforce'],
                    min_experience: 3,
                    max_experience: 8,
                    salary_min: 90_000,
                    salary_max: 130_000,
                    currency: 'USD',
                    show_to_employees: true,
                    show_on_career_page: true,
                },
                applicants: [
                    { first_name: 'Mei', last_name: 'Tanaka', email: 'mei.tanaka@mail.example', phone: '+1 312 555 0147', current_title: 'Account Manager', experience_years: 5, skills: ['B2B Sales', 'Salesforce'], city: 'Chicago', source: 'Referral', stage: 'Screening' },
                    { first_name: 'Daniel', last_name: 'Okoro', email: 'daniel.okoro@mail.example', current_title: 'Sales Executive', experience_years: 3, skills: ['Negotiation', 'Cold Calling'], city: 'Chicago', source: 'Job board' },
                    // The same person as the backend applicant above, phone written differently: linked, not duplicated.
                    { first_name: 'Aarav', last_name: 'Mehta', email: 'aarav.m@work.example', phone: '9845011223', source: 'Career page' },
                ],
            },
            {
                title: 'Data Analyst (Contract)',
                refs: { clients: 'Fabrikam Logistics', departments: 'Operations', domains: 'Contract Staffing', position_categories: 'Data & Analytics' },
                fields: { employment_type: 'CONTRACT', priority: 'LOW', job_type: 'ON_HOLD', job_locations: ['Bengaluru'], skills: ['SQL', 'Power BI', 'Excel'], min_experience: 1, max_experience: 4 },
                applicants: [{ first_name: 'Ishita', last_name: 'Rao', email: 'ishita.rao@mail.example', current_title: 'Analyst', experience_years: 2, skills: ['SQL', 'Excel'], city: 'Bengaluru', source: 'Vendor' }],
            },
        ],
    },
    'globex.localhost': {
        admin: 'admin@globex.example',
        jobs: [
            {
                title: 'Process Engineer',
                refs: { departments: 'Manufacturing', business_units: 'Energy', domains: 'Permanent Hiring', position_categories: 'Engineering' },
                recruiter: 'Ravi Recruiter',
                fields: { employment_type: 'FULL_TIME', priority: 'URGENT', job_locations: ['Springfield'], skills: ['Lean Six Sigma', 'AutoCAD'], min_experience: 2, max_experience: 6, openings: 3, show_on_career_page: true },
                applicants: [
                    { first_name: 'Hank', last_name: 'Scorpio', email: 'hank.s@mail.example', current_title: 'Plant Engineer', experience_years: 9, skills: ['Lean Six Sigma'], city: 'Springfield', source: 'Career page', stage: 'Interview' },
                    { first_name: 'Lisa', last_name: 'Park', email: 'lisa.park@mail.example', current_title: 'Process Technician', experience_years: 3, skills: ['AutoCAD', 'Lean Six Sigma'], city: 'Shelbyville', source: 'Referral' },
                ],
            },
            {
                title: 'R&D Summer Intern',
                refs: { departments: 'Research & Development', domains: 'Internships', position_categories: 'Engineering' },
                fields: { employment_type: 'INTERNSHIP', priority: 'LOW', job_locations: ['Springfield'], skills: ['Python', 'Data Analysis'], min_experience: 0, max_experience: 1, show_to_employees: true, show_on_career_page: true },
                applicants: [{ first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@mail.example', experience_years: 0, skills: ['Python'], city: 'Springfield', source: 'Campus', stage: 'Screening' }],
            },
        ],
    },
};

type Options = Record<string, { id: string; label: string | null }[]>;

export async function seedDemoJobs(app: FastifyInstance): Promise<void> {
    for (const [host, { admin, jobs }] of Object.entries(plan)) {
        const token = (await call(app, host, null, 'POST corporate/login', { email: admin, password: DEMO_PASSWORD })).data.token as string;
        const options = (await call(app, host, token, 'GET get-filter-list')).data as Options;
        const idOf = (list: string, label: string | undefined) => (label ? options[list]?.find(o => o.label === label)?.id : undefined);
        for (const job of jobs) {
            const refs = Object.fromEntries(
                Object.entries({
                    client_id: idOf('clients', job.refs.clients),
                    department_id: idOf('departments', job.refs.departments),
                    business_unit_id: idOf('business_units', job.refs.business_units),
                    domain_id: idOf('domains', job.refs.domains),
                    position_category_id: idOf('position_categories', job.refs.position_categories),
                }).filter(([, id]) => id),
            );
            const recruiter = idOf('recruiters', job.recruiter);
            const { content } = (await call(app, host, token, 'POST generate-ai-content', { type: 'JD', title: job.title, skills: job.fields.skills, employment_type: job.fields.employment_type, job_locations: job.fields.job_locations, min_experience: job.fields.min_experience, max_experience: job.fields.max_experience, department: job.refs.departments })).data as { content: string };
            const created = (await call(app, host, token, 'POST create-job', { title: job.title, description: content, ...refs, ...job.fields, ...(recruiter ? { recruiter_ids: [recruiter] } : {}) })).data as { id: string };
            const stages = (await call(app, host, token, `GET get-hiring-pipelines/${created.id}`)).data as { id: string; name: string }[];
            const interviewing: string[] = [];
            for (const { stage, note, ...candidate } of job.applicants) {
                const added = (await call(app, host, token, 'POST add-user-application', { job_id: created.id, source: candidate.source, recruiter_id: recruiter ?? null, candidate })).data as { id: string; version: number };
                const target = stages.find(s => s.name === stage);
                if (target && target.id !== stages[0].id) {
                    await call(app, host, token, 'PATCH shift-applicant', { application_id: added.id, to_stage_id: target.id, version: added.version });
                }
                if (note) await call(app, host, token, `POST ${added.id}/notes`, { text: note });
                if (stage === 'Interview' || stage === 'Screening') interviewing.push(added.id);
            }
            if (job === jobs[0]) await seedDemoInterviews(app, host, token, created.id, interviewing);
            // The demo candidate applied to acme's first job (server/db/seedCandidate.ts).
            if (job === jobs[0] && host === 'acme.localhost') await seedDemoCandidate(app, host, 'candidate@acme.example', created.id);
            // The demo employee applied to and referred a friend for acme's second job, shown to employees (server/db/seedEmployee.ts).
            if (job === jobs[1] && host === 'acme.localhost') await seedDemoEmployee(app, host, 'employee@acme.example', created.id);
        }
        // The demo vendor's submissions, once the jobs shown to vendors exist (server/db/seedVendor.ts).
        if (host === 'acme.localhost') await seedDemoVendor(app, host, 'vendor@acme.example');
        // Offers for two of the applications, from the demo records' template (server/db/seedOffers.ts).
        await seedDemoOffers(call, app, host, token);
        await call(app, host, token, 'POST logout');
    }
    // The demo institute's offers, sent and answered (server/db/seedPlacements.ts).
    await seedDemoPlacements(app.deps.database.db);
}
