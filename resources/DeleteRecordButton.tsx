/**
 * Deleting a record from its list row: the shell's one ConfirmDialog first,
 * then the dataProvider's `delete`; a refusal (e.g. the record is still
 * referenced) keeps the dialog open with the server's message.
 */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useCanAccess, useDataProvider, useGetRecordRepresentation, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useToast } from '../ui/toast';

export function DeleteRecordButton({ successMessage }: { successMessage?: string; label?: string }) {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const toast = useToast();
    const representRecord = useGetRecordRepresentation(resource);
    const [open, setOpen] = useState(false);
    const { canAccess } = useCanAccess({ resource, action: 'delete', record });
    if (!record || !resource || !canAccess) return null;

    const openDialog = (event: MouseEvent) => {
        event.stopPropagation(); // the row's click opens the record
        setOpen(true);
    };
    return (
        <span onClick={event => event.stopPropagation()}>
            <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={openDialog}
                aria-label={translate('ats.resources.delete_record', { name: String(representRecord(record)) })}
            >
                {translate('ats.resources.delete')}
            </Button>
            <ConfirmDialog
                open={open}
                onClose={() => setOpen(false)}
                onConfirm={() => dataProvider.delete(resource, { id: record.id, previousData: record })}
                onSuccess={() => {
                    toast.success(successMessage ?? 'ats.resources.deleted');
                    refresh();
                }}
            />
        </span>
    );
}
