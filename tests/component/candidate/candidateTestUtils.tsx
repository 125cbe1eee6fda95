/**
 * Test wiring for the candidate area: answers as the candidate routes send
 * them, a fake dataProvider whose candidate methods are vi.fn, and the area
 * rendered at a path inside its layout (bar, guard) with the real pages, as
 * custom/routes/areas/CandidateArea.tsx declares them.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { AreaLayout } from '../../../custom/shell/layouts';
import { ToastHost } from '../../../ui/toast';
import type { CandidateJob, CandidateOffer, CandidatePortalMethods, CandidateProfile, Page } from '../../../dataProvider/candidatePortal';
import { LocationProbe } from '../shell/shellTestUtils';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';
export const OFFER_ID = '44444444-4444-4444-8444-444444444444';

export function page<T>(data: T[], currentPage = 1, total = data.length, perPage = 10): Page<T> {
    const pageCount = Math.ceil(total / perPage);
    return {
        data,
        meta: { total, perPage, currentPage, nextPage: currentPage < pageCount ? currentPage + 1 : null, previousPage: currentPage > 1 ? currentPage - 1 : null, pageCount },
    };
}

export function job(patch: Partial<CandidateJob> = {}): CandidateJob {
    return {
        id: '55555555-5555-4555-8555-555555555555',
        title: 'Platform Engineer',
        description: null,
        position_category_id: null,
        position_category_name: 'Engineering',
        employment_type: 'FULL_TIME',
        job_locations: ['Pune'],
        skills: ['Go'],
        min_experience: 2,
        max_experience: 6,
        salary_min: null,
        salary_max: null,
        currency: null,
        posted_date: '2026-03-01',
        screening_questions: [],
        free: true,
        applied: false,
        ...patch,
    };
}

export function profile(patch: Partial<CandidateProfile> = {}): CandidateProfile {
    return {
        id: USER_ID,
        candidate_id: CANDIDATE_ID,
        email: 'chris@example.test',
        first_name: 'Chris',
        last_name: 'Candidate',
        phone: '+91 98765 43210',
        experience_years: 4,
        skills: ['TypeScript', 'React'],
        city: 'Pune',
        current_title: 'Frontend Engineer',
        education: ['B.E. Computer Science'],
        resume: { file_id: 'f1', name: 'chris-cv.pdf', uploaded_at: '2026-02-01T10:00:00.000Z' },
        profile_verification: null,
        profile_verified_at: null,
        version: 3,
        ...patch,
    };
}

export function offer(patch: Partial<CandidateOffer> = {}): CandidateOffer {
    return {
        id: OFFER_ID,
        application_id: 'a0000000-0000-4000-8000-000000000001',
        job_title: 'Platform Engineer',
        candidate_name: 'Chris Candidate',
        annual_ctc: 1200000,
        currency: 'INR',
        joining_date: '2026-04-01',
        expires_on: '2026-03-31',
        offer_status: 'SENT',
        // Only a SENT offer is answered; a fixture of another status is not.
        can_answer: (patch.offer_status ?? 'SENT') === 'SENT',
        letter: 'Dear Chris,\nWe are pleased to offer you the position of Platform Engineer.',
        decline_reason: null,
        answered_at: null,
        sent_at: '2026-03-10T09:00:00.000Z',
        ...patch,
    };
}

export type FakeCandidatePortal = DataProvider & { [K in keyof CandidatePortalMethods]: Mock };

export function fakeCandidatePortal(overrides: Partial<Record<keyof CandidatePortalMethods, Mock>> = {}): FakeCandidatePortal {
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
        candidateJobs: vi.fn(async () => page<CandidateJob>([])),
        jobCategories: vi.fn(async () => []),
        applyToJob: vi.fn(async () => ({ data: { application_id: 'a1', job_id: 'j1', stage: 'Applied', applied_at: '2026-03-12T10:00:00.000Z' }, message: 'Application submitted successfully!' })),
        privacyNotice: vi.fn(async () => ({ version: 2, text: 'We keep your details to consider you for jobs.', updated_at: '2026-01-01T00:00:00.000Z' })),
        appliedJobs: vi.fn(async () => page([])),
        candidateProfile: vi.fn(async () => profile()),
        updateCandidateProfile: vi.fn(async () => ({ data: profile(), message: 'Profile updated successfully!' })),
        candidateOffers: vi.fn(async () => [offer()]),
        candidateOffer: vi.fn(async () => offer()),
        acceptOffer: vi.fn(async () => ({ data: offer({ offer_status: 'ACCEPTED', answered_at: '2026-03-12T10:00:00.000Z' }), message: 'Offer accepted.' })),
        declineOffer: vi.fn(async () => ({ data: offer({ offer_status: 'DECLINED', answered_at: '2026-03-12T10:00:00.000Z', decline_reason: 'Relocating' }), message: 'Offer declined.' })),
        verifyProfile: vi.fn(async () => ({ data: { profile_verification: 'CONFIRMED', profile_verified_at: '2026-03-12T10:00:00.000Z' }, message: 'Thank you for confirming your details.' })),
        exportMyData: vi.fn(),
        // The profile's city field searches the city list (custom/cities/CityInput.tsx).
        searchCities: vi.fn(async () => []),
        eraseMyAccount: vi.fn(),
    };
    return { ...base, ...overrides } as unknown as FakeCandidatePortal;
}

/** The candidate area at `path`, with `routes` mounted inside the area's layout. */
export function renderCandidateArea(dataProvider: FakeCandidatePortal, path: string, routes: { path: string; element: ReactNode }[], authProvider?: AuthProvider) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/candidate" element={<AreaLayout area="candidate" />}>
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
