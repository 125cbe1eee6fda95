/**
 * The candidate area's bar: its navigation (Jobs, Applied Jobs, Offers, My
 * Data, the current one marked) and the account menu (Profile, Change
 * Password, Log Out; no Switch To), and no corporate sidebar around the area.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CandidateBar } from '../../../custom/shell/bars';
import { clearCookies, renderInAdmin, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, renderCandidateArea } from './candidateTestUtils';

describe('candidate bar', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'CANDIDATE', first_name: 'Chris', last_name: 'Candidate' });
    });
    afterEach(() => clearCookies());

    it('links the four pages, marks the current one, and offers Profile, Change Password and Log Out', async () => {
        renderInAdmin(<CandidateBar />, { path: '/candidate/offers/abc' });
        const nav = screen.getByRole('navigation', { name: 'Section navigation' });
        const links = within(nav).getAllByRole('link');
        expect(links.map(link => [link.textContent, link.getAttribute('href')])).toEqual([
            ['Jobs', '/candidate/jobs'],
            ['Applied Jobs', '/candidate/applied-jobs'],
            ['Offers', '/candidate/offers'],
            ['My Data', '/candidate/my-data'],
        ]);
        expect(within(nav).getByRole('link', { name: 'Offers' }).getAttribute('aria-current')).toBe('page');
        expect(within(nav).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
        expect(screen.getAllByRole('menuitem').map(item => item.textContent)).toEqual(['Profile', 'Change Password', 'Language: हिन्दी', 'Log Out']);
        fireEvent.click(screen.getByRole('menuitem', { name: 'Change Password' }));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidate/change-password'));
        fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
        fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidate/profile'));
    });

    it('has no corporate sidebar around the area', async () => {
        renderCandidateArea(fakeCandidatePortal(), '/candidate/jobs', [{ path: 'jobs', element: <p>jobs page</p> }]);
        expect(await screen.findByText('jobs page')).toBeTruthy();
        expect(screen.queryByText('Onboarding')).toBeNull();
        expect(screen.getAllByRole('navigation').map(nav => nav.getAttribute('aria-label'))).toEqual(['Section navigation']);
    });
});
