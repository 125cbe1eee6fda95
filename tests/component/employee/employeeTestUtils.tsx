/**
 * Test wiring for the employee area: answers as the employee routes send
 * them (config/contracts/employeePortal.ts), a fake dataProvider whose
 * employee methods are vi.fn, and the area rendered at a path inside its
 * layout (bar, guard) with the real pages, as custom/routes/areas/EmployeeArea.tsx
 * declares them.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { AreaLayout } from '../../../custom/shell/layouts';
import { ToastHost } from '../../../ui/toast';
import type { EmployeeJob, EmployeeJobDetail, EmployeePortalMethods, EmployeeProfile, Page, Referral } from '../../../dataProvider/employeePortal';
import { LocationProbe } from '../shell/shellTestUtils';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const EMPLOYEE_ID = '22222222-2222-4222-8222-222222222222';
export const JOB_ID = '55555555-5555-4555-8555-555555555555';
export const QUESTION_ID = '77777777-7777-4777-8777-777777777777';
export const DEPARTMENT_ID = '66666666-6666-4666-8666-666666666666';

export function page<T>(data: T[], currentPage = 1, total = data.length, perPage = 12): Page<T> {
    const pageCount = Math.ceil(total / perPage);
    return {
        data,
        meta: { total, perPage, currentPage, nextPage: currentPage < pageCount ? currentPage + 1 : null, previousPage: currentPage > 1 ? currentPage - 1 : null, pageCount },
    };
}

export function job(patch: Partial<EmployeeJob> = {}): EmployeeJob {
    return {
        id: JOB_ID,
        title: 'Platform Engineer',
        department_id: DEPARTMENT_ID,
        department_name: 'Engineering',
        position_category_name: 'Backend',
        employment_type: 'FULL_TIME',
        job_locations: ['Pune'],
        skills: ['Go'],
        min_experience: 2,
        max_experience: 6,
        openings: 2,
        posted_date: '2026-03-01',
        job_deadline: null,
        applied: false,
        referred: 0,
        ...patch,
    };
}

/** The server's share link for the job: the career page with refer_by set to the employee. */
export const shareLinkOf = (jobId = JOB_ID) => `https://acme.example/careerPage/job/${jobId}?refer_by=${EMPLOYEE_ID}&utm_source=Referral&utm_medium=Share`;

export function jobDetail(patch: Partial<EmployeeJobDetail> = {}): EmployeeJobDetail {
    return {
        ...job(),
        description: 'Build the platform.',
        salary_min: null,
        salary_max: null,
        currency: null,
        screening_questions: [{ id: QUESTION_ID, question: 'Can you work from Pune?', type: 'YES_NO', required: true }],
        share_link: shareLinkOf(),
        ...patch,
    };
}

export function referral(patch: Partial<Referral> = {}): Referral {
    return {
        application_id: 'a1',
        candidate_name: 'Fran Friend',
        job: { id: JOB_ID, title: 'Platform Engineer' },
        stage: 'In review',
        hired: false,
        channel: 'REFERRAL',
        note: null,
        referred_at: '2026-03-12T10:00:00.000Z',
        ...patch,
    };
}

export function profile(patch: Partial<EmployeeProfile> = {}): EmployeeProfile {
    return {
        id: USER_ID,
        employee_id: EMPLOYEE_ID,
        first_name: 'Emma',
        last_name: 'Employee',
        email: 'employee@acme.example',
        phone: null,
        profile_image: null,
        employee_code: 'E-042',
        designation: 'Engineer',
        department_name: 'Engineering',
        version: 3,
        ...patch,
    };
}

export type FakeEmployeePortal = DataProvider & { [K in keyof EmployeePortalMethods]: Mock };

export function fakeEmployeePortal(overrides: Partial<Record<keyof EmployeePortalMethods, Mock>> = {}): FakeEmployeePortal {
    const base: Record<string, Mock> = {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne: vi.fn(),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(),
        update: vi.fn(),
        updateMany: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
        employeeJobs: vi.fn(async () => page<EmployeeJob>([])),
        employeeFilters: vi.fn(async () => ({ locations: ['Pune', 'Berlin'], departments: [{ id: DEPARTMENT_ID, name: 'Engineering' }], employment_types: ['FULL_TIME', 'CONTRACT'] })),
        employeeJob: vi.fn(async () => jobDetail()),
        employeeShareLink: vi.fn(async (jobId: string) => ({ job_id: jobId, title: 'Platform Engineer', url: shareLinkOf(jobId) })),
        employeeApply: vi.fn(async () => ({ data: { application_id: 'a1', job_id: JOB_ID, stage: 'Applied', applied_at: '2026-03-12T10:00:00.000Z' }, message: 'Application submitted successfully!' })),
        employeeAppliedJobs: vi.fn(async () => page([])),
        referPerson: vi.fn(async () => ({ data: referral(), message: 'Referral submitted successfully!' })),
        employeeReferrals: vi.fn(async () => page<Referral>([], 1, 0, 10)),
        employeeDashboard: vi.fn(),
        employeeProfile: vi.fn(async () => profile()),
        updateEmployeeProfile: vi.fn(async () => ({ data: profile(), message: 'Profile updated successfully!' })),
        onCareerPage: vi.fn(async () => true),
    };
    return { ...base, ...overrides } as unknown as FakeEmployeePortal;
}

/** The employee area at `path`, with `routes` mounted inside the area's layout. */
export function renderEmployeeArea(dataProvider: FakeEmployeePortal, path: string, routes: { path: string; element: ReactNode }[]) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/employee" element={<AreaLayout area="employee" />}>
                        {routes.map(route => (
                            <Route key={route.path} path={route.path} element={route.element} />
                        ))}
                    </Route>
                    <Route path="*" element={null} />
                </Routes>
                <LocationProbe />
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}
