/**
 * The jobs and applicants bulk uploads (job-bulk-upload, applicant-upload) in
 * the shell's BulkUploadDialog: texts as i18n keys, the counts the server
 * answers listed in the success text.
 */
import { useTranslate } from 'react-admin';
import { constants } from '../../config';
import type { ProgressListener } from '../../dataProvider/upload';
import { BulkUploadDialog } from '../../ui/BulkUploadDialog';
import { formatNumber } from '../../ui/format';

export interface BulkFileDialogProps {
    /** i18n keys */
    title: string;
    hint: string;
    reportName: string;
    upload: (file: File, onProgress: ProgressListener) => Promise<Record<string, number>>;
    onClose: () => void;
    onUploaded: () => void;
}

export function BulkFileDialog({ title, hint, reportName, upload, onClose, onUploaded }: BulkFileDialogProps) {
    const translate = useTranslate();
    // Each count the server answers (created, unchanged, linked) in words, e.g. "2 created, 1 already there".
    const details = (counts: Record<string, number> | undefined) =>
        Object.entries(counts ?? {})
            .map(([key, value]) => translate(`ats.jobs.upload_counts.${key}`, { smart_count: value, _: `${value} ${key}` }))
            .join(', ');
    return (
        <BulkUploadDialog
            title={translate(title)}
            // Both uploads take the one cap (config/constants.json), as the server does.
            hint={translate(hint, { max: formatNumber(constants.bulkUploadMaxRows) })}
            reportName={reportName}
            upload={upload}
            successMessage={counts => translate('ats.jobs.upload_done', { details: details(counts) })}
            onUploaded={onUploaded}
            onClose={onClose}
        />
    );
}
