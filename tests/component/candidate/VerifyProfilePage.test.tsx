/**
 * verify-profile: the link a recruiter sends (/candidate/verify-profile?status=&id=)
 * shows the details held and changes nothing until the candidate answers; the
 * answer goes with the link's id, its button keeping the focus while it is
 * sent, the status that says it was recorded taking it after; a link for someone else is not answered;
 * and a signed-out candidate comes back to the link after signing in.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyProfilePage from '../../../custom/candidate/VerifyProfilePage';
import { returnPathOf } from '../../../custom/auth/LoginPage';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { CANDIDATE_ID, fakeCandidatePortal, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [{ path: 'verify-profile', element: <VerifyProfilePage /> }];

describe('verify-profile', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE' });
    });
    afterEach(() => clearCookies());

    it('shows the details, sends nothing on opening, and confirms with the link id on the click', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, `/candidate/verify-profile?status=CONFIRMED&id=${CANDIDATE_ID}`, routes);
        expect(await screen.findByText('chris@example.test')).toBeTruthy();
        expect(screen.getByText('Frontend Engineer')).toBeTruthy();
        expect(dataProvider.verifyProfile).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: 'Yes, these details are correct' }));
        await waitFor(() => expect(dataProvider.verifyProfile).toHaveBeenCalledWith('CONFIRMED', CANDIDATE_ID));
        expect((await screen.findByTestId('verification-status')).textContent).toBe('Thank you for confirming your details.');
    });

    it('offers the link status first and sends a dispute', async () => {
        const verifyProfile = vi.fn(async () => ({ data: { profile_verification: 'DISPUTED', profile_verified_at: '2026-03-12T10:00:00.000Z' }, message: 'Thank you: the recruiter will review your details.' }));
        renderCandidateArea(fakeCandidatePortal({ verifyProfile }), `/candidate/verify-profile?status=DISPUTED&id=${CANDIDATE_ID}`, routes);
        await screen.findByText('chris@example.test');
        const buttons = screen.getAllByRole('button').map(button => button.textContent);
        expect(buttons.indexOf('Something is wrong')).toBeLessThan(buttons.indexOf('Yes, these details are correct'));
        fireEvent.click(screen.getByRole('button', { name: 'Something is wrong' }));
        await waitFor(() => expect(verifyProfile).toHaveBeenCalledWith('DISPUTED', CANDIDATE_ID));
        // The page's own words (the server's message is English on every page), pointing to the fix.
        expect((await screen.findByTestId('verification-status')).textContent).toBe(
            'Thank you: the recruiter will review your details. Correct anything that is wrong on your profile: they see it there.',
        );
        // The answer given is not sent twice; a change of mind still can be.
        expect(screen.getByRole('button', { name: 'Something is wrong' }).hasAttribute('disabled')).toBe(true);
        expect(screen.getByRole('button', { name: 'Yes, these details are correct' }).hasAttribute('disabled')).toBe(false);
        expect(screen.getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe('/candidate/profile');
    });

    it('keeps the focus on the answer pressed while it is sent (the other waits, disabled), then gives it to the status saying it was recorded', async () => {
        const answer = deferred<{ data: { profile_verification: 'CONFIRMED'; profile_verified_at: string }; message: string }>();
        const verifyProfile = vi.fn(() => answer.promise);
        renderCandidateArea(fakeCandidatePortal({ verifyProfile }), `/candidate/verify-profile?status=CONFIRMED&id=${CANDIDATE_ID}`, routes);
        await screen.findByText('chris@example.test');
        const confirm = screen.getByRole('button', { name: 'Yes, these details are correct' });
        act(() => confirm.focus());
        fireEvent.click(confirm);
        await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBe('true'));
        expect(holdsFocus(confirm)).toBe(true);
        expect(screen.getByRole('button', { name: 'Something is wrong' }).hasAttribute('disabled')).toBe(true);
        fireEvent.click(confirm);
        expect(verifyProfile).toHaveBeenCalledTimes(1);
        act(() => answer.resolve({ data: { profile_verification: 'CONFIRMED', profile_verified_at: '2026-03-12T10:00:00.000Z' }, message: 'Thank you for confirming your details.' }));
        expect((await screen.findByTestId('verification-status')).textContent).toBe('Thank you for confirming your details.');
        expect(screen.getByRole('button', { name: 'Something is wrong' }).hasAttribute('disabled')).toBe(false);
        // The answer given is disabled now, which would drop the focus: the status takes it.
        expect(confirm.hasAttribute('disabled')).toBe(true);
        await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('verification-status')));
    });

    it('does not answer a link sent for someone else', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, '/candidate/verify-profile?status=CONFIRMED&id=99999999-9999-4999-8999-999999999999', routes);
        expect(await screen.findByText(/This link was sent for another person's details/)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Yes, these details are correct' })).toBeNull();
    });
});

describe('returning to the link after signing in', () => {
    it("goes back to a page of the user's own area, with its query", () => {
        expect(returnPathOf({ nextPathname: '/candidate/verify-profile', nextSearch: `?status=CONFIRMED&id=${CANDIDATE_ID}` }, '/candidate/jobs')).toBe(`/candidate/verify-profile?status=CONFIRMED&id=${CANDIDATE_ID}`);
        expect(returnPathOf({ nextPathname: '/candidate/offers/abc' }, '/candidate/jobs')).toBe('/candidate/offers/abc');
    });

    it('ignores another area, a foreign address and no state', () => {
        expect(returnPathOf({ nextPathname: '/corporate/active-jobs' }, '/candidate/jobs')).toBeNull();
        expect(returnPathOf({ nextPathname: '/candidates-elsewhere' }, '/candidate/jobs')).toBeNull();
        expect(returnPathOf({ nextPathname: 'https://evil.example/candidate/jobs' }, '/candidate/jobs')).toBeNull();
        expect(returnPathOf(null, '/candidate/jobs')).toBeNull();
    });
});
