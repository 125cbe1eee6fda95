/**
 * The career page's reads as React state: the page of jobs for the URL's view
 * (a newer view cancels the older request, so a quick second filter never
 * shows the first one's answer), and the filter options, skills and a job,
 * read once.
 */
import { useEffect, useState } from 'react';
import { getCareerFilters, getCareerJob, getCareerJobs, getCareerSkills, type CareerFilters, type CareerJobDetail, type CareerJobPage } from '../../dataProvider/career';
import { errorMessage } from '../../ui/errors';
import { careerJobsQuery, type CareerView } from './careerFilters';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; httpStatus: number | null };

const failed = (error: unknown): Loadable<never> => ({
    status: 'error',
    message: errorMessage(error, ''),
    httpStatus: typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null,
});

export function useCareerJobs(view: CareerView, attempt: number): Loadable<CareerJobPage> {
    const [state, setState] = useState<Loadable<CareerJobPage>>({ status: 'loading' });
    // The view as text: a new object for the same URL is the same request.
    const key = JSON.stringify(careerJobsQuery(view));
    useEffect(() => {
        const controller = new AbortController();
        setState({ status: 'loading' });
        getCareerJobs(JSON.parse(key) as ReturnType<typeof careerJobsQuery>, controller.signal).then(
            page => setState({ status: 'ready', data: page }),
            error => {
                if (!controller.signal.aborted) setState(failed(error));
            },
        );
        return () => controller.abort();
    }, [key, attempt]);
    return state;
}

function useOnce<T>(read: () => Promise<T>, deps: unknown[]): Loadable<T> {
    const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
    useEffect(() => {
        let live = true;
        setState({ status: 'loading' });
        read().then(
            data => live && setState({ status: 'ready', data }),
            error => live && setState(failed(error)),
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a fresh closure each render; deps say when to read again
    }, deps);
    return state;
}

export const useCareerFilters = (): Loadable<CareerFilters> => useOnce(getCareerFilters, []);

/** How many skills the page lists under the search. */
export const SKILL_LIST_SIZE = 24;
export const useCareerSkills = (): Loadable<string[]> => useOnce(() => getCareerSkills(undefined, SKILL_LIST_SIZE), []);

export const useCareerJob = (jobId: string): Loadable<CareerJobDetail> => useOnce(() => getCareerJob(jobId), [jobId]);
