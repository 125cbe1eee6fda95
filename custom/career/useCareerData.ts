/**
 * The career page's reads as React state: the page of jobs for the URL's view
 * (a newer view cancels the older request, so a quick second filter never
 * shows the first one's answer), and the filter options, skills and a job,
 * read once.
 *
 * The career page's first render takes the answers the server wrote into the
 * page (`useCareerLanding`, dataProvider/bootData.ts) and asks for none of
 * them. An answer that comes from a request is shown at transition priority:
 * React renders it in slices the browser can interrupt, instead of one task
 * that blocks the page (docs/performance.md, "Console loading").
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { CAREER_SKILL_LIST_SIZE, type CareerBoot } from '../../config/contracts/boot';
import { careerBoot, careerBootShown } from '../../dataProvider/bootData';
import { getAppliedJobIds, getCareerFilters, getCareerJob, getCareerJobs, getCareerSkills, type CareerFilters, type CareerJobDetail, type CareerJobPage, type CareerJobsQuery } from '../../dataProvider/career';
import { errorMessage } from '../../ui/errors';
import { signedInCandidate } from './candidateSession';
import { careerJobsQuery, type CareerView } from './careerFilters';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; httpStatus: number | null };

const LOADING: Loadable<never> = { status: 'loading' };

const failed = (error: unknown): Loadable<never> => ({
    status: 'error',
    message: errorMessage(error, ''),
    httpStatus: typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null,
});

const readyOr = <T>(data: T | undefined): Loadable<T> => (data === undefined ? LOADING : { status: 'ready', data });

/** The answers the page was loaded with, for the first career page mounted; undefined after that. */
export function useCareerLanding(): CareerBoot | undefined {
    const [landing] = useState(careerBoot);
    useEffect(() => {
        if (landing) careerBootShown();
    }, [landing]);
    return landing;
}

/**
 * `landing`'s jobs when they answer the request `key` (the query as JSON). The server writes the
 * query in its schema's key order, which is careerJobsQuery's for the one view it writes jobs for
 * (no filters); any other order only costs the request the page would have made anyway.
 */
function landingJobs(landing: CareerBoot | undefined, key: string): CareerJobPage | undefined {
    const jobs = landing?.jobs;
    return jobs && JSON.stringify(jobs.query) === key ? { data: jobs.data, meta: jobs.meta } : undefined;
}

export function useCareerJobs(view: CareerView, attempt: number, landing?: CareerBoot): Loadable<CareerJobPage> {
    // The view as text: a new object for the same URL is the same request.
    const key = JSON.stringify(careerJobsQuery(view));
    const [state, setState] = useState<Loadable<CareerJobPage>>(() => readyOr(landingJobs(landing, key)));
    // Answered by the page itself: nothing to ask until the view (or the attempt) changes. Kept as
    // the request it answers, not a flag: StrictMode runs the first effect twice.
    const answered = useRef<string | null>(state.status === 'ready' ? `${attempt} ${key}` : null);
    useEffect(() => {
        if (answered.current === `${attempt} ${key}`) return;
        answered.current = null;
        const controller = new AbortController();
        setState(LOADING);
        getCareerJobs(JSON.parse(key) as CareerJobsQuery, controller.signal).then(
            page => startTransition(() => setState({ status: 'ready', data: page })),
            error => {
                if (!controller.signal.aborted) startTransition(() => setState(failed(error)));
            },
        );
        return () => controller.abort();
    }, [key, attempt]);
    return state;
}

function useOnce<T>(read: () => Promise<T>, deps: unknown[], landing?: T): Loadable<T> {
    const [state, setState] = useState<Loadable<T>>(() => readyOr(landing));
    // Answered by the page itself: nothing to read until the deps change (as in useCareerJobs).
    const answered = useRef(state.status === 'ready' ? deps : null);
    useEffect(() => {
        if (answered.current?.every((value, i) => value === deps[i])) return;
        answered.current = null;
        let live = true;
        setState(LOADING);
        read().then(
            data => live && startTransition(() => setState({ status: 'ready', data })),
            error => live && startTransition(() => setState(failed(error))),
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a fresh closure each render; deps say when to read again
    }, deps);
    return state;
}

export const useCareerFilters = (landing?: CareerFilters): Loadable<CareerFilters> => useOnce(getCareerFilters, [], landing);

export const useCareerSkills = (landing?: string[]): Loadable<string[]> => useOnce(() => getCareerSkills(undefined, CAREER_SKILL_LIST_SIZE), [], landing);

export const useCareerJob = (jobId: string): Loadable<CareerJobDetail> => useOnce(() => getCareerJob(jobId), [jobId]);

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of the jobs shown the signed-in candidate has applied to: one request for the page of
 * cards, not one a card. Nobody signed in, another role's session, or a failed check: none (the
 * job's own page asks again before anything is written).
 */
export function useAppliedJobIds(jobIds: readonly string[] | null): ReadonlySet<string> {
    const candidate = signedInCandidate() !== null;
    // The ids as text: a new array of the same page is the same request.
    const key = candidate && jobIds?.length ? jobIds.join(',') : '';
    const [found, setFound] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null);
    useEffect(() => {
        if (!key) return;
        const controller = new AbortController();
        getAppliedJobIds(key.split(','), controller.signal).then(
            ids => startTransition(() => setFound({ key, ids })),
            () => undefined,
        );
        return () => controller.abort();
    }, [key]);
    return key && found?.key === key ? found.ids : NONE;
}
