/**
 * Test wiring for the interviewer area: an interview's details as
 * get-interview-details answers them, a fake dataProvider whose interviews
 * methods are vi.fn, and the area rendered at a path with its layout (bar,
 * guard) around the real pages, as InterviewerArea.tsx declares them.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { AreaLayout } from '../../../custom/shell/layouts';
import { ToastHost } from '../../../ui/toast';
import type { InterviewDetails, InterviewsMethods } from '../../../dataProvider/interviews';
import { clearCookies, LocationProbe, signIn, stubViewport } from '../shell/shellTestUtils';

export const INTERVIEW_ID = '22222222-2222-4222-8222-222222222222';

const criteria = ['Strong Response', 'Needs Improvement', 'Weak Response'].map((label, index) => ({
    id: `eval_criteria_${index + 1}`,
    label,
    value: label,
    level: (['STRONG', 'NEEDS_IMPROVEMENT', 'WEAK'] as const)[index],
}));

export function interviewDetails(patch: { isPast?: boolean; isProfileReview?: boolean } = {}): InterviewDetails {
    const isProfileReview = patch.isProfileReview ?? false;
    return {
        interview: {
            id: INTERVIEW_ID,
            type: isProfileReview ? 'PROFILE_REVIEW' : 'INTERVIEW',
            status: 'PENDING',
            result: null,
            profile_status: isProfileReview ? 'PENDING' : null,
            job: { id: 'j1', title: 'Platform Engineer' },
            application_id: 'a1',
            candidate: { id: 'c1', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test' },
            round: { id: 'r1', name: 'Technical' },
            interviewers: [{ id: 'u1', first_name: 'Asha', last_name: 'Rao', email: 'asha@example.test', recommendation: null, submitted_at: null }],
            starts_at: '2026-03-03T09:00:00.000Z',
            ends_at: '2026-03-03T10:00:00.000Z',
            duration_minutes: 60,
            time_zone: 'Asia/Kolkata',
            mode: 'VIDEO',
            link: 'https://meet.example.test/abc',
            place: null,
            note: null,
            question_group_ids: ['communication'],
            sequence: 0,
            is_past: patch.isPast ?? false,
            reschedule_history: [],
            version: 1,
            created_at: '2026-03-01T09:00:00.000Z',
            updated_at: '2026-03-01T09:00:00.000Z',
            questions: [
                { id: 'communication_1', group_id: 'communication', group_label: 'Communication', label: 'Explain a hard idea simply.', value: 'Explain a hard idea simply.', criteria, custom: false },
            ],
        },
        userApplication: {
            id: 'a1',
            stage: 'Interview',
            source: 'LinkedIn',
            created_at: '2026-02-01T09:00:00.000Z',
            candidate: {
                id: 'c1',
                first_name: 'Jane',
                last_name: 'Doe',
                email: 'jane@example.test',
                phone: null,
                current_title: 'Engineer',
                experience_years: 5,
                skills: ['TypeScript'],
                education: [],
                city: 'Pune',
            },
            resume: null,
        },
        JobScreeningQuestion: [{ question_id: 'q1', question: 'Notice period?', answer: '30 days' }],
        job_id: 'j1',
        user_id: 'c1',
        other_rounds: [],
        my_feedback: null,
        isPast: patch.isPast ?? false,
        isProfileReview,
    };
}

export type FakeInterviews = DataProvider & { [K in keyof InterviewsMethods]: Mock };

export function fakeInterviews(overrides: Partial<Record<keyof InterviewsMethods, Mock>> = {}): FakeInterviews {
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
        getInterviewDetails: vi.fn(async () => interviewDetails()),
        getInterviewerInterviews: vi.fn(async () => ({ data: [], meta: { total: 0, perPage: 12, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 } })),
        updateFeedback: vi.fn(async () => ({ feedback: null })),
        regenerateQuestion: vi.fn(),
        updateProfileStatus: vi.fn(async () => 'Profile status updated successfully!'),
        interviewerResumeBlob: vi.fn(async () => new Blob()),
    };
    return { ...base, ...overrides } as unknown as FakeInterviews;
}

/** The interviewer area at `path`, with `page` mounted at its route pattern inside the area's layout. */
export function renderInArea(dataProvider: FakeInterviews, path: string, routes: { path: string; element: ReactNode }[]) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/interviewer" element={<AreaLayout area="interviewer" />}>
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

/** Each test of the calling describe block runs signed in as an interviewer on a wide screen. */
export function signedInAsInterviewer(): void {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'INTERVIEWER' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });
}
