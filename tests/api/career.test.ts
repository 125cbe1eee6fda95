/**
 * The public career page API (docs/api-career.md): which jobs are listed, the
 * open-jobs filters and keyword, the page meta, a job's page, the filter
 * options, industries and skills, the 301 of /career and /careers; another
 * workspace's or an unpublished job is never listed nor reachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTC_BANDS, INDUSTRIES, WORK_EXPERIENCE_BANDS, type CareerJobCard, type CareerJobDetail } from '../../config/contracts/career.js';
import { CAREER_SKILL_LIST_SIZE } from '../../config/contracts/boot.js';
import { workspaceToday } from '../../server/lib/careerJobs.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { createJob, optionId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let globexAdmin: string;
const ids: Record<string, string> = {};
// Every job of this file has this word in its title, so the seeded demo jobs never get in the way.
const WORD = 'Quokka';

const list = (query = '', host = ACME) => t.call(host, { method: 'GET', url: `/api/career/jobs${query}` });
const titlesOf = (cards: CareerJobCard[]) => cards.map(c => c.title).sort();
async function titles(query: Record<string, string | number>, host = ACME): Promise<string[]> {
    const params = new URLSearchParams({ keyword: WORD, limit: '50', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    const response = await list(`?${params}`, host);
    expect(response.statusCode, response.body).toBe(200);
    return titlesOf(response.json().data);
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    ids.leadership = await optionId(t, ACME, admin, 'position-categories', 'Leadership');
    const career = { show_on_career_page: true, job_type: 'OPEN' };
    const make = async (key: string, fields: Record<string, unknown>, host = ACME, token = admin) => {
        ids[key] = (await createJob(t, host, token, fields)).id;
    };
    await make('backend', {
        ...career,
        title: `${WORD} Backend Engineer`,
        description: '<p>Build <b>APIs</b> &amp; services.</p>',
        job_locations: ['Pune', 'Remote'],
        skills: ['Go', 'PostgreSQL'],
        employment_type: 'FULL_TIME',
        min_experience: 5,
        max_experience: 10,
        salary_min: 1_200_000,
        salary_max: 1_800_000,
        currency: 'INR',
        position_category_id: ids.leadership,
        posted_date: '2026-01-05',
        screening_questions: [{ question: 'Can you relocate?', type: 'YES_NO', required: true }],
    });
    await make('intern', { ...career, title: `${WORD} Design Intern`, job_locations: ['Mumbai'], skills: ['Figma'], employment_type: 'INTERNSHIP', min_experience: 0, max_experience: 1, posted_date: '2026-01-07' });
    await make('contract', { ...career, title: `${WORD} Data Contractor`, job_locations: ['pune'], skills: ['SQL'], employment_type: 'CONTRACT', min_experience: 2, max_experience: 4, salary_min: 250_000, posted_date: '2026-01-06', job_deadline: '2099-12-31' });
    // Never listed: unpublished, closed, on hold, a draft, inactive, past its deadline, another workspace's.
    await make('unpublished', { title: `${WORD} Unpublished`, job_type: 'OPEN', show_on_career_page: false });
    await make('closed', { ...career, title: `${WORD} Closed`, job_type: 'CLOSED' });
    await make('onHold', { ...career, title: `${WORD} On Hold`, job_type: 'ON_HOLD' });
    await make('draft', { ...career, title: `${WORD} Draft`, job_type: 'DRAFT' });
    await make('inactive', { ...career, title: `${WORD} Inactive`, status: 'INACTIVE' });
    await make('expired', { ...career, title: `${WORD} Expired`, posted_date: '2020-01-01', job_deadline: '2020-02-01' });
    await make('globex', { ...career, title: `${WORD} Globex Engineer`, job_locations: ['Pune'] }, GLOBEX, globexAdmin);
});
afterAll(() => t.close());

const LISTED = [`${WORD} Backend Engineer`, `${WORD} Data Contractor`, `${WORD} Design Intern`];

describe('which jobs the career page lists', () => {
    it('lists only open, active jobs shown on the career page, not past their deadline, of the host workspace', async () => {
        expect(await titles({})).toEqual(LISTED);
        expect(await titles({}, GLOBEX)).toEqual([`${WORD} Globex Engineer`]);
    });

    it('answers a job page for a listed job, and 404 for any other, with the same body', async () => {
        const shown = await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${ids.backend}` });
        expect(shown.statusCode).toBe(200);
        const bodies = new Set<string>();
        for (const key of ['unpublished', 'closed', 'onHold', 'draft', 'inactive', 'expired', 'globex']) {
            const response = await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${ids[key]}` });
            expect(response.statusCode, key).toBe(404);
            bodies.add(response.body);
        }
        const unknown = await t.call(ACME, { method: 'GET', url: '/api/career/jobs/00000000-0000-4000-8000-000000000000' });
        expect(unknown.statusCode).toBe(404);
        bodies.add(unknown.body);
        expect(bodies.size).toBe(1);
        // The globex job is visible on its own host.
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/career/jobs/${ids.globex}` })).statusCode).toBe(200);
    });

    it('needs no session, and a token sent along changes nothing', async () => {
        const anonymous = await list(`?keyword=${WORD}`);
        const signedIn = await t.call(ACME, { method: 'GET', url: `/api/career/jobs?keyword=${WORD}`, token: admin });
        expect(anonymous.statusCode).toBe(200);
        expect(signedIn.json().data).toEqual(anonymous.json().data);
    });

    it('shows the demo jobs on a first start (the seed marks some for the career page)', async () => {
        const response = await list();
        expect(response.json().meta.total).toBeGreaterThanOrEqual(2);
        expect(titlesOf(response.json().data)).toEqual(expect.arrayContaining(['Senior Backend Engineer', 'Enterprise Account Executive']));
        expect(titlesOf(response.json().data)).not.toContain('Data Analyst (Contract)');
    });
});

describe('the open-jobs filters', () => {
    it('filters by city id across a job\'s locations, whatever their spelling', async () => {
        // GeoNames ids (the city list, server/db/cities.ts): Pune, Mumbai, London.
        expect(await titles({ city_id: '1259229' })).toEqual([`${WORD} Backend Engineer`, `${WORD} Data Contractor`]);
        expect(await titles({ city_id: '1275339' })).toEqual([`${WORD} Design Intern`]);
        expect(await titles({ city_id: '2643743' })).toEqual([]);
    });

    it('filters by job type (the employment type)', async () => {
        expect(await titles({ job_type_id: 'CONTRACT' })).toEqual([`${WORD} Data Contractor`]);
        expect(await titles({ job_type_id: 'PART_TIME' })).toEqual([]);
    });

    it('filters by role group (the position category)', async () => {
        expect(await titles({ job_role_group_id: ids.leadership })).toEqual([`${WORD} Backend Engineer`]);
    });

    it('filters by work experience band: the job\'s range overlaps the band', async () => {
        expect(WORK_EXPERIENCE_BANDS.map(b => b.id)).toContain('0-1');
        expect(await titles({ work_exp_id: '0-1' })).toEqual([`${WORD} Design Intern`]);
        expect(await titles({ work_exp_id: '3-5' })).toEqual([`${WORD} Backend Engineer`, `${WORD} Data Contractor`]);
        expect(await titles({ work_exp_id: '10-40' })).toEqual([`${WORD} Backend Engineer`]);
    });

    it('filters by CTC band over the published salary only', async () => {
        expect(CTC_BANDS.map(b => b.id)).toEqual(expect.arrayContaining(['0-300000', '1000000-2000000', '2000000-']));
        expect(await titles({ ctc: '0-300000' })).toEqual([`${WORD} Data Contractor`]);
        expect(await titles({ ctc: '1000000-2000000' })).toEqual([`${WORD} Backend Engineer`]);
        expect(await titles({ ctc: '2000000-' })).toEqual([]);
    });

    it('filters by industry: the company profile\'s industry is its jobs\'', async () => {
        expect(await titles({ industry_id: 'software' })).toEqual([]);
        const profile = (await t.call(ACME, { method: 'GET', url: '/api/get-company-profile', token: admin })).json().data;
        const updated = await t.call(ACME, { method: 'POST', url: '/api/update-company-profile', token: admin, payload: { industry: 'Software', version: profile.version } });
        expect(updated.statusCode, updated.body).toBe(200);
        expect(await titles({ industry_id: 'software' })).toEqual(LISTED);
        expect(await titles({ industry_id: 'banking' })).toEqual([]);
    });

    it('matches every keyword word in the title, skills, locations or role group, case-insensitively', async () => {
        expect(await titles({ keyword: `${WORD.toLowerCase()} postgresql` })).toEqual([`${WORD} Backend Engineer`]);
        expect(await titles({ keyword: `${WORD} leadership` })).toEqual([`${WORD} Backend Engineer`]);
        expect(await titles({ keyword: `${WORD} mumbai` })).toEqual([`${WORD} Design Intern`]);
        // LIKE's wildcards are literal characters in a keyword.
        expect(await titles({ keyword: `${WORD} %` })).toEqual([]);
    });

    it('sorts newest first by default, and by each sort_by', async () => {
        const order = async (sort?: string) => {
            const response = await list(`?keyword=${WORD}${sort ? `&sort_by=${sort}` : ''}`);
            return (response.json().data as CareerJobCard[]).map(c => c.id);
        };
        expect(await order()).toEqual([ids.intern, ids.contract, ids.backend]);
        expect(await order('oldest')).toEqual([ids.backend, ids.contract, ids.intern]);
        expect(await order('title')).toEqual([ids.backend, ids.contract, ids.intern]);
        expect((await order('salary_high'))[0]).toBe(ids.backend);
        expect((await order('deadline'))[0]).toBe(ids.contract);
    });

    it('pages 10 to a page with the list meta', async () => {
        const first = await list(`?keyword=${WORD}&limit=2`);
        expect(first.json().meta).toEqual({ total: 3, perPage: 2, currentPage: 1, nextPage: 2, previousPage: null, pageCount: 2 });
        const second = await list(`?keyword=${WORD}&limit=2&currentPage=2`);
        expect(second.json().meta).toEqual({ total: 3, perPage: 2, currentPage: 2, nextPage: null, previousPage: 1, pageCount: 2 });
        expect(second.json().data).toHaveLength(1);
        const byDefault = await list(`?keyword=${WORD}`);
        expect(byDefault.json().meta.perPage).toBe(10);
    });

    it('refuses a bad filter with a 400 naming it', async () => {
        for (const [query, field] of [
            ['ctc=lots', 'ctc'],
            ['work_exp_id=7', 'work_exp_id'],
            ['job_type_id=ANY', 'job_type_id'],
            ['job_role_group_id=nope', 'job_role_group_id'],
            ['sort_by=random', 'sort_by'],
            ['currentPage=0', 'currentPage'],
            ['limit=500', 'limit'],
            ['unknown=1', 'unknown'],
        ] as const) {
            const response = await list(`?${query}`);
            expect(response.statusCode, query).toBe(400);
            expect(Object.keys(response.json().errors), query).toContain(field);
        }
    });
});

describe("a job's page", () => {
    it('shows the description, location, experience, published salary, screening questions and the company', async () => {
        const job = (await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${ids.backend}` })).json().data as CareerJobDetail;
        expect(job).toMatchObject({
            title: `${WORD} Backend Engineer`,
            job_locations: ['Pune', 'Remote'],
            min_experience: 5,
            max_experience: 10,
            employment_type: 'FULL_TIME',
            salary: { min: 1_200_000, max: 1_800_000, currency: 'INR' },
            role_group: { id: ids.leadership, name: 'Leadership' },
            has_screening_questions: true,
            description_text: 'Build APIs & services.',
            share_url: `http://${ACME}/careerPage/job/${ids.backend}`,
            company: { name: 'Acme Talent Partners' },
        });
        expect(job.description).toContain('<b>APIs</b>');
        expect(job.screening_questions).toEqual([{ id: expect.any(String), question: 'Can you relocate?', type: 'YES_NO', required: true }]);
    });

    it('shows no salary for a job that publishes none', async () => {
        const job = (await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${ids.intern}` })).json().data as CareerJobDetail;
        expect(job.salary).toBeNull();
        expect(job.has_screening_questions).toBe(false);
    });

    it('still lists a job on its deadline day, in the workspace\'s zone', async () => {
        const zone = (await t.call(ACME, { method: 'GET', url: '/api/check-workspace?workspace=acme.localhost' })).json().companyDetails.time_zone as string;
        const today = workspaceToday({ time_zone: zone });
        const job = await createJob(t, ACME, admin, { title: `${WORD} Last Day`, show_on_career_page: true, posted_date: '2020-01-01', job_deadline: today });
        const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        const gone = await createJob(t, ACME, admin, { title: `${WORD} Yesterday`, show_on_career_page: true, posted_date: '2020-01-01', job_deadline: yesterday });
        expect((await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${gone.id}` })).statusCode).toBe(404);
        const response = await t.call(ACME, { method: 'GET', url: `/api/career/jobs/${job.id}` });
        expect(response.statusCode).toBe(200);
    });
});

describe('filter options, industries and skills', () => {
    it('offers the listed jobs\' role groups and cities, and the fixed lists', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/career/filters' });
        expect(response.statusCode).toBe(200);
        const options = response.json().data;
        expect(options.role_groups).toEqual(expect.arrayContaining([{ id: ids.leadership, label: 'Leadership' }]));
        const cities = options.cities as { id: string; label: string }[];
        expect(cities).toEqual(expect.arrayContaining([{ id: '1275339', label: 'Mumbai' }]));
        // One option per city whatever its spellings (Pune and pune); "Remote" is no city.
        expect(cities.filter(c => c.label.toLowerCase() === 'pune')).toEqual([{ id: '1259229', label: 'Pune' }]);
        expect(cities.map(c => c.label)).not.toContain('Remote');
        // Cities only of listed jobs: globex's Springfield never shows on acme.
        expect(cities.map(c => c.label)).not.toContain('Springfield');
        expect(options.job_types.map((o: { id: string }) => o.id)).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP']);
        expect(options.work_experience).toHaveLength(WORK_EXPERIENCE_BANDS.length);
        expect(options.ctc).toHaveLength(CTC_BANDS.length);
        expect(options.sort_by[0]).toEqual({ id: 'newest', label: 'Newest first' });
        expect(options.company).toMatchObject({ name: 'Acme Talent Partners', theme_color: expect.stringMatching(/^#/) });
    });

    it('lists the industries (sso-industry)', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/sso-industry' });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual(INDUSTRIES);
        expect(INDUSTRIES.length).toBeGreaterThan(10);
    });

    it("lists the skills the listed jobs ask for, most asked first, one per spelling; never an unlisted job's", async () => {
        const open = { show_on_career_page: true };
        await createJob(t, ACME, admin, { ...open, title: `${WORD} Skills A`, skills: ['Wombatry', 'Wombat Herding', 'Aardwombat'] });
        await createJob(t, ACME, admin, { ...open, title: `${WORD} Skills B`, skills: ['WOMBATRY', ' wombat herding '] });
        await createJob(t, ACME, admin, { ...open, title: `${WORD} Skills C`, skills: ['Wombatry', 'Zwombat'] });
        // Unpublished, past its deadline, closed: never counted, never named.
        await createJob(t, ACME, admin, { title: `${WORD} Skills Secret`, skills: ['Zwombat', 'Wombat Secret'] });
        await createJob(t, ACME, admin, { ...open, title: `${WORD} Skills Expired`, skills: ['Zwombat', 'Wombat Expired'], posted_date: '2020-01-01', job_deadline: '2020-02-01' });
        await createJob(t, ACME, admin, { ...open, title: `${WORD} Skills Closed`, skills: ['Zwombat', 'Wombat Closed'], job_type: 'CLOSED' });
        const skills = async (query: string, host = ACME) => {
            const response = await t.call(host, { method: 'GET', url: `/api/career/get-skills?${query}` });
            expect(response.statusCode, response.body).toBe(200);
            return response.json().data as string[];
        };
        // Those starting with the search first, then by how many listed jobs ask (3, 2), then alphabetically (1 each).
        expect(await skills('search=wombat')).toEqual(['Wombatry', 'Wombat Herding', 'Aardwombat', 'Zwombat']);
        expect(await skills('search=wombat&limit=2')).toEqual(['Wombatry', 'Wombat Herding']);
        expect(await skills('search=zwom')).toEqual(['Zwombat']);
        expect(await skills('search=wombat%20secret')).toEqual([]);
        // The built-in catalogue is no source: a skill no listed job asks for led to "0 open jobs".
        expect(await skills('search=illustrator')).toEqual([]);
        expect(await skills('search=wombat', GLOBEX)).toEqual([]);
        // % and _ are literal.
        expect(await skills('search=%25')).toEqual([]);
    });

    it('lists, without a search, exactly the skills of the listed jobs, by how many ask for each, then alphabetically', async () => {
        const counts = new Map<string, number>();
        for (let page = 1; ; page++) {
            const answer = (await list(`?limit=50&currentPage=${page}`)).json();
            for (const card of answer.data as CareerJobCard[]) {
                for (const key of new Set(card.skills.map(s => s.trim().toLowerCase()).filter(Boolean))) counts.set(key, (counts.get(key) ?? 0) + 1);
            }
            if (!answer.meta.nextPage) break;
        }
        const expected = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).map(([key]) => key);
        const all = (await t.call(ACME, { method: 'GET', url: '/api/career/get-skills?limit=1000' })).json().data as string[];
        expect(all.map(s => s.toLowerCase())).toEqual(expected);
        expect(all.length).toBeGreaterThan(5);
        // The page's chips (CAREER_SKILL_LIST_SIZE of them) are the head of the list.
        expect((await t.call(ACME, { method: 'GET', url: '/api/career/get-skills?limit=5' })).json().data).toEqual(all.slice(0, 5));
        expect((await t.call(ACME, { method: 'GET', url: `/api/career/get-skills?limit=${CAREER_SKILL_LIST_SIZE}` })).json().data).toEqual(all.slice(0, CAREER_SKILL_LIST_SIZE));
    });
});

describe('the natural addresses /career and /careers', () => {
    it.each(['/career', '/careers'])('%s is a 301 to the career page, its query kept', async path => {
        const bare = await t.call(ACME, { method: 'GET', url: path });
        expect(bare.statusCode).toBe(301);
        expect(bare.headers.location).toBe('/careerPage');
        const tagged = await t.call(ACME, { method: 'GET', url: `${path}?utm_source=LinkedIn&keyword=go%20lang` });
        expect(tagged.statusCode).toBe(301);
        expect(tagged.headers.location).toBe('/careerPage?utm_source=LinkedIn&keyword=go%20lang');
    });
});
