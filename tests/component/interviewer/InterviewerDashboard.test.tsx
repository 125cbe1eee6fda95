/** The interviewer dashboard's tiles: each figure with its words, leading to the list that holds those interviews. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InterviewerDashboard from '../../../custom/interviewer/InterviewerDashboard';
import { fakeInterviews, renderInArea, signedInAsInterviewer } from './interviewerTestUtils';

describe('the interviewer dashboard', () => {
    signedInAsInterviewer();

    it('leads each tile to the list holding its interviews: feedback still owed is on the past list, not the upcoming one', async () => {
        const dataProvider = fakeInterviews({
            dashboardAnalytics: vi.fn(async () => ({ upcoming_today: 1, upcoming_week: 2, feedback_pending: 3, completed: 4, no_shows: 5, profile_reviews_pending: 6 })),
            monthlyCounts: vi.fn(async () => []),
            marksDistribution: vi.fn(async () => ({ levels: [], results: [] })),
            myCalibration: vi.fn(() => new Promise(() => undefined)),
        });
        renderInArea(dataProvider, '/interviewer/dashboard', [{ path: 'dashboard', element: <InterviewerDashboard /> }]);
        await screen.findByText('3');
        const tiles = within(screen.getByRole('main')).getAllByRole('listitem').map(tile => {
            const link = within(tile).getByRole('link');
            return [link.textContent, link.getAttribute('href')];
        });
        expect(tiles).toEqual([
            ['1Today', '/interviewer/upcoming-interviews'],
            ['2Next 7 days', '/interviewer/upcoming-interviews'],
            ['3Feedback pending', '/interviewer/past-interviews'],
            ['4Completed', '/interviewer/past-interviews'],
            ['5No-shows', '/interviewer/past-interviews'],
            ['6Profiles to review', '/interviewer/profile-approval'],
        ]);
    });

    it("asks for the signed-in person's own figures, so a lead recruiter interviewing here does not get the workspace's", async () => {
        const monthlyCounts = vi.fn(async () => []);
        const marksDistribution = vi.fn(async () => ({ levels: [], results: [] }));
        const dataProvider = fakeInterviews({
            dashboardAnalytics: vi.fn(async () => ({ upcoming_today: 0, upcoming_week: 0, feedback_pending: 0, completed: 0, no_shows: 0, profile_reviews_pending: 0 })),
            monthlyCounts,
            marksDistribution,
            myCalibration: vi.fn(() => new Promise(() => undefined)),
        });
        renderInArea(dataProvider, '/interviewer/dashboard', [{ path: 'dashboard', element: <InterviewerDashboard /> }]);
        await waitFor(() => expect(monthlyCounts).toHaveBeenCalledWith(new Date().getFullYear(), 'u1'));
        expect(marksDistribution).toHaveBeenCalledWith(new Date().getFullYear(), 'u1');
    });
});
