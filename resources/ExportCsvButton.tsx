/**
 * Downloads the list as CSV through the resource's `export` endpoint, with
 * the list's current search, filters and sort. Rendered only when the config
 * offers an export and the user holds the EXPORT permission (canAccess 'export').
 */
import { useState } from 'react';
import Download from '@mui/icons-material/Download';
import { useCanAccess, useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { ConfigDataProvider } from '../dataProvider/configDataProvider';
import { BusyButton } from '../ui/BusyButton';
import { errorMessage } from '../ui/errors';
import { useToast } from '../ui/toast';
import { saveTextFile } from '../ui/download';

export function ExportCsvButton() {
    const resource = useResourceContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConfigDataProvider>();
    const { filterValues, sort } = useListContext();
    const toast = useToast();
    const [running, setRunning] = useState(false);
    const { canAccess, isPending } = useCanAccess({ resource, action: 'export' });
    if (!resource || isPending || !canAccess) return null;

    const run = async () => {
        setRunning(true);
        try {
            const { data } = await dataProvider.exportCsv(resource, { filter: filterValues, sort });
            saveTextFile(data.csv, data.filename);
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setRunning(false);
        }
    };

    return (
        <BusyButton size="small" startIcon={<Download />} onClick={() => void run()} busy={running}>
            {translate('ats.resources.export')}
        </BusyButton>
    );
}
