/**
 * The console on a host without a workspace (SPEC section 8): whatever path
 * was opened, the company-not-found page shows the server's message (or the
 * fallback) and the address becomes /company-not-found?inactive=...; no
 * sign-in form, and the title says why instead of a bare "ATS". With the
 * check's answer written into the page by the server (dataProvider/bootData.ts),
 * the first render is the page itself, and nothing is asked.
 */
import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App';
import { preloadPublicPage } from '../../../custom/routes/publicRoutes';
import { useWorkspaceBoot } from '../../../custom/useWorkspaceBoot';
import { session } from '../../../dataProvider/session';
import { acmeCompany, clearAllCookies, jsonResponse, mockFetch } from '../../unit/dataProvider/fetchMock';

let location = '';
function LocationProbe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
}

function renderAt(path: string) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <App />
            <LocationProbe />
        </MemoryRouter>,
    );
}

beforeEach(() => {
    clearAllCookies();
    document.title = 'ATS';
});
afterEach(() => {
    document.getElementById('ats-boot')?.remove();
    vi.unstubAllGlobals();
});

/** The block the server writes before </head> (server/lib/consoleHtml.ts). */
function writeBootBlock(text: string): void {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'ats-boot';
    block.textContent = text;
    document.head.append(block);
}

describe('workspace check failure', () => {
    it.each(['/', '/corporate-login', '/corporate/department-onboarding'])('an unknown host opened at %s shows the server message on company-not-found', async path => {
        mockFetch(jsonResponse(404, { status: false, message: 'Workspace not found!', companyDetails: null }));
        renderAt(path);
        expect(await screen.findByRole('heading', { name: 'Workspace unavailable' })).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toBe('Workspace not found!');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=false'));
        expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
        expect(screen.queryByLabelText(/password/i)).toBeNull();
        expect(document.title).toBe('Workspace unavailable - ATS');
    });

    it('an inactive workspace lands on inactive=true with its message', async () => {
        mockFetch(jsonResponse(403, { status: false, message: 'Workspace is inactive!', companyDetails: null }));
        renderAt('/corporate-login');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=true'));
        expect((await screen.findByRole('alert')).textContent).toBe('Workspace is inactive!');
    });

    it('a check that never gets an answer shows the fallback message', async () => {
        mockFetch(new TypeError('Failed to fetch'));
        renderAt('/');
        expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong! Please try again later');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=false'));
    });
});

describe("the check's answer in the page", () => {
    it('renders the page at once, branded, with no request and the company details stored', async () => {
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany } }));
        const fetchMock = mockFetch(jsonResponse(500, { status: false, message: 'not asked' }));
        // As main.tsx does: the sign-in page's chunk before the first render.
        await preloadPublicPage('/corporate-login');
        renderAt('/corporate-login');
        // No findBy: the first commit is the page, not the loading screen.
        expect(screen.getByRole('heading', { name: 'Sign in to your workspace' })).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(document.title).toBe('AcmeHire ATS');
        expect(session.getCompany()).toEqual(acmeCompany);
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it("is branded before the page's own effects run, so the page's tab title stays", () => {
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany } }));
        mockFetch(jsonResponse(500, { status: false, message: 'not asked' }));
        function TitledPage() {
            useEffect(() => {
                document.title = 'Job Postings | AcmeHire ATS';
            }, []);
            return null;
        }
        function Booted() {
            useWorkspaceBoot();
            return <TitledPage />;
        }
        render(<Booted />);
        expect(document.title).toBe('Job Postings | AcmeHire ATS');
    });

    it.each([
        ['an unknown host', 'Workspace not found!', 'false'],
        ['an inactive workspace', 'Workspace is inactive!', 'true'],
    ])('%s goes to company-not-found with the message, without asking', async (_, message, inactive) => {
        writeBootBlock(JSON.stringify({ workspace: { status: false, message, companyDetails: null } }));
        const fetchMock = mockFetch(jsonResponse(200, { status: true, companyDetails: acmeCompany }));
        renderAt('/corporate-login');
        expect(screen.getByRole('heading', { name: 'Workspace unavailable' })).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toBe(message);
        await waitFor(() => expect(location).toBe(`/company-not-found?inactive=${inactive}`));
        expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
        expect(document.title).toBe('Workspace unavailable - ATS');
        expect(session.getCompany()).toBeNull();
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it.each([
        ['a block cut short', '{"workspace":{"status":tr'],
        ['a block without the check', '{}'],
    ])('%s: the page asks, as without one', async (_, text) => {
        writeBootBlock(text);
        const fetchMock = mockFetch(jsonResponse(200, { status: true, companyDetails: acmeCompany }));
        renderAt('/corporate-login');
        expect(await screen.findByRole('heading', { name: 'Sign in to your workspace' })).toBeTruthy();
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(String(fetchMock.mock.calls[0][0])).toContain('/api/check-workspace');
    });
});
