/**
 * Reports on the wire (GET reports/filters, reports/{name}, reports/applications
 * and their exports; docs/api-reports.md). Every report takes the one filter
 * shape and answers the one report shape: summary figures, a chart series
 * and a page of table rows whose columns the answer names. A figure leads to
 * the applications behind it through its row's `drill` (the filters of
 * reports/applications). The counting rules are the dashboard's
 * (config/contracts/dashboard.ts: funnel steps, source buckets, periods).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { cityIdSchema } from './cities';
import { DASHBOARD_PERIODS, SOURCE_BUCKETS, type FunnelStep, type SourceBucket } from './dashboard';
import { listMetaSchema, uuidSchema, type AnswerOf } from './common';

/** The reports, in the order the picker lists them. */
export const REPORT_NAMES = [
    'job-analytics',
    'candidate-source',
    'time-to-fill',
    'recruiter-performance',
    'offer-letter',
    'interviews',
    'candidate-performance',
    'requirement-overview',
    'candidate-master',
    'jobs',
    'overview',
    'consolidated',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const DEFAULT_REPORT: ReportName = 'job-analytics';
export const DEFAULT_REPORT_PERIOD = 'last_90_days' as const;

/** Rows per page of a report table (the grid's choices); an export reads every row in batches of EXPORT_BATCH. */
export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const EXPORT_BATCH = 1000;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The response header carrying how many rows an export will hold, for the browser's progress. */
export const EXPORT_ROWS_HEADER = 'x-report-rows';

/** The filters every report takes (each report reads those that fit it; docs/api-reports.md). */
export const reportFilterProperties = {
    period: { type: 'string', enum: DASHBOARD_PERIODS, default: DEFAULT_REPORT_PERIOD },
    client_id: uuidSchema,
    department_id: uuidSchema,
    job_id: uuidSchema,
    recruiter_id: uuidSchema,
    source: { type: 'string', enum: SOURCE_BUCKETS },
    /** A city's id (config/contracts/cities.ts, one of reports/filters' locations): jobs with a location in that city. */
    location: cityIdSchema,
} as const;

export const reportQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...reportFilterProperties,
        page: { type: 'integer', minimum: 1, default: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    },
} as const;
export type ReportQuery = FromSchema<typeof reportQuerySchema>;
export type ReportFilters = Omit<ReportQuery, 'page' | 'limit'>;
export const REPORT_FILTER_KEYS = ['client_id', 'department_id', 'job_id', 'recruiter_id', 'source', 'location'] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/**
 * Which applications a drill-down lists (docs/api-reports.md): without an
 * outcome the period's applications of the filters (narrowed to a stage
 * reached with stage_id); `hired` the period's hires; `offer_sent`,
 * `offer_accepted`, `offer_declined` the applications of the offers sent in
 * the period (and so answered); `interviewed` the applications with an
 * interview (not cancelled) starting in the period; `filled` the
 * applications now in a job's hired stage, whenever they applied
 * (requirement overview's filled openings); `reached_screening` to
 * `reached_hired` the period's applications whose furthest stage is of that
 * funnel step or a later one (job analytics' every-job columns, counted as
 * the dashboard's funnel counts them). candidate_id narrows any of these to
 * one candidate's applications.
 */
export const REACHED_OUTCOMES = ['reached_screening', 'reached_interview', 'reached_offer', 'reached_hired'] as const;
export const DRILL_OUTCOMES = ['hired', 'offer_sent', 'offer_accepted', 'offer_declined', 'interviewed', 'filled', ...REACHED_OUTCOMES] as const;
export type ReachedOutcome = (typeof REACHED_OUTCOMES)[number];
/** The drill outcome of a funnel step after Applied (Applied is the period's applications, no outcome). */
export const reachedOutcome = (step: Exclude<FunnelStep, 'applied'>): ReachedOutcome => `reached_${step}`;
export const drillProperties = {
    stage_id: uuidSchema,
    candidate_id: uuidSchema,
    outcome: { type: 'string', enum: DRILL_OUTCOMES },
} as const;

export const drillQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...reportFilterProperties,
        ...drillProperties,
        page: { type: 'integer', minimum: 1, default: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    },
} as const;
export type DrillQuery = FromSchema<typeof drillQuerySchema>;

export const exportQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...reportFilterProperties, format: { type: 'string', enum: EXPORT_FORMATS, default: 'csv' } },
} as const;
export const drillExportQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...reportFilterProperties, ...drillProperties, format: { type: 'string', enum: EXPORT_FORMATS, default: 'csv' } },
} as const;
export type ExportQuery = FromSchema<typeof exportQuerySchema>;

/** How a column's values read: counts, a share (0 to 1), days with one decimal, a date, text. */
export const COLUMN_TYPES = ['text', 'count', 'percent', 'days', 'date'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

const cellSchema = { type: ['string', 'number', 'null'] } as const;
const drillSchema = {
    type: 'object',
    description: 'The reports/applications filters (besides the report filters) that list the applications behind the row',
    properties: {
        job_id: uuidSchema,
        stage_id: uuidSchema,
        recruiter_id: uuidSchema,
        client_id: uuidSchema,
        department_id: uuidSchema,
        candidate_id: uuidSchema,
        source: { type: 'string', enum: SOURCE_BUCKETS },
        outcome: { type: 'string', enum: DRILL_OUTCOMES },
    },
} as const;

export const reportSchema = {
    type: 'object',
    properties: {
        report: { type: 'string', enum: REPORT_NAMES },
        period: {
            type: 'object',
            properties: { name: { type: 'string', enum: DASHBOARD_PERIODS }, from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, time_zone: { type: 'string' } },
        },
        scope: { type: 'string', enum: ['workspace', 'own_jobs'] },
        summary: {
            type: 'array',
            items: { type: 'object', properties: { key: { type: 'string' }, type: { type: 'string', enum: COLUMN_TYPES }, value: { type: ['number', 'null'] } } },
        },
        chart: {
            type: 'object',
            properties: {
                kind: { type: 'string', enum: ['bar', 'donut', 'area'] },
                /** i18n key of the value axis */
                value_key: { type: 'string' },
                labels: { type: 'string', enum: ['text', 'steps', 'sources', 'columns'], description: 'text: labels as they are (stage names, job titles); steps, sources, columns: FUNNEL_STEPS, SOURCE_BUCKETS or column keys' },
                points: {
                    type: 'array',
                    items: {
                        type: 'object',
                        properties: {
                            label: { type: 'string' },
                            value: { type: 'number' },
                            drill: { ...drillSchema, description: "The applications behind the bar, as the table's figure lists them (the column's outcome included); absent when the bar counts no applications (days, openings, candidates, interviews)" },
                        },
                    },
                },
            },
        },
        columns: {
            type: 'array',
            items: {
                type: 'object',
                properties: { key: { type: 'string' }, type: { type: 'string', enum: COLUMN_TYPES }, drill: { type: 'boolean', description: "The cell's figure leads to the row's applications" },
                    outcome: { type: 'string', enum: DRILL_OUTCOMES, description: "Added to the row's drill for this column's figure (its hires)" },
                },
            },
        },
        rows: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    id: { type: 'string' },
                    cells: { type: 'object', additionalProperties: cellSchema },
                    drill: drillSchema,
                    drillable: { type: 'boolean', description: "false: the row's figures are not applications (jobs opened, a group without a client), so none leads anywhere" },
                },
            },
        },
        meta: listMetaSchema,
    },
} as const;
export type DrillOutcome = (typeof DRILL_OUTCOMES)[number];
export type ReportCell = string | number | null;
/** The row's drill, the cells and the column's outcome are partial by nature, which AnswerOf (every field present) cannot say. */
export interface ReportDrill {
    job_id?: string;
    stage_id?: string;
    recruiter_id?: string;
    client_id?: string;
    department_id?: string;
    candidate_id?: string;
    source?: SourceBucket;
    outcome?: DrillOutcome;
}
export interface ReportRow {
    id: string;
    cells: Record<string, ReportCell>;
    drill: ReportDrill;
    drillable?: boolean;
}
export interface ReportColumn {
    key: string;
    type: ColumnType;
    drill: boolean;
    outcome?: DrillOutcome;
}
/** A bar of the chart; `drill` as partial as a row's, and absent on a bar that counts no applications. */
export interface ReportChartPoint {
    label: string;
    value: number;
    drill?: ReportDrill;
}
type ReportChart = AnswerOf<typeof reportSchema>['chart'];
export type Report = Omit<AnswerOf<typeof reportSchema>, 'rows' | 'columns' | 'chart'> & {
    rows: ReportRow[];
    columns: ReportColumn[];
    chart: Omit<ReportChart, 'points'> & { points: ReportChartPoint[] };
};

const optionSchema = { type: 'object', properties: { id: { type: 'string' }, label: { type: 'string' } } } as const;
export const reportFiltersSchema = {
    type: 'object',
    properties: {
        reports: { type: 'array', items: { type: 'string', enum: REPORT_NAMES } },
        periods: { type: 'array', items: { type: 'string', enum: DASHBOARD_PERIODS } },
        clients: { type: 'array', items: optionSchema },
        departments: { type: 'array', items: optionSchema },
        jobs: { type: 'array', items: optionSchema },
        recruiters: { type: 'array', items: optionSchema },
        sources: { type: 'array', items: { type: 'string', enum: SOURCE_BUCKETS } },
        /** The cities of the scoped jobs' locations (id: the city id the location filter takes). */
        locations: { type: 'array', items: optionSchema },
        can_export: { type: 'boolean' },
    },
} as const;
export type ReportFilterLists = AnswerOf<typeof reportFiltersSchema>;
export type ReportOption = ReportFilterLists['clients'][number];

/**
 * What a drill's figure counts when it is not the applications themselves: the overview's and
 * consolidated's interviews and offers, the offer letter's offers count an application's every
 * interview or offer, so the list (one row per application) is shorter than the figure. Such a
 * drill says, per row and in all, how many of them it holds (`events`), and the console shows
 * both ("9 applications with 12 interviews").
 */
export const DRILL_EVENT_KINDS = ['interviews', 'offers_sent', 'offers_accepted', 'offers_declined'] as const;
export type DrillEventKind = (typeof DRILL_EVENT_KINDS)[number];
/** The drill outcomes whose figures count interviews or offers, and which. */
export const DRILL_EVENTS: Partial<Record<DrillOutcome, DrillEventKind>> = {
    interviewed: 'interviews',
    offer_sent: 'offers_sent',
    offer_accepted: 'offers_accepted',
    offer_declined: 'offers_declined',
};

export const drillRowSchema = {
    type: 'object',
    properties: {
        application_id: { type: 'string' },
        job_id: { type: 'string' },
        job_title: { type: 'string' },
        candidate_name: { type: 'string' },
        stage_name: { type: 'string' },
        source: { type: 'string', enum: SOURCE_BUCKETS },
        applied_at: { type: 'string', format: 'date-time' },
        events: { type: 'integer', description: "How many of the figure's interviews or offers (the answer's `events.kind`) this application has; only in a drill that counts them" },
    },
} as const;
export type DrillRow = AnswerOf<typeof drillRowSchema, 'events'>;
const drillEventsSchema = {
    type: 'object',
    description: "Present when the figure counts interviews or offers, not applications (outcome interviewed or offer_*): what it counts and how many the whole list holds, the figure's value",
    properties: { kind: { type: 'string', enum: DRILL_EVENT_KINDS }, total: { type: 'integer' } },
} as const;
export type DrillEvents = AnswerOf<typeof drillEventsSchema>;
export const drillAnswerSchema = {
    type: 'object',
    properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'array', items: drillRowSchema }, meta: listMetaSchema, events: drillEventsSchema },
} as const;
export type DrillPage = { data: DrillRow[]; meta: AnswerOf<typeof listMetaSchema>; events?: DrillEvents };

/** A saved view (report_views, migration 022): a named report with its filters and the columns shown; private unless shared. */
export const reportViewBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'report'],
    properties: {
        name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
        report: { type: 'string', enum: REPORT_NAMES },
        filters: { type: 'object', additionalProperties: false, properties: reportFilterProperties },
        columns: { type: 'array', maxItems: 30, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 60 }, description: 'The column keys shown, in order; empty: all' },
        shared: { type: 'boolean', default: false, description: 'Every teammate who may read reports sees it; only its owner deletes it' },
    },
} as const;
export type ReportViewBody = FromSchema<typeof reportViewBodySchema>;

export const reportViewSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        report: { type: 'string', enum: REPORT_NAMES },
        filters: { type: 'object', properties: reportFilterProperties },
        columns: { type: 'array', items: { type: 'string' } },
        shared: { type: 'boolean' },
        mine: { type: 'boolean', description: "The caller's own view (they may delete it)" },
        owner_name: { type: 'string' },
        created_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type ReportView = Omit<AnswerOf<typeof reportViewSchema>, 'filters'> & { filters: Partial<ReportFilters> };
