/**
 * The career page: the URL's filters become GET career/jobs's query under
 * SPEC.md section 3's keys exactly, a control changes the URL (back to page
 * 1) and the request with it, pages are links, and the loading, empty and
 * error states; the attribution cookies are cleared at start and saved from
 * the URL; a job's page, and its not-found state; a signed-in candidate is
 * offered their applications, and told on a job's page and on the list's
 * cards (one request a page) that they applied; someone signed in under
 * another role is offered their own home page and nothing of a candidate's.
 */
import Cookies from 'js-cookie';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies } from '../../unit/dataProvider/fetchMock';
import { JOB_ID, calls, filterOptions, jobCard, jobDetail, meta, ok, refused, renderAt, routeFetch, where } from './careerTestUtils';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

const listed = (total: number, currentPage = 1) => ok(Array.from({ length: Math.min(10, total) }, (_, i) => jobCard(i + 1 + (currentPage - 1) * 10)), { meta: meta(total, currentPage) });
const baseRoutes = (jobs = listed(3)) => ({
    'GET career/jobs': jobs,
    'GET career/filters': ok(filterOptions),
    'GET career/get-skills': ok(['React', 'Go']),
});

describe('the career page', () => {
    it("sends the URL's filters under the SPEC keys, and nothing else", async () => {
        const sent = routeFetch(baseRoutes());
        renderAt('/careerPage?city_id=1259229&work_exp_id=3-5&keyword=react&utm_source=LinkedIn&ctc=bogus');
        expect(await screen.findByRole('heading', { level: 1, name: 'Careers at AcmeHire' })).toBeTruthy();
        expect(await screen.findByRole('link', { name: 'Engineer 1' })).toBeTruthy();
        const [request] = calls(sent, 'GET', 'career/jobs');
        // No utm_* (attribution is cookies), no unacceptable ctc, the career page state's currentPage 1 and limit 10.
        expect(request.query).toEqual({ currentPage: '1', limit: '10', city_id: '1259229', work_exp_id: '3-5', keyword: 'react' });
        expect(request.headers.Authorization).toBeUndefined();
        expect(screen.getByRole('heading', { level: 2, name: '3 open jobs' })).toBeTruthy();
        expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('1259229');
    });

    it('a filter changes the URL and the request, back on page 1; the pager is links', async () => {
        const sent = routeFetch(baseRoutes(listed(25, 2)));
        renderAt('/careerPage?currentPage=2&city_id=1259229');
        expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Next page of jobs' }).getAttribute('href')).toBe('/careerPage?currentPage=3&city_id=1259229');
        expect(screen.getByRole('link', { name: 'Previous page of jobs' }).getAttribute('href')).toBe('/careerPage?city_id=1259229');
        await waitFor(() => expect((screen.getByLabelText('Job type') as HTMLSelectElement).options.length).toBe(3));

        fireEvent.change(screen.getByLabelText('Job type'), { target: { value: 'INTERNSHIP' } });
        await waitFor(() => expect(where.location).toBe('/careerPage?city_id=1259229&job_type_id=INTERNSHIP'));
        await waitFor(() => expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(2));
        expect(calls(sent, 'GET', 'career/jobs')[1].query).toEqual({ currentPage: '1', limit: '10', city_id: '1259229', job_type_id: 'INTERNSHIP' });

        fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: '  data  ' } });
        fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        await waitFor(() => expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(3));
        expect(calls(sent, 'GET', 'career/jobs')[2].query).toMatchObject({ keyword: 'data', job_type_id: 'INTERNSHIP', city_id: '1259229' });

        fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
        await waitFor(() => expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(4));
        expect(calls(sent, 'GET', 'career/jobs')[3].query.sort_by).toBe('title');
    });

    it("the phones' Filters button counts the selects set (not the search) and unfolds the panel it controls", async () => {
        routeFetch(baseRoutes());
        renderAt('/careerPage?city_id=1259229&sort_by=title&keyword=react');
        await screen.findByRole('link', { name: 'Engineer 1' });
        // Shown by a media query only: jsdom applies none, so here it is hidden (and nameless to a
        // role query) and the selects are not. The browser suite clicks it on a phone.
        const toggle = screen.getByText('Filters (2)').closest('button')!;
        const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
        expect(within(panel).getByLabelText('City')).toBeTruthy();
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        fireEvent.click(toggle);
        expect(toggle.getAttribute('aria-expanded')).toBe('true');
        fireEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(where.location).toBe('/careerPage'));
        expect(screen.getByText('Filters', { exact: true }).closest('button')).toBe(toggle);
        // Clear filters is disabled now: the focus is on the search, not lost to the page's top.
        expect((within(panel).getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(true);
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search jobs' }));
    });

    it('links each job to its page and lists the skills as keyword links', async () => {
        routeFetch(baseRoutes());
        renderAt('/careerPage?utm_source=LinkedIn');
        expect((await screen.findByRole('link', { name: 'Engineer 1' })).getAttribute('href')).toBe(`/careerPage/job/${JOB_ID}?utm_source=LinkedIn`);
        const skills = await screen.findByRole('region', { name: 'Browse by skill' });
        expect(within(skills).getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/careerPage?utm_source=LinkedIn&keyword=Go');
        expect(screen.getAllByText('600,000 to 900,000 a year', { exact: false }).length).toBeGreaterThan(0);
    });

    it('says when nothing matches, and clears the filters', async () => {
        const sent = routeFetch(baseRoutes(ok([], { meta: meta(0) })));
        renderAt('/careerPage?city_id=1');
        expect(await screen.findByText('No jobs match your search')).toBeTruthy();
        fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(where.location).toBe('/careerPage'));
        await waitFor(() => expect(calls(sent, 'GET', 'career/jobs').at(-1)?.query).toEqual({ currentPage: '1', limit: '10' }));
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search jobs' }));
    });

    it("shows the server's message when the list fails, and tries again", async () => {
        let first = true;
        const sent = routeFetch({
            ...baseRoutes(),
            'GET career/jobs': () => {
                if (!first) return listed(1);
                first = false;
                return refused(503, 'The career page is resting');
            },
        });
        renderAt('/careerPage');
        expect(await screen.findByText('The career page is resting')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('link', { name: 'Engineer 1' })).toBeTruthy();
        expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(2);
    });
});

describe('attribution at app start', () => {
    it("clears the previous visit's cookies and saves the ones in the URL", async () => {
        for (const name of ['utm_medium', 'utm_source', 'refer_by', 'vendor_id']) Cookies.set(name, `old-${name}`, { path: '/' });
        routeFetch(baseRoutes());
        // App start reads the address bar (window.location), which MemoryRouter does not set.
        window.history.replaceState(null, '', '/careerPage?utm_source=LinkedIn&utm_campaign=spring');
        renderAt('/careerPage?utm_source=LinkedIn&utm_campaign=spring');
        expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
        expect(Cookies.get('utm_source')).toBe('LinkedIn');
        expect(Cookies.get('utm_campaign')).toBe('spring');
        for (const name of ['utm_medium', 'refer_by', 'vendor_id']) expect(Cookies.get(name)).toBeUndefined();
        window.history.replaceState(null, '', '/');
    });
});

describe("a job's page", () => {
    it('shows the facts, the description as text, and Apply', async () => {
        const sent = routeFetch({ [`GET career/jobs/${JOB_ID}`]: ok(jobDetail({ salary: null })) });
        renderAt(`/careerPage/job/${JOB_ID}`);
        expect(await screen.findByRole('heading', { level: 1, name: 'Engineer 1' })).toBeTruthy();
        expect(screen.getByText('Build things.')).toBeTruthy();
        expect(screen.getByText('3 to 5 years')).toBeTruthy();
        expect(screen.queryByText('Salary')).toBeNull();
        expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'All open jobs' }).getAttribute('href')).toBe('/careerPage');
        // The title is set by an effect after the heading is drawn, and names the workspace, whose answer may come after the job's.
        await waitFor(() => expect(document.title).toBe('Engineer 1 | AcmeHire ATS'));
        expect(calls(sent, 'GET', `career/jobs/${JOB_ID}`)).toHaveLength(1);
    });

    it('says when applications close, as a calendar day in words', async () => {
        routeFetch({ [`GET career/jobs/${JOB_ID}`]: ok(jobDetail({ job_deadline: '2026-12-15' })) });
        renderAt(`/careerPage/job/${JOB_ID}`);
        const day = new Date(2026, 11, 15).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
        expect(await screen.findByText(`Applications close on ${day}.`)).toBeTruthy();
    });

    it('copies the share URL', async () => {
        routeFetch({ [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()) });
        const writeText = vi.fn(async () => undefined);
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
        renderAt(`/careerPage/job/${JOB_ID}`);
        fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://acme.localhost/careerPage/job/${JOB_ID}`));
        expect(await screen.findByText('Link copied')).toBeTruthy();
    });

    it('offers the candidate sign-in to a visitor, and the link opens it', async () => {
        const sent = routeFetch({ [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()) });
        renderAt(`/careerPage/job/${JOB_ID}`);
        await screen.findByRole('heading', { level: 1, name: 'Engineer 1' });
        expect(screen.queryByRole('link', { name: 'My applications' })).toBeNull();
        fireEvent.click(screen.getByRole('link', { name: 'Candidate sign in' }));
        expect(await screen.findByRole('heading', { name: 'Candidate sign in' })).toBeTruthy();
        expect(where.location).toBe('/candidate/login');
        // Nobody signed in: nobody's applications to ask about.
        expect(calls(sent, 'GET', 'candidate/applied-jobs')).toHaveLength(0);
    });

    describe('to a signed-in candidate', () => {
        const candidate = { id: '33333333-3333-4333-8333-333333333333', first_name: 'Ada', last_name: null, role_name: 'CANDIDATE', secondary_role: null, company_name: 'Acme Corp', company_profile_image: null };
        beforeEach(() => {
            Cookies.set('ats_token', 'candidate-token', { path: '/' });
            Cookies.set('ats_user', JSON.stringify(candidate), { path: '/' });
        });
        const application = { application_id: 'a1', job: { id: JOB_ID, title: 'Engineer 1', job_locations: ['Pune'], open: true }, stage: 'Applied', applied_at: '2026-11-20T10:00:00.000Z', stage_updated_at: '2026-11-20T10:00:00.000Z' };

        it('says they applied, with the way to their applications, instead of Apply; the bar offers their applications', async () => {
            const sent = routeFetch({ [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()), 'GET candidate/applied-jobs': ok([application], { meta: meta(1, 1, 1) }) });
            renderAt(`/careerPage/job/${JOB_ID}`);
            await screen.findByRole('heading', { level: 1, name: 'Engineer 1' });
            const day = new Date(2026, 10, 20).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
            expect(await screen.findByText(`You applied for this job on ${day}.`)).toBeTruthy();
            expect(screen.getByText('Applied')).toBeTruthy();
            expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
            const links = screen.getAllByRole('link', { name: 'My applications' });
            // The bar's and the job's: both lead to the candidate's applied jobs.
            expect(links.map(link => link.getAttribute('href'))).toEqual(['/candidate/applied-jobs', '/candidate/applied-jobs']);
            expect(screen.queryByRole('link', { name: 'Candidate sign in' })).toBeNull();
            const [asked] = calls(sent, 'GET', 'candidate/applied-jobs');
            expect(asked.query).toEqual({ job_id: JOB_ID, limit: '1' });
            expect(asked.headers.Authorization).toBe('Bearer candidate-token');
        });

        it("marks the list's cards applied to, asking once for the page shown; a failed check marks none", async () => {
            const second = jobCard(2);
            let answers = 0;
            const sent = routeFetch({
                ...baseRoutes(),
                'GET candidate/applied-jobs': () => (++answers === 1 ? ok([application, { ...application, application_id: 'a2', job: { ...application.job, id: second.id, title: 'Engineer 2' } }], { meta: meta(2, 1, 3) }) : refused(500, 'Something went wrong! Please try again later')),
            });
            const { unmount } = renderAt('/careerPage');
            const cards = () => screen.getAllByRole('listitem').filter(item => item.tagName === 'LI' && within(item).queryByRole('heading', { level: 3 }));
            await screen.findByRole('link', { name: 'Engineer 3' });
            await waitFor(() => expect(screen.getAllByTestId('career-job-applied')).toHaveLength(2));
            expect(cards().map(card => [within(card).getByRole('heading', { level: 3 }).textContent, within(card).queryByText('Applied') !== null])).toEqual([
                ['Engineer 1', true],
                ['Engineer 2', true],
                ['Engineer 3', false],
            ]);
            const asked = calls(sent, 'GET', 'candidate/applied-jobs');
            expect(asked).toHaveLength(1);
            expect(asked[0].query).toEqual({ job_ids: [JOB_ID, second.id, jobCard(3).id].join(','), limit: '3' });
            expect(asked[0].headers.Authorization).toBe('Bearer candidate-token');
            unmount();
            renderAt('/careerPage');
            await screen.findByRole('link', { name: 'Engineer 3' });
            await waitFor(() => expect(answers).toBe(2));
            expect(screen.queryByTestId('career-job-applied')).toBeNull();
        });

        it('keeps Apply for a job they have not applied to, or when the check fails', async () => {
            let answers = 0;
            routeFetch({
                [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
                'GET candidate/applied-jobs': () => (++answers === 1 ? ok([], { meta: meta(0, 1, 1) }) : refused(500, 'Something went wrong! Please try again later')),
            });
            const { unmount } = renderAt(`/careerPage/job/${JOB_ID}`);
            // Busy (not disabled, so it keeps the focus) while the applied-jobs check runs.
            await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBeNull());
            expect(answers).toBe(1);
            expect(screen.queryByText('Applied')).toBeNull();
            expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/candidate/applied-jobs');
            unmount();
            renderAt(`/careerPage/job/${JOB_ID}`);
            await waitFor(() => expect(answers).toBe(2));
            // Busy (not disabled, so it keeps the focus) while the applied-jobs check runs.
            await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBeNull());
        });
    });

    describe('to someone signed in under another role (an admin in the same browser)', () => {
        const admin = { id: '44444444-4444-4444-8444-444444444444', first_name: 'Ann', last_name: 'Admin', role_name: 'ADMIN', secondary_role: null, company_name: 'Acme Corp', company_profile_image: null };
        beforeEach(() => {
            Cookies.set('ats_token', 'admin-token', { path: '/' });
            Cookies.set('ats_user', JSON.stringify(admin), { path: '/' });
        });

        it("offers their own home page, neither the candidate sign-in (which only sent them there) nor a candidate's pages, and asks nothing about applications", async () => {
            const sent = routeFetch({ ...baseRoutes(), [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()) });
            renderAt('/careerPage');
            await screen.findByRole('link', { name: 'Engineer 3' });
            const bar = screen.getByRole('banner');
            expect(within(bar).getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/corporate');
            expect(within(bar).queryByRole('link', { name: 'Candidate sign in' })).toBeNull();
            expect(screen.queryByRole('link', { name: 'My applications' })).toBeNull();
            fireEvent.click(screen.getByRole('link', { name: 'Engineer 1' }));
            await screen.findByRole('heading', { level: 1, name: 'Engineer 1' });
            expect(screen.queryByRole('link', { name: 'My applications' })).toBeNull();
            expect(screen.queryByText('Applied')).toBeNull();
            expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
            expect(calls(sent, 'GET', 'candidate/applied-jobs')).toHaveLength(0);
        });
    });

    it('a job that is not public is not found', async () => {
        routeFetch({ [`GET career/jobs/${JOB_ID}`]: refused(404, 'Job not found') });
        renderAt(`/careerPage/job/${JOB_ID}`);
        expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    });
});
