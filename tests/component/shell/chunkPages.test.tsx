/**
 * Pages in chunks of their own (ui/preloadable.tsx): drawn once the chunk is in, with the
 * page-loading indicator until then and never a Suspense fallback, whose replacement React 19
 * holds back for up to 300 ms (docs/performance.md, "No fallback to wait out").
 */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { chunkComponent } from '../../../ui/preloadable';
import { preloadRouteAt } from '../../../custom/routes/routePreload';
import { deferred } from '../../helpers/deferred';
import { shippedResourceConfigs } from '../../helpers/shippedResources';

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
    // Its pages' routes, below the area's path: each records the fetching of its chunk.
    const page = (label: string) => Object.assign(() => <p>{label}</p>, { preload: async () => void fetched.add(`vendor area's page at ${label}`) });
    const [Dashboard, Job] = [page('/dashboard'), page('/job-openings/42')];
    return { default: () => <p>Vendor area</p>, pages: () => [<Route key="d" path="dashboard" element={<Dashboard />} />, <Route key="j" path="job-openings/:id" element={<Job />} />] };
});
vi.mock('../../../custom/vendor/VendorJobPage', () => {
    fetched.add("vendor's job page");
    return { default: () => <p>Job</p> };
});
vi.mock('../../../custom/reports/ReportsPage', () => {
    fetched.add('reports');
    return { ReportsPage: () => <p>Reports</p> };
});
vi.mock('../../../resources/ListView', () => {
    fetched.add('generated list');
    return { ListView: () => <p>List</p> };
});
vi.mock('../../../resources/FormView', () => {
    fetched.add('generated forms');
    return { CreateView: () => <p>Create</p>, EditView: () => <p>Edit</p> };
});
vi.mock('../../../resources/overrides/CompactList', () => {
    fetched.add('compact list');
    return { CompactList: () => <p>Compact list</p> };
});

const settle = () => new Promise(resolve => setTimeout(resolve, 50));

describe('preloadPageAt', () => {
    beforeEach(() => fetched.clear());

    it('fetches the chunk of the page at a path, under its permission check or area, and nothing for a path without one', async () => {
        const { preloadPageAt } = await import('../../../custom/routes/appRoutes');
        preloadPageAt('/corporate/departments'); // a generated resource: not a route of appRoutes
        preloadPageAt('/corporate/active-jobs/extra'); // no route matches
        await settle();
        expect([...fetched]).toEqual([]);

        preloadPageAt('/corporate/active-jobs');
        preloadPageAt('/corporate/reports'); // inside <RequirePermission>
        preloadPageAt('/vendors/job-openings/42'); // the area's chunk, then the area's page at the rest of the path
        await vi.waitFor(() => expect([...fetched].sort()).toEqual(['active jobs', 'reports', 'vendor area', "vendor area's page at /job-openings/42"]));
    });

    it("an area fetches its page's chunk by the path below the area, and nothing for its other paths", async () => {
        const { pages } = await vi.importActual<typeof import('../../../custom/routes/areas/VendorArea')>('../../../custom/routes/areas/VendorArea');
        const preloadPageAt = (rest: string) => preloadRouteAt(pages(), rest);
        preloadPageAt('/job-openings/42/edit'); // no page of the area
        preloadPageAt('/change-password'); // a page in the area's own chunk
        await settle();
        expect([...fetched]).toEqual([]);

        preloadPageAt('/job-openings/42');
        await vi.waitFor(() => expect([...fetched]).toEqual(["vendor's job page"]));
    });
});

describe('preloadResourceViewAt', () => {
    beforeEach(() => fetched.clear());

    it("fetches the view at a path of a resource's route, the override the config names, and nothing elsewhere", async () => {
        const { preloadResourceViewAt } = await import('../../../resources/buildResource');
        const configs = shippedResourceConfigs();
        preloadResourceViewAt(configs, '/corporate/active-jobs');
        preloadResourceViewAt(configs, '/corporate/department-onboarding/42/show/extra');
        await settle();
        expect([...fetched]).toEqual([]);

        preloadResourceViewAt(configs, '/corporate/department-onboarding');
        await vi.waitFor(() => expect([...fetched]).toEqual(['generated list']));
        preloadResourceViewAt(configs, '/corporate/department-onboarding/create');
        await vi.waitFor(() => expect([...fetched]).toEqual(['generated list', 'generated forms']));

        // A config naming an override: its chunk, not the generated list's.
        fetched.clear();
        const departments = configs.find(config => config.route === '/corporate/department-onboarding');
        const compact = { ...departments!, override: { list: 'CompactList' } };
        preloadResourceViewAt([compact], '/corporate/department-onboarding');
        await vi.waitFor(() => expect([...fetched]).toEqual(['compact list']));
    });
});
