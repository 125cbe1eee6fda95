/**
 * A list row's actions (docs/ui.md: one primary action, the rest in an
 * overflow menu): Edit as the visible button, Delete in the ⋮ menu. Deleting
 * asks the shell's one ConfirmDialog first, then calls the dataProvider's
 * `delete`; a refusal (e.g. the record is still referenced) keeps the dialog
 * open with the server's message. The menu is MUI's: arrow keys, Enter and
 * Escape work, and focus returns to the ⋮ button.
 */
import { useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import {
    EditButton,
    useCanAccess,
    useDataProvider,
    useGetRecordRepresentation,
    useRecordContext,
    useRefresh,
    useResourceContext,
    useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useToast } from '../ui/toast';

export interface RowActionsProps {
    /** Whether the row offers Edit (the config has update and one, and the user may edit). */
    edit: boolean;
    /** Whether the row's menu offers Delete (the config has delete, and the user may delete). */
    remove: boolean;
    successMessage?: string;
    /** The column's header, read by Datagrid. */
    label?: string;
}

export function RowActions({ edit, remove, successMessage }: RowActionsProps) {
    return (
        // The row's click opens the record: a click on its actions must not.
        <Box onClick={event => event.stopPropagation()} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {edit && <EditButton label="ats.resources.edit" sx={{ whiteSpace: 'nowrap' }} />}
            {remove && <RowMenu successMessage={successMessage} />}
        </Box>
    );
}

function RowMenu({ successMessage }: { successMessage?: string }) {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const toast = useToast();
    const representRecord = useGetRecordRepresentation(resource);
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [confirming, setConfirming] = useState(false);
    const { canAccess } = useCanAccess({ resource, action: 'delete', record });
    if (!record || !resource || !canAccess) return null;

    const name = String(representRecord(record));
    const openMenu = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
    return (
        <>
            <IconButton
                size="small"
                aria-label={translate('ats.resources.more_actions', { name })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={openMenu}
            >
                <MoreVert fontSize="small" />
            </IconButton>
            <Menu
                id={menuId}
                anchorEl={anchor}
                open={anchor !== null}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <MenuItem
                    aria-label={translate('ats.resources.delete_record', { name })}
                    onClick={() => {
                        setAnchor(null);
                        setConfirming(true);
                    }}
                    sx={{ color: 'error.main' }}
                >
                    <ListItemIcon sx={{ color: 'error.main' }}>
                        <DeleteOutlined fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('ats.resources.delete')}</ListItemText>
                </MenuItem>
            </Menu>
            <ConfirmDialog
                open={confirming}
                onClose={() => setConfirming(false)}
                // SPEC's title ("Are you sure ?") and sentence, with the record named above the sentence.
                subject={name}
                onConfirm={() => dataProvider.delete(resource, { id: record.id, previousData: record })}
                onSuccess={() => {
                    toast.success(successMessage ?? 'ats.resources.deleted');
                    refresh();
                }}
            />
        </>
    );
}
