/**
 * The ACTIVE/INACTIVE switch of a list row. Flipping it opens the shell's one
 * ConfirmDialog; only Confirm calls the dataProvider's `changeStatus` (with the
 * record's version), and a refusal keeps the dialog open with the server's message.
 */
import { useState, type MouseEvent } from 'react';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
    useCanAccess,
    useDataProvider,
    useGetRecordRepresentation,
    useRecordContext,
    useRefresh,
    useResourceContext,
    useTranslate,
} from 'react-admin';
import type { ConfigDataProvider } from '../dataProvider/configDataProvider';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useToast } from '../ui/toast';

export const ACTIVE = 'ACTIVE';
export const INACTIVE = 'INACTIVE';

export interface StatusProps {
    /** For Datagrid headers and show layouts. */
    source?: string;
    label?: string;
    sortable?: boolean;
    /** Shown after a successful change; config `messages.status`. */
    successMessage?: string;
}

/** A read-only chip: Active / Inactive. */
export function StatusChip(_props: StatusProps) {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    const active = record.status === ACTIVE;
    return (
        <Chip
            size="small"
            color={active ? 'success' : 'default'}
            label={translate(active ? 'ats.resources.active' : 'ats.resources.inactive')}
        />
    );
}

export function StatusToggle({ successMessage }: StatusProps) {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConfigDataProvider>();
    const refresh = useRefresh();
    const toast = useToast();
    const representRecord = useGetRecordRepresentation(resource);
    const [open, setOpen] = useState(false);
    const { canAccess: canWrite } = useCanAccess({ resource, action: 'edit', record });
    if (!record || !resource) return null;

    const active = record.status === ACTIVE;
    const next = active ? INACTIVE : ACTIVE;
    const text = translate(active ? 'ats.resources.active' : 'ats.resources.inactive');
    const stop = (event: MouseEvent) => event.stopPropagation(); // the row's click opens the record

    return (
        <span onClick={stop}>
            <FormControlLabel
                control={
                    <Switch
                        checked={active}
                        size="small"
                        disabled={!canWrite}
                        onChange={() => setOpen(true)}
                        slotProps={{ input: { 'aria-label': translate('ats.resources.change_status', { name: String(representRecord(record)) }) } }}
                    />
                }
                label={text}
            />
            <ConfirmDialog
                open={open}
                onClose={() => setOpen(false)}
                subject={String(representRecord(record))}
                onConfirm={() =>
                    dataProvider.changeStatus(resource, {
                        id: record.id,
                        status: next,
                        version: typeof record.version === 'number' ? record.version : undefined,
                    })
                }
                onSuccess={() => {
                    toast.success(successMessage ?? 'ats.resources.status_changed');
                    refresh();
                }}
            />
        </span>
    );
}
