/**
 * The career page opened with its answers in the page (the server's data block,
 * dataProvider/bootData.ts; docs/performance.md "Console loading"): it shows the
 * landing jobs, filters and skills without asking the API, and asks once the view
 * changes; the landing jobs answer only the view they were written for (a URL with
 * filters or another page asks), and only the first career page shown (back from a
 * job's page, it asks again). The hooks skip no request they owe, under StrictMode too.
 */
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CareerBoot } from '../../../config/contracts/boot';
import { useCareerFilters, useCareerJobs, useCareerSkills } from '../../../custom/career/useCareerData';
import { acmeCompany, clearAllCookies, jsonResponse } from '../../unit/dataProvider/fetchMock';
import { JOB_ID, calls, filterOptions, jobCard, jobDetail, meta, ok, renderAt, routeFetch, where } from './careerTestUtils';

const landing: Required<CareerBoot> = {
    jobs: {
        query: { currentPage: 1, limit: 10 },
        data: [1, 2].map(n => jobCard(n, { title: `Landing ${n}` })) as Required<CareerBoot>['jobs']['data'],
        meta: meta(2),
    },
    filters: filterOptions as CareerBoot['filters'],
    skills: ['Landing skill', 'Go'],
};

/** The block the server writes before </head> (server/lib/consoleHtml.ts). */
function writeBootBlock(boot: unknown): void {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'ats-boot';
    block.textContent = JSON.stringify(boot);
    document.head.append(block);
}

/** The API answers differently from the page's block: what the page shows says where it came from. */
const apiRoutes = () => ({
    'GET career/jobs': ok([jobCard(1, { title: 'Asked 1' })], { meta: meta(1) }),
    'GET career/filters': ok(filterOptions),
    'GET career/get-skills': ok(['Asked skill']),
    [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
});

beforeEach(() => {
    clearAllCookies();
    writeBootBlock({ workspace: { status: true, message: '', companyDetails: acmeCompany }, career: landing });
});
afterEach(() => {
    document.getElementById('ats-boot')?.remove();
    vi.unstubAllGlobals();
});

describe('the career page with its answers in the page', () => {
    it('shows the landing jobs, filters and skills without a request, and asks once a filter changes', async () => {
        const sent = routeFetch(apiRoutes());
        renderAt('/careerPage');
        expect(await screen.findByRole('link', { name: 'Landing 1' })).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1, name: 'Careers at AcmeHire' })).toBeTruthy();
        expect(screen.getByRole('heading', { level: 2, name: '2 open jobs' })).toBeTruthy();
        expect((screen.getByLabelText('Job type') as HTMLSelectElement).options.length).toBe(3);
        expect(within(screen.getByRole('region', { name: 'Browse by skill' })).getByRole('link', { name: 'Landing skill' })).toBeTruthy();
        expect(sent).toEqual([]);

        fireEvent.change(screen.getByLabelText('Job type'), { target: { value: 'INTERNSHIP' } });
        expect(await screen.findByRole('link', { name: 'Asked 1' })).toBeTruthy();
        expect(calls(sent, 'GET', 'career/jobs').map(call => call.query)).toEqual([{ currentPage: '1', limit: '10', job_type_id: 'INTERNSHIP' }]);
        expect(screen.queryByRole('link', { name: 'Landing 1' })).toBeNull();

        // Back to the view the page opened with: asked again, the page's answer may be old by now.
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(where.location).toBe('/careerPage'));
        await waitFor(() => expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(2));
        expect(calls(sent, 'GET', 'career/jobs')[1].query).toEqual({ currentPage: '1', limit: '10' });
        expect(await screen.findByRole('link', { name: 'Asked 1' })).toBeTruthy();
        // Filters and skills are read once a page: still the page's own.
        expect(calls(sent, 'GET', 'career/filters')).toEqual([]);
        expect(calls(sent, 'GET', 'career/get-skills')).toEqual([]);
        expect(calls(sent, 'GET', 'check-workspace')).toEqual([]);
    });

    it.each(['/careerPage?keyword=react', '/careerPage?currentPage=2', '/careerPage?sort_by=title'])(
        'opened at %s, does not show jobs written for another view: asks for its own',
        async url => {
            const sent = routeFetch(apiRoutes());
            renderAt(url);
            expect(await screen.findByRole('link', { name: 'Asked 1' })).toBeTruthy();
            expect(screen.queryByRole('link', { name: 'Landing 1' })).toBeNull();
            expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(1);
            expect(calls(sent, 'GET', 'career/filters')).toEqual([]);
        },
    );

    it("back from a job's page, asks again: the page's answers are for the first career page shown", async () => {
        const sent = routeFetch(apiRoutes());
        renderAt('/careerPage');
        fireEvent.click(await screen.findByRole('link', { name: 'Landing 1' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Engineer 1' })).toBeTruthy();
        fireEvent.click(screen.getByRole('link', { name: 'All open jobs' }));
        expect(await screen.findByRole('link', { name: 'Asked 1' })).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Landing 1' })).toBeNull();
        expect(calls(sent, 'GET', 'career/jobs')).toHaveLength(1);
        expect(calls(sent, 'GET', 'career/filters')).toHaveLength(1);
        expect(calls(sent, 'GET', 'career/get-skills')).toHaveLength(1);
        expect(await screen.findByRole('link', { name: 'Asked skill' })).toBeTruthy();
    });

    it('a page without the block asks for everything, as before', async () => {
        document.getElementById('ats-boot')?.remove();
        const sent = routeFetch(apiRoutes());
        renderAt('/careerPage');
        expect(await screen.findByRole('link', { name: 'Asked 1' })).toBeTruthy();
        expect(await screen.findByRole('link', { name: 'Asked skill' })).toBeTruthy();
        for (const path of ['check-workspace', 'career/jobs', 'career/filters', 'career/get-skills']) expect(calls(sent, 'GET', path), path).toHaveLength(1);
    });
});

describe('the hooks with landing answers', () => {
    // React's StrictMode runs a mount's effects twice (a StrictMode wrapper component does not, here).
    const strict = { reactStrictMode: true } as const;
    const view = { filter: {}, currentPage: 1 };

    it('are ready at their first render and ask nothing, StrictMode\'s second effect run included', () => {
        const fetchMock = vi.fn(async (_input: string) => jsonResponse(500, {}));
        vi.stubGlobal('fetch', fetchMock);
        const { result } = renderHook(
            () => ({ jobs: useCareerJobs(view, 0, landing), filters: useCareerFilters(landing.filters), skills: useCareerSkills(landing.skills) }),
            strict,
        );
        expect(result.current.jobs).toEqual({ status: 'ready', data: { data: landing.jobs.data, meta: landing.jobs.meta } });
        expect(result.current.filters).toEqual({ status: 'ready', data: landing.filters });
        expect(result.current.skills).toEqual({ status: 'ready', data: landing.skills });
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('ask for another view, and for the landing view again on a retry', async () => {
        const fetchMock = vi.fn(async (_input: string) => jsonResponse(200, { status: true, data: [], meta: meta(0) }));
        vi.stubGlobal('fetch', fetchMock);
        const { result, rerender } = renderHook(({ page, attempt }) => useCareerJobs({ filter: {}, currentPage: page }, attempt, landing), {
            initialProps: { page: 1, attempt: 0 },
            ...strict,
        });
        expect(result.current.status).toBe('ready');
        rerender({ page: 1, attempt: 1 });
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
        rerender({ page: 2, attempt: 1 });
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
        expect(String(fetchMock.mock.calls[1][0])).toContain('currentPage=2');
        await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: { data: [], meta: meta(0) } }));
    });
});
