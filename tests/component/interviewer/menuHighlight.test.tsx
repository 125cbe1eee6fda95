import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CandidateProfilePage from '../../../custom/interviewer/CandidateProfilePage';
import { InterviewerListPage } from '../../../custom/interviewer/InterviewerListPage';
import { toHttpError } from '../../../dataProvider/httpClient';
import { fakeInterviews, interviewDetails, INTERVIEW_ID, renderInArea, signedInAsInterviewer } from './interviewerTestUtils';

const tabs = ['Upcoming Interviews', 'Past Interviews', 'Profile Approval'] as const;

/** The bar's entries that say they are the current page. */
function highlighted(): string[] {
    const nav = screen.getByRole('navigation', { name: 'Section navigation' });
    return Array.from(nav.querySelectorAll('[aria-current="page"]')).map(link => link.textContent ?? '');
}

const candidatePage = [{ path: 'candidate-profile/:id', element: <CandidateProfilePage /> }];

describe('the interviewer bar on the candidate profile page', () => {
    signedInAsInterviewer();

    it.each([
        { isPast: true, isProfileReview: true, expected: 'Past Interviews' },
        { isPast: true, isProfileReview: false, expected: 'Past Interviews' },
        { isPast: false, isProfileReview: true, expected: 'Profile Approval' },
        { isPast: false, isProfileReview: false, expected: 'Upcoming Interviews' },
    ])('isPast=$isPast and isProfileReview=$isProfileReview highlight $expected, and only it', async ({ isPast, isProfileReview, expected }) => {
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => interviewDetails({ isPast, isProfileReview })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=${isPast}&isProfileReview=${isProfileReview}`, candidatePage);
        await screen.findByRole('heading', { name: 'Jane Doe' });
        expect(highlighted()).toEqual([expected]);
        // The page frame: the candidate is the bar's one h1, under the highlighted list as its breadcrumb.
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 }).map(heading => heading.textContent)).toEqual(['Jane Doe']);
        expect(within(bar).getByRole('heading', { level: 1 }).textContent).toBe('Jane Doe');
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link').textContent).toBe(expected);
        expect(dataProvider.getInterviewDetails).toHaveBeenCalledWith(INTERVIEW_ID, 'u1');
        for (const other of tabs.filter(tab => tab !== expected)) {
            expect(screen.getByRole('link', { name: other }).getAttribute('aria-current')).toBeNull();
        }
    });

    it('an interview that does not load is a headed page with the reason and the way back to its list', async () => {
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn().mockRejectedValue(toHttpError(404, JSON.stringify({ status: false, message: 'Record not found.' }))) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=true&isProfileReview=false`, candidatePage);
        expect(await screen.findByText('Record not found.')).toBeTruthy();
        // The bar's one h1 names the page (an alert alone left none); the list it came from stays highlighted and linked.
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 })).toEqual([within(bar).getByRole('heading', { level: 1, name: 'Interview not available' })]);
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link').getAttribute('href')).toBe('/interviewer/past-interviews');
        expect(highlighted()).toEqual(['Past Interviews']);
        expect(screen.getByRole('link', { name: 'Back to Past Interviews' }).getAttribute('href')).toBe('/interviewer/past-interviews');
    });

    it('takes the flags from the interview when the link came without them', async () => {
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => interviewDetails({ isPast: false, isProfileReview: true })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}`, candidatePage);
        await screen.findByRole('heading', { name: 'Jane Doe' });
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`));
        expect(highlighted()).toEqual(['Profile Approval']);
    });

    it.each([
        ['past' as const, 'Past Interviews', 'PAST'],
        ['approval' as const, 'Profile Approval', 'ALL'],
        ['upcoming' as const, 'Upcoming Interviews', 'UPCOMING'],
    ])('a card of the %s list opens the candidate page with its list still highlighted', async (kind, expected, filterOption) => {
        const details = interviewDetails({ isPast: kind === 'past', isProfileReview: kind === 'approval' });
        const dataProvider = fakeInterviews({
            getInterviewerInterviews: vi.fn(async () => ({ data: [details.interview], meta: { total: 1, perPage: 12, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 } })),
            getInterviewDetails: vi.fn(async () => details),
        });
        const listPath = { past: 'past-interviews', approval: 'profile-approval', upcoming: 'upcoming-interviews' }[kind];
        renderInArea(dataProvider, `/interviewer/${listPath}`, [{ path: listPath, element: <InterviewerListPage kind={kind} /> }, ...candidatePage]);
        fireEvent.click(await screen.findByRole('link', { name: /^Jane Doe/ }));
        await screen.findByRole('heading', { name: 'Jane Doe' });
        expect(highlighted()).toEqual([expected]);
        expect(dataProvider.getInterviewerInterviews).toHaveBeenCalledWith(expect.objectContaining({ filterOption, limit: 12, page: 1 }));
    });
});
