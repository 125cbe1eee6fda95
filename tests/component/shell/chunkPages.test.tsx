/**
 * Pages in chunks of their own (ui/preloadable.tsx): drawn once the chunk is in, with the
 * page-loading indicator until then and never a Suspense fallback, whose replacement React 19
 * holds back for up to 300 ms (docs/performance.md, "No fallback to wait out").
 */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkComponent } from '../../../ui/preloadable';
import { deferred } from '../../helpers/deferred';

function Greeting({ name }: { name: string }) {
    return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
    override state = { error: null };
    static getDerivedStateFromError(error: Error) {
        return { error: error.message };
    }
    override render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
    }
}

/** A Suspense boundary whose fallback counts how often it was drawn. */
function renderInSuspense(ui: ReactNode) {
    const fallbackDrawn = vi.fn();
    function Fallback() {
        fallbackDrawn();
        return <p>fallback</p>;
    }
    render(
        <Boundary>
            <Suspense fallback={<Fallback />}>{ui}</Suspense>
        </Boundary>,
    );
    return fallbackDrawn;
}

describe('chunkComponent', () => {
    it('shows its loading element until the chunk is in, then the page with its props, without suspending', async () => {
        const chunk = deferred<{ default: typeof Greeting }>();
        const load = vi.fn(() => chunk.promise);
        const Page = chunkComponent(load, <p>Loading page</p>);
        const fallbackDrawn = renderInSuspense(<Page name="Asha" />);

        expect(screen.getByText('Loading page')).toBeTruthy();
        await act(async () => chunk.resolve({ default: Greeting }));
        expect(screen.getByText('Hello Asha')).toBeTruthy();
        expect(screen.queryByText('Loading page')).toBeNull();
        expect(fallbackDrawn).not.toHaveBeenCalled();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('draws a page whose chunk is already in at once, fetching it only once', async () => {
        const load = vi.fn(() => Promise.resolve({ default: Greeting }));
        const Page = chunkComponent(load, <p>Loading page</p>);
        renderInSuspense(<Page name="first" />);
        expect(await screen.findByText('Hello first')).toBeTruthy();

        renderInSuspense(<Page name="second" />);
        expect(screen.getByText('Hello second')).toBeTruthy();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('tries a failed download again, and a second failure reaches the error boundary', async () => {
        // React reports the error it hands to the boundary; that report is expected here.
        const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const load = vi.fn((): Promise<{ default: typeof Greeting }> => Promise.reject(new Error('chunk download failed')));
        const Page = chunkComponent(load, <p>Loading page</p>);
        renderInSuspense(<Page name="Ravi" />);

        expect((await screen.findByRole('alert')).textContent).toBe('chunk download failed');
        expect(load).toHaveBeenCalledTimes(2);
        reported.mockRestore();
    });

    it('draws the page when the download succeeds on the second try', async () => {
        const load = vi.fn().mockRejectedValueOnce(new Error('offline for a moment')).mockResolvedValue({ default: Greeting });
        const Page = chunkComponent(load as () => Promise<{ default: typeof Greeting }>, <p>Loading page</p>);
        renderInSuspense(<Page name="Meera" />);

        expect(await screen.findByText('Hello Meera')).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(load).toHaveBeenCalledTimes(2);
    });
});

// The pages' modules, each recording that its chunk was fetched.
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('../../../custom/jobs/ActiveJobsPage', () => {
    fetched.add('active jobs');
    return { ActiveJobsPage: () => <p>Job Postings</p> };
});
vi.mock('../../../custom/routes/areas/VendorArea', () => {
    fetched.add('vendor area');
    return { default: () => <p>Vendor area</p> };
});
vi.mock('../../../custom/reports/ReportsPage', () => {
    fetched.add('reports');
    return { ReportsPage: () => <p>Reports</p> };
});

describe('preloadPageAt', () => {
    it('fetches the chunk of the page at a path, under its permission check or area, and nothing for a path without one', async () => {
        const { preloadPageAt } = await import('../../../custom/routes/appRoutes');
        preloadPageAt('/corporate/departments'); // a generated resource: not a route of appRoutes
        preloadPageAt('/corporate/active-jobs/extra'); // no route matches
        await new Promise(resolve => setTimeout(resolve, 50));
        expect([...fetched]).toEqual([]);

        preloadPageAt('/corporate/active-jobs');
        preloadPageAt('/corporate/reports'); // inside <RequirePermission>
        preloadPageAt('/vendors/job-openings'); // inside the area's Suspense, by its /vendors/* route
        await vi.waitFor(() => expect([...fetched].sort()).toEqual(['active jobs', 'reports', 'vendor area']));
    });
});
