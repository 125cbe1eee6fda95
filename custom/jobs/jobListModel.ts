/**
 * The job list's search, filters and page as they live in the URL
 * (?search=&department=&posted_date_from=&page=…), as the dashboard's and the
 * reports' filters do: Back from a job's board, and a reload, show the same list.
 */
import { jobDateFilterKeys, jobFilterKeys, type DateRange, type JobChoiceFilterKey, type JobDateFilterKey, type JobFilter } from '../../dataProvider/jobsTypes';

/** What a page opened from the list (the job form) is given to find its way back to the same list. */
export interface JobListState {
    /** The list's `?…`, or empty. */
    listSearch: string;
}

/** The list to go back to: the one the page was opened from, else the whole list. */
export function jobListPath(state: unknown): string {
    const listSearch = typeof state === 'object' && state !== null ? (state as Partial<JobListState>).listSearch : undefined;
    return `/corporate/active-jobs${typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : ''}`;
}

export interface JobListQuery {
    search: string;
    page: number;
    filter: JobFilter;
}

const isDateKey = (key: string): key is JobDateFilterKey => jobDateFilterKeys.some(dateKey => dateKey === key);
const choiceKeys = jobFilterKeys.filter((key): key is JobChoiceFilterKey => !isDateKey(key));
const dateParam = (key: JobDateFilterKey, edge: keyof DateRange) => `${key}_${edge}`;
// A hand-edited or truncated link: a date the date inputs could not show is left out rather than sent.
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The list the URL asks for: unknown or empty values are left out, a missing or odd page reads as the first. */
export function jobListFromSearch(search: URLSearchParams): JobListQuery {
    const filter: JobFilter = {};
    for (const key of choiceKeys) {
        const value = search.get(key);
        if (value) filter[key] = value;
    }
    for (const key of jobDateFilterKeys) {
        const range: DateRange = {};
        for (const edge of ['from', 'to'] as const) {
            const value = search.get(dateParam(key, edge));
            if (isDay(value)) range[edge] = value;
        }
        if (range.from || range.to) filter[key] = range;
    }
    const page = Number(search.get('page'));
    return { search: search.get('search') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1, filter };
}

/**
 * The URL after a change: a new search or filter starts again at the first page; the first page,
 * an empty search and "Any" are left out of it. Parameters the list does not own are kept.
 */
export function searchWith(search: URLSearchParams, change: Partial<JobListQuery>): URLSearchParams {
    const next = new URLSearchParams(search);
    if (change.search !== undefined) {
        if (change.search) next.set('search', change.search);
        else next.delete('search');
    }
    if (change.filter !== undefined) {
        for (const key of choiceKeys) {
            const value = change.filter[key];
            if (typeof value === 'string' && value) next.set(key, value);
            else next.delete(key);
        }
        for (const key of jobDateFilterKeys) {
            for (const edge of ['from', 'to'] as const) {
                const value = change.filter[key]?.[edge];
                if (value) next.set(dateParam(key, edge), value);
                else next.delete(dateParam(key, edge));
            }
        }
    }
    const page = change.page ?? (change.search !== undefined || change.filter !== undefined ? 1 : undefined);
    if (page !== undefined) {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
    }
    return next;
}

/**
 * `base` with the keys that differ between `before` and `after` set as in `after`: a change made on
 * a copy of the filter older than the URL keeps what the URL gained meanwhile.
 */
export function rebaseFilter(base: JobFilter, before: JobFilter, after: JobFilter): JobFilter {
    const next: JobFilter = { ...base };
    for (const key of jobFilterKeys) {
        if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
        if (after[key] === undefined) delete next[key];
        else Object.assign(next, { [key]: after[key] });
    }
    return next;
}
