/**
 * The reports page's state as it lives in the URL (?report=&period=&job_id=…,
 * so a report can be shared and survives a reload), and how a cell reads.
 */
import { DASHBOARD_PERIODS, SOURCE_BUCKETS } from '../../config/contracts/dashboard';
import { DEFAULT_REPORT, DEFAULT_REPORT_PERIOD, REPORT_FILTER_KEYS, REPORT_NAMES } from '../../config/contracts/reports';
import { type ColumnType, type ReportCell, type ReportFilterKey, type ReportFilters, type ReportName } from '../../dataProvider/reports';

const isReport = (value: string | null): value is ReportName => REPORT_NAMES.some(name => name === value);
const isPeriod = (value: string | null): value is ReportFilters['period'] => DASHBOARD_PERIODS.some(period => period === value);
const isSource = (value: string): value is NonNullable<ReportFilters['source']> => SOURCE_BUCKETS.some(source => source === value);

export function reportFromSearch(search: URLSearchParams): ReportName {
    const name = search.get('report');
    return isReport(name) ? name : DEFAULT_REPORT;
}

/** The filters in the URL: an unknown period reads as the default, an unknown source and empty values are left out. */
export function filtersFromSearch(search: URLSearchParams): ReportFilters {
    const period = search.get('period');
    const filters: ReportFilters = { period: isPeriod(period) ? period : DEFAULT_REPORT_PERIOD };
    for (const key of REPORT_FILTER_KEYS) {
        const value = search.get(key);
        if (!value) continue;
        if (key === 'source') {
            if (isSource(value)) filters.source = value;
        } else filters[key] = value;
    }
    return filters;
}

/** The URL with one filter changed (empty removes it); a new report or filter starts at the first page, and closes a drill-down. */
export function searchWith(search: URLSearchParams, key: 'report' | 'period' | ReportFilterKey, value: string): URLSearchParams {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A cell as the table shows it: shares as percents, days with their unit, a source, figure or status in words, nothing as a dash. */
export function formatCell(value: ReportCell | undefined, type: ColumnType, translate: Translate, columnKey = ''): string {
    if (value === null || value === undefined) return translate('ats.reports.no_value');
    if (type === 'percent' && typeof value === 'number') return `${Math.round(value * 1000) / 10}%`;
    if (type === 'days' && typeof value === 'number') return translate('ats.reports.days', { value });
    if (columnKey === 'source' && typeof value === 'string') return translate(`ats.dashboard.sources.${value}`);
    // Keys that stand for words: the overview's figures, a job's status.
    if (columnKey === 'figure' && typeof value === 'string') return translate(`ats.reports.columns.${value}`);
    if (columnKey === 'status' && typeof value === 'string') return translate(`ats.reports.statuses.${value}`);
    return String(value);
}
