/**
 * Bulk upload of a CSV/XLSX file for resources whose config has `bulkUpload`.
 * The file goes through the dataProvider's `upload` (multipart field `file`,
 * XMLHttpRequest progress) into the shell's BulkUploadDialog. The server saves
 * all rows or none: on success the counts are shown and the list refreshed; on
 * a 400 every row's field errors are listed (fields by their schema titles)
 * and the server's CSV report can be saved.
 */
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';
import { useCanAccess, useDataProvider, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { constants } from '../config';
import type { ConfigDataProvider } from '../dataProvider/configDataProvider';
import type { ProgressListener } from '../dataProvider/upload';
import { BulkUploadDialog } from '../ui/BulkUploadDialog';
import { formatNumber } from '../ui/format';
import type { ResourceConfig } from './types';

export { bulkUploadAccept, toBulkUploadFailure, type BulkUploadFailure, type BulkUploadRowError } from '../ui/BulkUploadDialog';

export interface BulkUploadCounts {
    created: number;
    updated: number;
    unchanged: number;
}

function toCounts(data: unknown): BulkUploadCounts {
    const values = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const count = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : 0);
    return { created: count('created'), updated: count('updated'), unchanged: count('unchanged') };
}

export function BulkUploadButton({ config }: { config: ResourceConfig }) {
    const resource = useResourceContext();
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const { canAccess, isPending } = useCanAccess({ resource, action: 'create' });
    if (!resource || !config.api.bulkUpload || !config.bulkUpload || isPending || !canAccess) return null;
    return (
        <>
            <Button size="small" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
                {translate('ats.resources.bulk_upload')}
            </Button>
            {open && <ResourceBulkUploadDialog config={config} resource={resource} onClose={() => setOpen(false)} />}
        </>
    );
}

export interface ResourceBulkUploadDialogProps {
    config: ResourceConfig;
    /** react-admin resource name (the route key). */
    resource: string;
    onClose: () => void;
}

export function ResourceBulkUploadDialog({ config, resource, onClose }: ResourceBulkUploadDialogProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConfigDataProvider>();
    const refresh = useRefresh();
    const upload = useCallback(
        async (file: File, onProgress: ProgressListener) => toCounts((await dataProvider.upload(resource, { file, onProgress })).data),
        [dataProvider, resource],
    );
    return (
        <BulkUploadDialog
            title={translate('ats.resources.bulk_upload_title', { name: config.label.many })}
            // The resource's own cap, else the one the server falls back to (server/crud/bulk.ts).
            hint={translate('ats.resources.bulk_upload_hint', { max: formatNumber(config.bulkUpload?.maxRows ?? constants.bulkUploadMaxRows) })}
            reportName={`${config.name}-errors.csv`}
            upload={upload}
            successMessage={counts => translate('ats.resources.upload_success', { ...counts })}
            fieldLabel={field => config.schema.properties[field]?.title ?? field}
            onUploaded={refresh}
            onClose={onClose}
        />
    );
}
