/**
 * Test wiring for the jobs and board pages: a fake JobsDataProvider (every
 * custom method a vi.fn), react-admin's context with our i18n and toast host,
 * a memory router at the page's route, and the browser APIs jsdom lacks.
 */
import { stubViewport } from '../../helpers/browserStubs';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ToastHost } from '../../../ui/toast';
import type { Application, ApplicationDetail, BoardCard, BoardStage, FilterLists, JobsDataProvider, JobsMethods } from '../../../dataProvider/jobs';

export type FakeJobs = { [K in keyof JobsMethods]: Mock } & Record<string, Mock>;

export function application(id: string, stageId: string, patch: Partial<Application> = {}): Application {
    return {
        id,
        job_id: 'j1',
        stage_id: stageId,
        recruiter_id: null,
        recruiter_name: null,
        resume_file_id: null,
        source: 'LinkedIn',
        stage_entered_at: '2026-01-01T00:00:00Z',
        days_in_stage: 4,
        version: 1,
        created_at: '2026-01-01T00:00:00Z',
        candidate: {
            id: `c-${id}`,
            first_name: `Person`,
            last_name: id.toUpperCase(),
            email: `${id}@example.test`,
            phone: null,
            current_title: 'Engineer',
            experience_years: 3,
            skills: [],
            education: [],
            city: null,
            city_id: null,
            city_unmatched: false,
            source: null,
            resume_file_id: null,
            version: 1,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
        },
        ...patch,
    };
}

/** application-detail's answer for `application('a1', 's1')` on job j1, its stage Applied, nothing else recorded. */
export function applicationDetail(patch: Partial<ApplicationDetail> = {}, app: Application = application('a1', 's1')): ApplicationDetail {
    return {
        application: app,
        candidate: app.candidate,
        job: { id: 'j1', title: 'Senior Backend Engineer' },
        stage: { id: 's1', name: 'Applied', position: 1 },
        history: [],
        screening_answers: [],
        notes: [],
        resume: null,
        compatibility: null,
        attribution: null,
        consent: null,
        ...patch,
    } as ApplicationDetail;
}

/** A card of the board as get-user-applications answers it. */
export function card(id: string, stageId: string, patch: Partial<BoardCard> = {}): BoardCard {
    return {
        id,
        job_id: 'j1',
        stage_id: stageId,
        recruiter_id: null,
        source: 'LinkedIn',
        days_in_stage: 4,
        version: 1,
        interview_result: null,
        candidate: { id: `c-${id}`, first_name: 'Person', last_name: id.toUpperCase(), current_title: 'Engineer', experience_years: 3, source: null },
        ...patch,
    };
}

export const emptyLists: FilterLists = {
    clients: [],
    departments: [{ id: 'd1', label: 'Engineering' }],
    business_units: [],
    domains: [],
    position_categories: [],
    recruiters: [{ id: 'r1', label: 'Rita Recruiter' }, { id: 'r2', label: 'Sam Sourcer' }],
    job_locations: [{ id: 'Pune', label: 'Pune' }],
    employment_types: [{ id: 'FULL_TIME', label: 'Full time' }],
    position_types: [{ id: 'NEW', label: 'New' }],
    priorities: [{ id: 'HIGH', label: 'High' }],
    job_types: [{ id: 'OPEN', label: 'Open' }],
};

export function boardStages(appliedCount = 2): BoardStage[] {
    return [
        { id: 's1', name: 'Applied', position: 1, count: appliedCount, applications: [card('a1', 's1'), card('a2', 's1')] },
        { id: 's2', name: 'Screening', position: 2, count: 0, applications: [] },
        { id: 's3', name: 'Interview', position: 3, count: 0, applications: [] },
    ];
}

export function fakeJobs(overrides: Partial<Record<keyof JobsMethods, Mock>> = {}): FakeJobs {
    const fake: Record<string, Mock> = {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne: vi.fn(),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(),
        update: vi.fn(),
        updateMany: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
        getOptions: vi.fn(async () => ({ data: [] })),
        getJobs: vi.fn(async () => ({ data: [], meta: { total: 0, perPage: 12, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 } })),
        getJob: vi.fn(async (id: string) => ({ id, title: 'Backend Engineer', version: 1, recruiters: [] })),
        getFilterList: vi.fn(async () => emptyLists),
        getSkills: vi.fn(async () => ['TypeScript', 'React']),
        getUserApplications: vi.fn(async () => boardStages()),
        getStageApplications: vi.fn(async () => ({ stage_id: 's1', count: 2, applications: [] })),
        shiftApplicant: vi.fn(async (id: string, toStageId: string, version: number) => card(id, toStageId, { version: version + 1, days_in_stage: 0 })),
        updateBulkCurrentPipeline: vi.fn(async (_job: string, _stage: string, applicants: unknown[]) => applicants.length),
        bulkApplications: vi.fn(async (request: { applicants: unknown[] }) => request.applicants.length),
        getPipelines: vi.fn(async () => []),
        createJob: vi.fn(async (fields: Record<string, unknown>) => ({ job: { id: 'new-job', ...fields }, message: 'Job posted successfully!' })),
        updateJob: vi.fn(),
        generateAiContent: vi.fn(async () => '<p>Draft</p>'),
        ...overrides,
    };
    return fake as FakeJobs;
}

/** jsdom has no matchMedia / ResizeObserver; the board's load-more uses IntersectionObserver. */
export function stubBrowserApis(): { intersect: () => void } {
    // Each observed element with its observer's callback; intersect() fires those still in the page.
    const observed: { element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
    stubViewport(1440);
    vi.stubGlobal(
        'IntersectionObserver',
        class {
            constructor(private readonly callback: IntersectionObserverCallback) {}
            observe(element: Element): void {
                observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver });
            }
            unobserve(element: Element): void {
                const index = observed.findIndex(o => o.element === element && o.observer === (this as unknown as IntersectionObserver));
                if (index >= 0) observed.splice(index, 1);
            }
            disconnect(): void {
                for (let i = observed.length - 1; i >= 0; i--) if (observed[i].observer === (this as unknown as IntersectionObserver)) observed.splice(i, 1);
            }
            takeRecords(): IntersectionObserverEntry[] {
                return [];
            }
        },
    );
    return {
        intersect: () => {
            for (const { element, callback, observer } of observed.filter(o => o.element.isConnected)) {
                callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], observer);
            }
        },
    };
}

export function renderPage(element: ReactElement, { path, route }: { path: InitialEntry; route: string }, dataProvider: FakeJobs) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path={route} element={element} />
                    <Route path="*" element={<output data-testid="elsewhere" />} />
                </Routes>
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}

export { deferred } from '../../helpers/deferred';
