/**
 * The career pages as app/App.tsx serves them, over a fetch stub that answers
 * by method and path (the page sends several requests at once, in no fixed
 * order) and records every request for the tests to read back.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../../app/App';
import { acmeCompany, jsonResponse } from '../../unit/dataProvider/fetchMock';

export interface Sent {
    method: string;
    path: string;
    query: Record<string, string>;
    body: unknown;
    headers: Record<string, string>;
}

export type Answer = Response | ((sent: Sent) => Response);

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => jsonResponse(200, { status: true, data, ...extra });
export const refused = (status: number, message: string, errors?: Record<string, string>) => jsonResponse(status, { status: false, message, ...(errors ? { errors } : {}) });

export const meta = (total: number, currentPage = 1, perPage = 10) => {
    const pageCount = Math.ceil(total / perPage);
    return { total, perPage, currentPage, pageCount, nextPage: currentPage < pageCount ? currentPage + 1 : null, previousPage: currentPage > 1 ? currentPage - 1 : null };
};

export const filterOptions = {
    company: { name: 'Acme Corp', brand_name: 'AcmeHire', logo: null, theme_color: '#123456', website: null, industry: null, about: null },
    role_groups: [{ id: '11111111-1111-4111-8111-111111111111', label: 'Engineering' }],
    cities: [
        { id: '1259229', label: 'Pune' },
        { id: '4409896', label: 'Springfield' },
    ],
    job_types: [
        { id: 'FULL_TIME', label: 'Full time' },
        { id: 'INTERNSHIP', label: 'Internship' },
    ],
    industries: [{ id: 'software', label: 'Software' }],
    work_experience: [
        { id: '0-1', label: '0 to 1 year', min: 0, max: 1 },
        { id: '3-5', label: '3 to 5 years', min: 3, max: 5 },
    ],
    ctc: [{ id: '300000-600000', label: '300,000 to 600,000', min: 300000, max: 600000 }],
    sort_by: [
        { id: 'newest', label: 'Newest first' },
        { id: 'title', label: 'Title (A to Z)' },
    ],
};

export const JOB_ID = '22222222-2222-4222-8222-222222222222';

export function jobCard(n: number, overrides: Record<string, unknown> = {}) {
    return {
        id: n === 1 ? JOB_ID : `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
        title: `Engineer ${n}`,
        job_locations: ['Pune'],
        employment_type: 'FULL_TIME',
        min_experience: 3,
        max_experience: 5,
        salary: { min: 600000, max: 900000, currency: 'INR' },
        skills: ['React'],
        role_group: null,
        openings: 1,
        posted_date: '2026-11-01',
        job_deadline: null,
        has_screening_questions: true,
        share_url: `http://acme.localhost/careerPage/job/${JOB_ID}`,
        ...overrides,
    };
}

export function jobDetail(overrides: Record<string, unknown> = {}) {
    return {
        ...jobCard(1),
        description: '<p>Build things.</p>',
        description_text: 'Build things.',
        screening_questions: [{ id: 'q1', question: 'Do you know React?', type: 'YES_NO', required: true }],
        company: filterOptions.company,
        ...overrides,
    };
}

/** Installs the stub: `routes['GET career/jobs']` answers that call; the workspace check answers acme. Unrouted calls fail the test loudly (404). */
export function routeFetch(routes: Record<string, Answer>): Sent[] {
    const sent: Sent[] = [];
    const all: Record<string, Answer> = { 'GET check-workspace': jsonResponse(200, { status: true, companyDetails: acmeCompany }), ...routes };
    vi.stubGlobal(
        'fetch',
        vi.fn(async (input: string, init: RequestInit = {}) => {
            const url = new URL(input, 'http://acme.localhost');
            const path = url.pathname.replace(/^\/api\//, '');
            const entry: Sent = {
                method: init.method ?? 'GET',
                path,
                query: Object.fromEntries(url.searchParams),
                body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
                headers: (init.headers ?? {}) as Record<string, string>,
            };
            sent.push(entry);
            const answer = all[`${entry.method} ${path}`];
            if (!answer) return refused(404, `unrouted ${entry.method} ${path}`);
            return (typeof answer === 'function' ? answer(entry) : answer).clone();
        }),
    );
    return sent;
}

export const calls = (sent: Sent[], method: string, path: string) => sent.filter(entry => entry.method === method && entry.path === path);

export const where = { location: '' };
function LocationProbe() {
    const current = useLocation();
    where.location = `${current.pathname}${current.search}`;
    return null;
}

export function renderAt(path: string) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <App />
            <LocationProbe />
        </MemoryRouter>,
    );
}
