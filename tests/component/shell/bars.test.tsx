import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileImageUrl } from '../../../dataProvider/images';
import { session } from '../../../dataProvider/session';
import { EmployeeBar, InterviewerBar, interviewerTabFor, VendorBar } from '../../../custom/shell/bars';
import { RequireArea } from '../../../custom/shell/RequireArea';
import { PagePreloadContext } from '../../../ui/menuContext';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

const openAccountMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
const menuItems = () => screen.getAllByRole('menuitem').map(item => item.textContent);

describe('area bars', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('offers Switch To to a recruiter whose secondary role is INTERVIEWER, and switching goes to /corporate', () => {
        signIn({ role_name: 'RECRUITER', secondary_role: 'INTERVIEWER' });
        renderInAdmin(<InterviewerBar />, { path: '/interviewer/dashboard' });
        openAccountMenu();
        expect(menuItems()).toEqual(['Profile', 'Switch To Recruiter', 'Change Password', 'Language: हिन्दी', 'Log Out']);

        fireEvent.click(screen.getByRole('menuitem', { name: 'Switch To Recruiter' }));
        expect(session.getUser()?.secondary_role).toBeNull();
        expect(session.getUser()?.role_name).toBe('RECRUITER');
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
    });

    it('hides Switch To from a plain interviewer', () => {
        signIn({ role_name: 'INTERVIEWER' });
        renderInAdmin(<InterviewerBar />, { path: '/interviewer/dashboard' });
        openAccountMenu();
        expect(menuItems()).toEqual(['Profile', 'Change Password', 'Language: हिन्दी', 'Log Out']);
    });

    it('gives vendors and employees Profile, the language switch and Log Out', () => {
        signIn({ role_name: 'VENDOR' });
        const { unmount } = renderInAdmin(<VendorBar />, { path: '/vendors/dashboard' });
        expect(screen.getByRole('link', { name: 'Applicants' }).getAttribute('href')).toBe('/vendors/applications');
        openAccountMenu();
        expect(menuItems()).toEqual(['Profile', 'Language: हिन्दी', 'Log Out']);
        unmount();

        signIn({ role_name: 'EMPLOYEE' });
        renderInAdmin(<EmployeeBar />, { path: '/employee/dashboard' });
        openAccountMenu();
        expect(menuItems()).toEqual(['Profile', 'Language: हिन्दी', 'Log Out']);
    });

    it("shows the account's own picture, and a new one as soon as its profile page writes it", () => {
        const user = signIn({ role_name: 'VENDOR', profile_image: 'vendor-face.png' });
        renderInAdmin(<VendorBar />, { path: '/vendors/dashboard' });
        const avatar = () => screen.getByRole('button', { name: 'Account menu' }).querySelector('img');
        expect(avatar()?.getAttribute('src')).toBe(profileImageUrl('vendor-face.png'));

        act(() => session.setUser({ ...user, first_name: 'Zara', profile_image: 'https://cdn.example.org/new-face.png' }));
        expect(avatar()?.getAttribute('src')).toBe('https://cdn.example.org/new-face.png');

        // Without a picture, the name's first letter.
        act(() => session.setUser({ ...user, profile_image: null }));
        expect(avatar()).toBeNull();
        expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('A');
    });

    it("fetches a link's page while the pointer or the focus is on it, before the click", () => {
        signIn({ role_name: 'VENDOR' });
        const preloadPageAt = vi.fn();
        renderInAdmin(
            <PagePreloadContext.Provider value={preloadPageAt}>
                <VendorBar />
            </PagePreloadContext.Provider>,
            { path: '/vendors/dashboard' },
        );
        fireEvent.pointerEnter(screen.getByRole('link', { name: 'Job Openings' }));
        expect(preloadPageAt).toHaveBeenLastCalledWith('/vendors/job-openings');
        fireEvent.focus(screen.getByRole('link', { name: 'Applicants' }));
        expect(preloadPageAt).toHaveBeenLastCalledWith('/vendors/applications');
        expect(preloadPageAt).toHaveBeenCalledTimes(2);
    });

    it('highlights the interviewer tab from the candidate-profile query flags', () => {
        const tab = (search: string) => interviewerTabFor('/interviewer/candidate-profile/7', new URLSearchParams(search));
        expect(tab('isPast=true')).toBe('past');
        expect(tab('isPast=false&isProfileReview=true')).toBe('approval');
        expect(tab('isProfileReview=false')).toBe('upcoming');
        expect(tab('')).toBe('upcoming');
    });
});

describe('RequireArea', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => clearCookies());

    const guarded = (
        <Routes>
            <Route path="/corporate" element={<RequireArea area="corporate">corporate home</RequireArea>} />
            <Route path="/vendors/dashboard" element={<RequireArea area="vendor">vendor home</RequireArea>} />
            <Route path="*" element={null} />
        </Routes>
    );

    it.each([
        ['a signed-out visitor of /corporate', null, '/corporate', '/corporate-login'],
        ['a signed-out visitor of the vendor area', null, '/vendors/dashboard', '/vendors/login'],
        ['a vendor opening /corporate', 'VENDOR', '/corporate', '/vendors/dashboard'],
        ['a recruiter in interviewer mode opening /corporate (they hold both areas)', 'RECRUITER+INTERVIEWER', '/corporate', '/corporate'],
        ['an admin opening /corporate', 'CORPORATE', '/corporate', '/corporate'],
    ] as const)('sends %s to the right place', (_label, who, path, expected) => {
        if (who === 'RECRUITER+INTERVIEWER') signIn({ role_name: 'RECRUITER', secondary_role: 'INTERVIEWER' });
        else if (who) signIn({ role_name: who });
        renderInAdmin(guarded, { path });
        expect(screen.getByTestId('location').textContent).toBe(expected);
    });
});
