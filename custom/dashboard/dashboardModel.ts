/**
 * The dashboard's filters as they live in the URL (?period=&client_id=&...,
 * so a view can be shared and survives a reload) and the change of a tile
 * against the previous period, in figures and in words for screen readers.
 */
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '../../config/contracts/dashboard';
import type { CorporateDashboard, DashboardPeriod, DashboardQuery, DashboardTile } from '../../dataProvider/dashboard';

export const FILTER_KEYS = ['client_id', 'department_id', 'recruiter_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isPeriod = (value: string | null): value is DashboardPeriod => DASHBOARD_PERIODS.some(period => period === value);

/** The request for the URL's filters: an unknown period reads as the default, empty filters are left out. */
export function queryFromSearch(search: URLSearchParams): DashboardQuery {
    const period = search.get('period');
    const query: DashboardQuery = { period: isPeriod(period) ? period : DEFAULT_DASHBOARD_PERIOD };
    for (const key of FILTER_KEYS) {
        const value = search.get(key);
        if (value) query[key] = value;
    }
    return query;
}

/** The URL after one filter changed; the default period and "All" are left out of it. */
export function searchWith(search: URLSearchParams, key: 'period' | FilterKey, value: string): URLSearchParams {
    const next = new URLSearchParams(search);
    if (!value || (key === 'period' && value === DEFAULT_DASHBOARD_PERIOD)) next.delete(key);
    else next.set(key, value);
    return next;
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'new' | 'none';

export interface TileChange {
    direction: ChangeDirection;
    /** Whole percent, absolute; null when there is nothing to divide by. */
    percent: number | null;
}

/** value against previous: a percent when the previous figure is above zero; "new" when only the period has one. */
export function changeOf(tile: DashboardTile): TileChange {
    const { value, previous } = tile;
    if (value === null || previous === null) return { direction: 'none', percent: null };
    if (value === previous) return { direction: 'same', percent: 0 };
    if (previous === 0) return { direction: 'new', percent: null };
    return { direction: value > previous ? 'up' : 'down', percent: Math.round((Math.abs(value - previous) / previous) * 100) };
}

/** A workspace with nothing to count yet: every tile and step is zero or empty, and no filter narrows it. */
export function isEmptyWorkspace(data: CorporateDashboard, query: DashboardQuery): boolean {
    if (FILTER_KEYS.some(key => query[key])) return false;
    const tilesEmpty = Object.values(data.tiles).every(tile => !tile.value && !tile.previous);
    return tilesEmpty && data.funnel.every(step => step.count === 0) && data.deadlines.length === 0 && data.needs_you.stuck.total === 0 && data.needs_you.feedback_pending.total === 0;
}
