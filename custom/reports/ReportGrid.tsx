/**
 * A report's table: @mui/x-data-grid (virtualized rows, column menu to hide
 * columns), paged by the server. No sorting or filtering in the grid: it
 * holds one page of the answer, so either would reorder or hide only that
 * page's rows while the pager counts them all; the report's own filters
 * above the table ask the server. A figure with a drill is a button that
 * lists the applications behind it; in job analytics a job's name opens
 * that job's stages. Loaded lazily by ReportsPage: the grid is large and
 * only this page needs it.
 */
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslate } from 'react-admin';
import { REPORT_PAGE_SIZES } from '../../config/contracts/reports';
import { type Report, type ReportCell, type ReportColumn, type ReportRow } from '../../dataProvider/reports';
import { formatCell } from './reportsModel';

type GridRow = { id: string; row: ReportRow } & Record<string, ReportCell | ReportRow>;

export interface ReportGridProps {
    report: Report;
    loading: boolean;
    pagination: GridPaginationModel;
    onPagination(model: GridPaginationModel): void;
    onDrill(row: ReportRow, column: ReportColumn): void;
    onOpenJob(jobId: string): void;
    /** The columns shown (a saved view's); null: all. */
    visibleColumns: string[] | null;
    onVisibleColumns(columns: string[]): void;
}

export default function ReportGrid({ report, loading, pagination, onPagination, onDrill, onOpenJob, visibleColumns, onVisibleColumns }: ReportGridProps) {
    const translate = useTranslate();
    const opensJob = report.report === 'job-analytics';
    const columns: GridColDef<GridRow>[] = report.columns.map(column => ({
        field: column.key,
        headerName: translate(`ats.reports.columns.${column.key}`),
        type: column.type === 'text' || column.type === 'date' ? 'string' : 'number',
        flex: column.type === 'text' ? 2 : 1,
        minWidth: column.type === 'text' ? 180 : 120,
        sortable: false,
        renderCell: params => {
            const value = params.row[column.key] as ReportCell | undefined;
            const text = formatCell(value, column.type, translate, column.key);
            const row = params.row.row;
            if (opensJob && column.key === 'job' && row.drill.job_id) {
                const jobId = row.drill.job_id;
                return (
                    <Button size="small" onClick={() => onOpenJob(jobId)} aria-label={translate('ats.reports.open_job', { job: text })} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
                        {text}
                    </Button>
                );
            }
            if (column.drill && row.drillable !== false && typeof value === 'number' && value > 0) {
                const first = report.columns[0];
                // The row's first cell names it (a stage, job, recruiter, source, candidate, client or figure).
                const label = first ? formatCell(row.cells[first.key], first.type, translate, first.key) : '';
                return (
                    <Button size="small" onClick={() => onDrill(row, column)} aria-label={`${translate(`ats.reports.columns.${column.key}`)} · ${label}: ${text}`} sx={{ minWidth: 0 }}>
                        {text}
                    </Button>
                );
            }
            return text;
        },
    }));
    const rows: GridRow[] = report.rows.map(row => ({ ...row.cells, id: row.id, row }));
    return (
        <DataGrid
            aria-label={translate('ats.reports.table')}
            rows={rows}
            columns={columns}
            loading={loading}
            paginationMode="server"
            rowCount={report.meta.total}
            paginationModel={pagination}
            onPaginationModelChange={onPagination}
            pageSizeOptions={[...REPORT_PAGE_SIZES]}
            columnVisibilityModel={Object.fromEntries(report.columns.map(column => [column.key, visibleColumns ? visibleColumns.includes(column.key) : true]))}
            onColumnVisibilityModelChange={model => onVisibleColumns(report.columns.filter(column => model[column.key] !== false).map(column => column.key))}
            disableRowSelectionOnClick
            disableColumnFilter
            autoHeight
            density="compact"
        />
    );
}
