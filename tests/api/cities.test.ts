/**
 * The city list (025_cities.sql, server/db/cities.ts, docs/decisions.md "One
 * city list"): the typeahead; a job's locations and a candidate's city
 * resolved to cities on every write (name, or "name, country"), the rest
 * kept as typed and flagged; the career page's and the reports' city filter
 * by city id. Ids are GeoNames ids, the same in every database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob } from './jobsSupport.js';

const PUNE = 1259229;
const MUMBAI = 1275339;
const HYDERABAD_IN = 1269843;
const HYDERABAD_PK = 1176734;
const BENGALURU = 1277333;
const GURGAON = 1270642;
const KOLKATA = 1275004;
const CHENNAI = 1264527;
const WORD = 'Cityfilter';

let t: TestApp;
let admin: string;
let globexAdmin: string;

const search = (query: string, token = admin) => t.call(ACME, { method: 'GET', url: `/api/cities?${query}`, token });
const jobById = async (id: string) => (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${id}`, token: admin })).json().data;
const careerTitles = async (query: string) => {
    const response = await t.call(ACME, { method: 'GET', url: `/api/career/jobs?limit=50&keyword=${WORD}&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { title: string }[]).map(j => j.title).sort();
};

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
});
afterAll(async () => t?.close());

describe('the city list', () => {
    it('is loaded once, with countries, and a second migration leaves it as it is', async () => {
        const counts = await sql<{ cities: number; countries: number; loaded: number }>`select (select count(*)::int from cities) as cities,
            (select count(*)::int from countries) as countries, (select cities from city_dataset) as loaded`.execute(t.database.db);
        expect(counts.rows[0].cities).toBe(counts.rows[0].loaded);
        expect(counts.rows[0].cities).toBeGreaterThan(5_000);
        expect(counts.rows[0].countries).toBeGreaterThan(150);
    });

    it('searches by the start of the name, most populous first, with country and coordinates', async () => {
        const response = await search('search=pun&limit=5');
        expect(response.statusCode, response.body).toBe(200);
        const [first] = response.json().data;
        expect(first).toMatchObject({ id: PUNE, name: 'Pune', country_code: 'IN', country: 'India', label: 'Pune' });
        expect(first.lat).toBeCloseTo(18.52, 1);
        expect(first.lng).toBeCloseTo(73.86, 1);
        expect(first.population).toBeGreaterThan(1_000_000);
        const populations = response.json().data.map((c: { population: number }) => c.population);
        expect(populations).toEqual([...populations].sort((a, b) => b - a));
        expect(response.json().data.every((c: { name: string }) => c.name.toLowerCase().startsWith('pun'))).toBe(true);
    });

    it('labels a city whose name another, bigger city has with its country, and filters by country', async () => {
        const both = (await search('search=Hyderabad')).json().data as { id: number; label: string }[];
        expect(both.map(c => [c.id, c.label])).toEqual([[HYDERABAD_IN, 'Hyderabad'], [HYDERABAD_PK, 'Hyderabad, Pakistan']]);
        const pk = (await search('search=hyderabad, pakistan&country=pk')).json().data as { id: number }[];
        expect(pk.map(c => c.id)).toEqual([HYDERABAD_PK]);
    });

    it("finds a city by its other names (config/city-aliases.json), under the city's own name and label", async () => {
        for (const [typed, id, name] of [['bangal', BENGALURU, 'Bengaluru'], ['Bombay', MUMBAI, 'Mumbai'], ['poon', PUNE, 'Pune'], ['gurugram', GURGAON, 'Gurgaon']] as const) {
            const found = (await search(`search=${typed}`)).json().data as { id: number; name: string; label: string }[];
            expect(found[0], typed).toMatchObject({ id, name, label: name });
        }
    });

    it('treats LIKE wildcards as text', async () => {
        expect((await search('search=%25')).json().data).toEqual([]);
        expect((await search('search=_une')).json().data).toEqual([]);
    });

    it('refuses a missing search, a bad limit or country, naming the field', async () => {
        for (const [query, field] of [['limit=5', 'search'], ['search=pu&limit=0', 'limit'], ['search=pu&limit=21', 'limit'], ['search=pu&country=IND', 'country']]) {
            const response = await search(query);
            expect(response.statusCode, query).toBe(400);
            expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
        }
    });

    it('needs a session', async () => {
        expect((await t.call(ACME, { method: 'GET', url: '/api/cities?search=pu' })).statusCode).toBe(401);
    });
});

describe('locations written on jobs and candidates', () => {
    it('resolves each job location that names a city and flags the rest, on create and on update', async () => {
        const job = await createJob(t, ACME, admin, { title: 'City job', job_locations: ['pune', 'Hyderabad, PK', 'Remote', 'Gotham Heights'] });
        expect(job.city_ids).toEqual([HYDERABAD_PK, PUNE].sort((a, b) => a - b));
        expect(job.locations_unmatched).toEqual(['Gotham Heights']);
        const update = await t.call(ACME, { method: 'PUT', url: `/api/update-job/${job.id}`, token: admin, payload: { version: job.version, job_locations: ['Mumbai, India'] } });
        expect(update.statusCode, update.body).toBe(200);
        const read = await jobById(job.id);
        expect(read.city_ids).toEqual([MUMBAI]);
        expect(read.locations_unmatched).toEqual([]);
        expect(read.job_locations).toEqual(['Mumbai, India']);
    });

    it('resolves the old names of cities, alone or with the country, as the city', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Alias job', job_locations: ['Bangalore', 'bombay, India', 'Gurugram', 'Calcutta', 'Madras, IN', 'Poona'] });
        expect(job.city_ids).toEqual([BENGALURU, MUMBAI, GURGAON, KOLKATA, CHENNAI, PUNE].sort((a, b) => a - b));
        expect(job.locations_unmatched).toEqual([]);
        const applicant = await addApplicant(t, ACME, admin, job.id, { first_name: 'Bina', email: 'bina.alias@example.org', city: 'Bangalore' });
        expect(applicant.json().data.candidate).toMatchObject({ city: 'Bangalore', city_id: BENGALURU, city_unmatched: false });
    });

    it("resolves a candidate's city, keeps unmatched text and flags it, and re-resolves on an edit", async () => {
        const job = await createJob(t, ACME, admin, { title: 'City applicants' });
        const matched = await addApplicant(t, ACME, admin, job.id, { first_name: 'Asha', email: 'asha.city@example.org', city: ' PUNE ' });
        expect(matched.statusCode, matched.body).toBe(200);
        expect(matched.json().data.candidate).toMatchObject({ city_id: PUNE, city_unmatched: false });
        const typed = await addApplicant(t, ACME, admin, job.id, { first_name: 'Ravi', email: 'ravi.city@example.org', city: 'Lakeside Village' });
        const candidate = typed.json().data.candidate;
        expect(candidate).toMatchObject({ city: 'Lakeside Village', city_id: null, city_unmatched: true });
        const remote = await addApplicant(t, ACME, admin, job.id, { first_name: 'Mia', email: 'mia.city@example.org', city: 'Remote' });
        expect(remote.json().data.candidate).toMatchObject({ city_id: null, city_unmatched: false });

        const edit = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidate.id}`, token: admin, payload: { version: candidate.version, city: 'Mumbai' } });
        expect(edit.statusCode, edit.body).toBe(200);
        expect(edit.json().data).toMatchObject({ city: 'Mumbai', city_id: MUMBAI, city_unmatched: false });
    });

    it("resolves a candidate's city by a job location's rules: the most populous of a shared name, the one a country names, none once cleared", async () => {
        const job = await createJob(t, ACME, admin, { title: 'Shared names' });
        const alone = await addApplicant(t, ACME, admin, job.id, { first_name: 'Hari', email: 'hari.city@example.org', city: 'hyderabad' });
        expect(alone.json().data.candidate).toMatchObject({ city_id: HYDERABAD_IN, city_unmatched: false });
        const named = await addApplicant(t, ACME, admin, job.id, { first_name: 'Kamal', email: 'kamal.city@example.org', city: 'Hyderabad, Pakistan' });
        const candidate = named.json().data.candidate;
        expect(candidate).toMatchObject({ city_id: HYDERABAD_PK, city_unmatched: false });
        const cleared = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidate.id}`, token: admin, payload: { version: candidate.version, city: null } });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json().data).toMatchObject({ city: null, city_id: null, city_unmatched: false });
    });
});

describe('filters by city id', () => {
    beforeAll(async () => {
        const career = { show_on_career_page: true, job_type: 'OPEN' };
        await createJob(t, ACME, admin, { ...career, title: `${WORD} Pune`, job_locations: ['Pune'] });
        await createJob(t, ACME, admin, { ...career, title: `${WORD} Both`, job_locations: ['Remote', 'pune, in', 'Mumbai'] });
        await createJob(t, ACME, admin, { ...career, title: `${WORD} Nowhere`, job_locations: ['Gotham Heights'] });
        await createJob(t, GLOBEX, globexAdmin, { ...career, title: `${WORD} Globex Pune`, job_locations: ['Pune'] });
    });

    it("lists the career page's jobs in a city, whatever the location's spelling, only the host's", async () => {
        expect(await careerTitles(`city_id=${PUNE}`)).toEqual([`${WORD} Both`, `${WORD} Pune`]);
        expect(await careerTitles(`city_id=${MUMBAI}`)).toEqual([`${WORD} Both`]);
        expect(await careerTitles(`city_id=${HYDERABAD_PK}`)).toEqual([]);
    });

    it('offers the cities of the listed jobs as ids', async () => {
        const cities = (await t.call(ACME, { method: 'GET', url: '/api/career/filters' })).json().data.cities as { id: string; label: string }[];
        expect(cities).toEqual(expect.arrayContaining([{ id: String(PUNE), label: 'Pune' }, { id: String(MUMBAI), label: 'Mumbai' }]));
        expect(cities.map(c => c.label)).not.toContain('Gotham Heights');
    });

    it('refuses a city_id that is not an id, on the career page and in the reports', async () => {
        for (const url of ['/api/career/jobs?city_id=Pune', '/api/career/jobs?city_id=0', '/api/reports/job-analytics?location=Pune']) {
            const response = await t.call(ACME, { method: 'GET', url, token: admin });
            expect(response.statusCode, url).toBe(400);
            expect(Object.keys(response.json().errors ?? {}), url).toEqual([url.includes('reports') ? 'location' : 'city_id']);
        }
    });

    it("narrows the reports' figures to the jobs in a city", async () => {
        const filters = (await t.call(ACME, { method: 'GET', url: '/api/reports/filters', token: admin })).json().data;
        expect(filters.locations).toEqual(expect.arrayContaining([{ id: String(MUMBAI), label: 'Mumbai' }]));
        const response = await t.call(ACME, { method: 'GET', url: `/api/reports/job-analytics?period=this_year&limit=100&location=${MUMBAI}`, token: admin });
        expect(response.statusCode, response.body).toBe(200);
        const jobs = (response.json().data.rows as { cells: { job: string } }[]).map(r => r.cells.job);
        expect(jobs).toContain(`${WORD} Both`);
        expect(jobs).not.toContain(`${WORD} Pune`);
    });
});
