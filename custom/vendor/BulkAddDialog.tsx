/**
 * Adding a sheet of applicants to one job (vendor/add-applicant/bulk, CSV or
 * XLSX) in the shell's BulkUploadDialog: the progress of SPEC.md section 4
 * (1, then the percent capped at 99, then 100 or 0), all rows or none, and on
 * refusal each row's problems. The server reports a refused sheet's problems
 * as `{row, field, message}` (config/contracts/vendorPortal.ts); the dialog
 * lists them by row and field under the sheet's own column names.
 */
import { useDataProvider, useTranslate } from 'react-admin';
import { VENDOR_BULK_COLUMNS, VENDOR_BULK_MAX_ROWS, type VendorBulkAnswer, type VendorBulkRowError } from '../../config/contracts/vendorPortal';
import type { VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import type { ProgressListener } from '../../dataProvider/upload';
import { BulkUploadDialog } from '../../ui/BulkUploadDialog';

const columnLabels: Record<string, string> = Object.fromEntries(VENDOR_BULK_COLUMNS);

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A refused sheet's `data.rows` ({row, field, message} each) grouped into the dialog's
 * `{row, errors: {field: message}}`; the error is otherwise left as it is (message, status).
 */
export function withRowReport(error: unknown): unknown {
    if (!isRecord(error) || !isRecord(error.body) || !isRecord(error.body.data) || !Array.isArray(error.body.data.rows)) return error;
    const byRow = new Map<number, Record<string, string>>();
    for (const problem of error.body.data.rows as Partial<VendorBulkRowError>[]) {
        if (!isRecord(problem) || typeof problem.row !== 'number') continue;
        const errors = byRow.get(problem.row) ?? {};
        const field = typeof problem.field === 'string' && problem.field ? problem.field : 'row';
        errors[field] = errors[field] ? `${errors[field]} ${problem.message ?? ''}` : String(problem.message ?? '');
        byRow.set(problem.row, errors);
    }
    const rows = [...byRow.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors }));
    return Object.assign(error, { body: { ...error.body, data: { ...error.body.data, rows } } });
}

export interface BulkAddDialogProps {
    jobId: string;
    jobTitle: string;
    onClose: () => void;
}

export function BulkAddDialog({ jobId, jobTitle, onClose }: BulkAddDialogProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const upload = async (file: File, onProgress: ProgressListener): Promise<{ data: VendorBulkAnswer; message?: string }> => {
        try {
            return await dataProvider.vendorAddApplicantsBulk(jobId, file, onProgress);
        } catch (error) {
            throw withRowReport(error);
        }
    };
    return (
        <BulkUploadDialog
            title={translate('ats.vendor.bulk_title', { title: jobTitle })}
            hint={translate('ats.vendor.bulk_hint', { columns: VENDOR_BULK_COLUMNS.map(([, label]) => label).join(', '), max: VENDOR_BULK_MAX_ROWS })}
            reportName="applicants-errors.csv"
            upload={upload}
            fieldLabel={field => columnLabels[field] ?? (field === 'row' ? translate('ats.vendor.whole_row') : field)}
            successMessage={answer => answer.message ?? translate('ats.vendor.bulk_done', { smart_count: answer.data.created })}
            onClose={onClose}
        />
    );
}
