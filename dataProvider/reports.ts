/**
 * Reports (docs/api-reports.md) as typed custom dataProvider methods: the
 * filters' choices, a report, the applications behind a figure, and an
 * export read as a stream so the page can show its progress. The shapes are
 * config/contracts/reports.ts's; app/ConsoleApp.tsx adds the methods with
 * `withCustomMethods`, so pages call `useDataProvider<ReportsDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { SourceBucket } from '../config/contracts/dashboard';
import { EXPORT_ROWS_HEADER, type DrillPage, type ExportFormat, type Report, type ReportDrill, type ReportFilterLists, type ReportFilters, type ReportName, type ReportView, type ReportViewBody } from '../config/contracts/reports';
import { apiUrl, apiHeaders, toHttpError, type QueryParams } from './httpClient';
import { call, data } from './jobs';
import type { ApiSuccess } from './types';

export type * from '../config/contracts/reports';

export const reportPaths = {
    filters: 'reports/filters',
    report: (name: ReportName) => `reports/${name}`,
    applications: 'reports/applications',
    export: (what: ReportName | 'applications') => `reports/${what}/export`,
    views: 'reports/views',
} as const;

export interface ExportProgress {
    bytes: number;
    /** Rows written so far (CSV only: counted by line); null for XLSX. */
    rows: number | null;
    /** Rows the file will hold, from the server's x-report-rows header. */
    total: number | null;
}

export interface ExportedFile {
    blob: Blob;
    filename: string;
    rows: number | null;
}

/** A drill-down's request: the report filters plus the figure's row drill. */
export type DrillRequest = ReportFilters & Omit<ReportDrill, 'source'> & { source?: SourceBucket; page?: number; limit?: number };

export interface ReportsMethods {
    reportFilters(): Promise<ReportFilterLists>;
    report(name: ReportName, query: ReportFilters & { page?: number; limit?: number }): Promise<Report>;
    reportApplications(query: DrillRequest): Promise<DrillPage>;
    /** Downloads an export, reporting progress as the stream arrives. */
    exportReport(what: ReportName | 'applications', query: ReportFilters & ReportDrill & { format: ExportFormat }, onProgress: (progress: ExportProgress) => void): Promise<ExportedFile>;
    /** The caller's saved views and those shared with the workspace. */
    reportViews(): Promise<ReportView[]>;
    saveReportView(body: ReportViewBody): Promise<ReportView>;
    deleteReportView(id: string): Promise<void>;
}

export type ReportsDataProvider = DataProvider & ReportsMethods;

const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

async function exportReport(what: ReportName | 'applications', query: ReportFilters & ReportDrill & { format: ExportFormat }, onProgress: (progress: ExportProgress) => void): Promise<ExportedFile> {
    // httpClient reads text; an export is read chunk by chunk for its progress, with the same headers and errors.
    const response = await fetch(apiUrl(reportPaths.export(what), { ...query } as QueryParams), { headers: apiHeaders() });
    if (!response.ok) throw toHttpError(response.status, await response.text());
    const totalHeader = response.headers.get(EXPORT_ROWS_HEADER);
    const total = totalHeader === null ? null : Number(totalHeader);
    const csv = query.format === 'csv';
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    for (;;) {
        if (!reader) break;
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        if (csv) for (const byte of value) if (byte === 10) lines++;
        // The CSV's first line is its header.
        onProgress({ bytes, rows: csv ? Math.max(0, lines - 1) : null, total });
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    return { blob: new Blob(chunks, { type }), filename: filenameOf(response.headers.get('content-disposition'), `${what}.${query.format}`), rows: total };
}

export const reportsMethods: ReportsMethods = {
    reportFilters: () => data('GET', reportPaths.filters),
    report: (name, query) => data('GET', reportPaths.report(name), { query: { ...query } }),
    reportApplications: async query => {
        // A figure of interviews or offers also says what it counted, beside the applications listed (config/contracts/reports.ts, DRILL_EVENTS).
        const json: ApiSuccess<DrillPage['data']> & Pick<DrillPage, 'events'> = await call<DrillPage['data']>('GET', reportPaths.applications, { query: { ...query } });
        const meta = json.meta ?? { total: json.data.length, perPage: json.data.length, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 };
        return { data: json.data, meta, ...(json.events ? { events: json.events } : {}) };
    },
    exportReport,
    reportViews: () => data('GET', reportPaths.views),
    saveReportView: body => data('POST', reportPaths.views, { body }),
    deleteReportView: async id => {
        await data('DELETE', `${reportPaths.views}/${encodeURIComponent(id)}`);
    },
};
