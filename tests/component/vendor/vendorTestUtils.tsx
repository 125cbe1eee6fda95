/**
 * Test wiring for the vendor area: answers as the vendor routes send them, a
 * fake dataProvider whose vendor methods are vi.fn (uploads go through the
 * real dataProvider/vendorPortal.ts methods unless a test replaces them, so
 * a stubbed XMLHttpRequest drives their progress), and the area rendered at a
 * path inside its layout (bar, guard).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { AreaLayout } from '../../../custom/shell/layouts';
import { ToastHost } from '../../../ui/toast';
import { vendorPortalMethods, type VendorJob, type VendorJobDetail, type VendorPage, type VendorPortalMethods, type VendorProfile, type VendorSubmission } from '../../../dataProvider/vendorPortal';
import { LocationProbe } from '../shell/shellTestUtils';

export const VENDOR_USER_ID = '11111111-1111-4111-8111-111111111111';
export const JOB_ID = '55555555-5555-4555-8555-555555555555';

export function page<T>(data: T[], currentPage = 1, total = data.length, perPage = 10): VendorPage<T> {
    const pageCount = Math.ceil(total / perPage);
    return { data, meta: { total, perPage, currentPage, nextPage: currentPage < pageCount ? currentPage + 1 : null, previousPage: currentPage > 1 ? currentPage - 1 : null, pageCount } };
}

export function vendorJob(patch: Partial<VendorJob> = {}): VendorJob {
    return {
        id: JOB_ID,
        title: 'Platform Engineer',
        employment_type: 'FULL_TIME',
        position_category_name: 'Engineering',
        job_locations: ['Pune'],
        skills: ['Go', 'Kubernetes'],
        min_experience: 2,
        max_experience: 6,
        salary_min: null,
        salary_max: null,
        currency: null,
        openings: 2,
        posted_date: '2026-03-01',
        job_deadline: null,
        screening_question_count: 2,
        my_submissions: 0,
        ...patch,
    };
}

export function vendorJobDetail(patch: Partial<VendorJobDetail> = {}): VendorJobDetail {
    return {
        ...vendorJob(),
        description: '<p>Build the platform.</p>',
        screening_questions: [
            { id: 'q1', question: 'Notice period in days?', type: 'NUMBER', required: true },
            { id: 'q2', question: 'Willing to relocate?', type: 'YES_NO', required: false },
        ],
        ...patch,
    };
}

export function submission(patch: Partial<VendorSubmission> = {}): VendorSubmission {
    return {
        application_id: 'a1',
        user_id: '66666666-6666-4666-8666-666666666666',
        candidate_name: 'Priya Shah',
        email: 'priya@example.test',
        phone: '+91 98765 43210',
        job: { id: JOB_ID, title: 'Platform Engineer' },
        stage: 'Applied',
        interviews: [],
        submitted_at: '2026-03-02T10:00:00.000Z',
        ownership_until: '2026-05-31T10:00:00.000Z',
        ownership_active: true,
        ...patch,
    };
}

export function vendorProfile(patch: Partial<VendorProfile> = {}): VendorProfile {
    return {
        id: VENDOR_USER_ID,
        vendor_id: '77777777-7777-4777-8777-777777777777',
        email: 'vendor@acme.example',
        first_name: 'Victor',
        last_name: 'Vendor',
        profile_image: null,
        company_name: 'Talent Bridge',
        phone: null,
        website: null,
        city: 'Pune',
        version: 2,
        ...patch,
    };
}

export type FakeVendorPortal = DataProvider & { [K in keyof VendorPortalMethods]: Mock };

export function fakeVendorPortal(overrides: Partial<Record<keyof VendorPortalMethods, Mock>> = {}): FakeVendorPortal {
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
        vendorJobs: vi.fn(async () => page([vendorJob()])),
        vendorJob: vi.fn(async () => vendorJobDetail()),
        vendorFilters: vi.fn(async () => ({ jobs: [{ id: JOB_ID, title: 'Platform Engineer' }], skillNames: ['Go', 'Kubernetes'], locations: ['Mumbai', 'Pune'] })),
        // The real uploads: the test's XMLHttpRequest stub answers them.
        vendorParseResume: vi.fn(vendorPortalMethods.vendorParseResume),
        vendorAddApplicant: vi.fn(async () => ({ data: submission(), message: 'Applicant submitted successfully!' })),
        vendorAddApplicantsBulk: vi.fn(vendorPortalMethods.vendorAddApplicantsBulk),
        vendorApplicants: vi.fn(async () => page([submission()])),
        vendorScreeningResponse: vi.fn(async () => ({ candidateResponse: [] })),
        vendorDashboard: vi.fn(),
        vendorProfile: vi.fn(async () => vendorProfile()),
        updateVendorProfile: vi.fn(async () => ({ data: vendorProfile(), message: 'Profile updated successfully!' })),
        vendorProfileImage: vi.fn(vendorPortalMethods.vendorProfileImage),
        vendorRefusedSubmissions: vi.fn(async () => page([])),
    };
    return { ...base, ...overrides } as unknown as FakeVendorPortal;
}

/** The vendor area at `path`, with `routes` mounted inside the area's layout. */
export function renderVendorArea(dataProvider: FakeVendorPortal, path: string, routes: { path: string; element: ReactNode }[]) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/vendors" element={<AreaLayout area="vendor" />}>
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
