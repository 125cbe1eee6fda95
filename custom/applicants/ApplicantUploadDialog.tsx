/** Bulk applicant upload (applicant-upload): CSV/XLSX for one job, all rows or none, per-row report. */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { JobsDataProvider } from '../../dataProvider/jobs';
import type { ProgressListener } from '../../dataProvider/upload';
import { BulkFileDialog } from '../jobs/BulkFileDialog';

export interface ApplicantUploadDialogProps {
    jobId: string;
    onClose: () => void;
    onUploaded: () => void;
}

export function ApplicantUploadDialog({ jobId, onClose, onUploaded }: ApplicantUploadDialogProps) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const upload = useCallback((file: File, onProgress: ProgressListener) => dataProvider.applicantUpload(jobId, file, onProgress), [dataProvider, jobId]);
    return (
        <BulkFileDialog
            title="ats.applicants.bulk_upload"
            hint="ats.applicants.bulk_upload_hint"
            reportName="applicants-errors.csv"
            upload={upload}
            onClose={onClose}
            onUploaded={onUploaded}
        />
    );
}
