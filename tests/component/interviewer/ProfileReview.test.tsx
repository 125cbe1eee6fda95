import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CandidateProfilePage from '../../../custom/interviewer/CandidateProfilePage';
import { fakeInterviews, interviewDetails, INTERVIEW_ID, renderInArea, signedInAsInterviewer } from './interviewerTestUtils';

const page = [{ path: 'candidate-profile/:id', element: <CandidateProfilePage /> }];

describe('a profile review on the candidate page', () => {
    signedInAsInterviewer();

    it('offers Approve and Reject instead of the feedback form, sends the decision with the note, and then says it', async () => {
        const pending = interviewDetails({ isProfileReview: true });
        const decided = { ...pending, interview: { ...pending.interview, profile_status: 'APPROVED' as const } };
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn().mockResolvedValueOnce(pending).mockResolvedValue(decided) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        await screen.findByRole('heading', { name: 'Jane Doe' });
        expect(screen.queryByRole('button', { name: 'Submit feedback' })).toBeNull();
        fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: ' Strong portfolio ' } });
        fireEvent.click(screen.getByRole('button', { name: 'Approve Jane Doe' }));
        await waitFor(() => expect(dataProvider.updateProfileStatus).toHaveBeenCalledWith({ interview_id: INTERVIEW_ID, profile_status: 'APPROVED', note: 'Strong portfolio' }));
        expect(await screen.findByText('You marked this profile Approved.')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Reject Jane Doe' })).toBeNull();
    });

    it("lists the application's other rounds, a later one too, under 'Other rounds'", async () => {
        const details = interviewDetails({ isProfileReview: true });
        const later = { interview_id: 'i-later', round: 'Technical', type: 'INTERVIEW', status: 'SCHEDULED', starts_at: '2099-01-05T10:00:00.000Z', result: null, profile_status: null, interviewers: ['Ines Interviewer'] };
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => ({ ...details, other_rounds: [later] })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        const section = (await screen.findByRole('heading', { name: 'Other rounds' })).closest('section') as HTMLElement;
        expect(within(section).getByText('Technical')).toBeTruthy();
        expect(within(section).getByText(/Ines Interviewer/)).toBeTruthy();
    });

    it('shows the server refusal and lets the interviewer try again', async () => {
        const dataProvider = fakeInterviews({
            getInterviewDetails: vi.fn(async () => interviewDetails({ isProfileReview: true })),
            updateProfileStatus: vi.fn().mockRejectedValue({ status: 409, body: { status: false, message: 'This profile has already been reviewed.' } }),
        });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        fireEvent.click(await screen.findByRole('button', { name: 'Approve Jane Doe' }));
        expect((await screen.findByRole('alert')).textContent).toBe('This profile has already been reviewed.');
        expect((screen.getByRole('button', { name: 'Approve Jane Doe' }) as HTMLButtonElement).disabled).toBe(false);

        // A refused rejection stays in its confirmation, in the server's words.
        fireEvent.click(screen.getByRole('button', { name: 'Reject Jane Doe' }));
        const dialog = await screen.findByRole('dialog', { name: 'Reject this profile?' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
        expect((await within(dialog).findByRole('alert')).textContent).toBe('This profile has already been reviewed.');
    });

    it('asks before rejecting (a decision is final), sends nothing on Cancel, and then moves the focus to the decision', async () => {
        const pending = interviewDetails({ isProfileReview: true });
        const decided = { ...pending, interview: { ...pending.interview, status: 'COMPLETED' as const, profile_status: 'REJECTED' as const } };
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn().mockResolvedValueOnce(pending).mockResolvedValue(decided) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        fireEvent.click(await screen.findByRole('button', { name: 'Reject Jane Doe' }));
        let dialog = await screen.findByRole('dialog', { name: 'Reject this profile?' });
        expect(within(dialog).getByText('Jane Doe')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(dataProvider.updateProfileStatus).not.toHaveBeenCalled();

        fireEvent.click(screen.getByRole('button', { name: 'Reject Jane Doe' }));
        dialog = await screen.findByRole('dialog', { name: 'Reject this profile?' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
        await waitFor(() => expect(dataProvider.updateProfileStatus).toHaveBeenCalledWith({ interview_id: INTERVIEW_ID, profile_status: 'REJECTED', note: null }));
        const sentence = await screen.findByText('You marked this profile Rejected.');
        await waitFor(() => expect(document.activeElement).toBe(sentence.closest('[role="alert"]')));
    });

    it("shows a review's own status once in its header, not the interview's beside it (\"Pending Pending\")", async () => {
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => interviewDetails({ isProfileReview: true })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        await screen.findByRole('button', { name: 'Approve Jane Doe' });
        expect(screen.getAllByText('Pending')).toHaveLength(1);
    });

    it('names a decided profile review among the other rounds with its decision, not as a completed round', async () => {
        const details = interviewDetails();
        const review = { interview_id: 'i-review', round: 'Screening', type: 'PROFILE_REVIEW', status: 'COMPLETED', starts_at: '2026-02-20T10:00:00.000Z', result: null, profile_status: 'REJECTED', interviewers: ['Ines Interviewer'] };
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => ({ ...details, other_rounds: [review] })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=false`, page);
        const section = (await screen.findByRole('heading', { name: 'Other rounds' })).closest('section') as HTMLElement;
        expect(within(section).getByText('Profile review')).toBeTruthy();
        expect(within(section).getByText('Rejected')).toBeTruthy();
        expect(within(section).queryByText('Completed')).toBeNull();
    });

    it('names its columns with headings that go down one level at a time (axe\'s heading-order): h1 the candidate, h2 each column, h3 its sections', async () => {
        const dataProvider = fakeInterviews({ getInterviewDetails: vi.fn(async () => interviewDetails({ isProfileReview: true })) });
        renderInArea(dataProvider, `/interviewer/candidate-profile/${INTERVIEW_ID}?isPast=false&isProfileReview=true`, page);
        await screen.findByRole('button', { name: 'Approve Jane Doe' });
        const headings = screen.getAllByRole('heading').map(heading => [Number(heading.tagName.slice(1)), heading.textContent]);
        expect(headings).toEqual([
            [1, 'Jane Doe'],
            [2, 'Candidate profile'],
            [3, 'Profile'],
            [3, 'Resume'],
            [3, 'Screening answers'],
            [3, 'Other rounds'],
            [2, 'Profile review'],
        ]);
        expect(screen.getByRole('complementary', { name: 'Candidate profile' })).toBeTruthy();
    });
});
