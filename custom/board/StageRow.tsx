/**
 * One sortable stage in the stage manager: drag handle, name and the name
 * candidates read (edited in place), applicant count and delete. A stage with applicants asks for the
 * stage to move them to before it can be deleted (the server refuses otherwise).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import { publicStageName } from '../../config/contracts/candidatePortal';
import type { Stage, StageChanges } from '../../dataProvider/jobsTypes';

export interface StageRowProps {
    stage: Stage;
    others: Stage[];
    onRename: (stage: Stage, changes: StageChanges) => Promise<boolean>;
    onDelete: (stage: Stage, moveTo?: string) => void;
}

export function StageRow({ stage, others, onRename, onDelete }: StageRowProps) {
    const translate = useTranslate();
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: stage.id });
    const [editing, setEditing] = useState(false);
    const [name, setName] = useState(stage.name);
    const [publicName, setPublicName] = useState(stage.public_name ?? '');
    const [moveTo, setMoveTo] = useState('');
    const hasApplicants = stage.applicant_count > 0;
    // What candidates, vendors and employees read: the public name, or "Not selected" for Rejected.
    const outsidersRead = publicStageName(stage);
    const save = async () => {
        const changes = stageChanges(stage, name, publicName);
        if (changes && !(await onRename(stage, changes))) return;
        setEditing(false);
    };
    const saveOnEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && void save();
    return (
        <ListItem ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} divider data-testid="stage-row" sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <IconButton ref={setActivatorNodeRef} size="small" {...attributes} {...listeners} aria-label={translate('ats.board.reorder_stage', { name: stage.name })}>
                    <DragIndicator fontSize="small" />
                </IconButton>
                {editing ? (
                    <Stack spacing={1} sx={{ flexGrow: 1, py: 0.5 }}>
                        <TextField size="small" autoFocus label={translate('ats.board.stage_name')} value={name} onChange={event => setName(event.target.value)} onKeyDown={saveOnEnter} />
                        <TextField
                            size="small"
                            label={translate('ats.board.stage_public_name')}
                            value={publicName}
                            onChange={event => setPublicName(event.target.value)}
                            onKeyDown={saveOnEnter}
                            helperText={translate('ats.board.stage_public_name_help')}
                            slotProps={{ htmlInput: { maxLength: 60 } }}
                        />
                    </Stack>
                ) : (
                    <Box sx={{ flexGrow: 1 }}>
                        <Typography>{stage.name}</Typography>
                        {outsidersRead !== stage.name && (
                            <Typography variant="caption" color="text.secondary">
                                {translate('ats.board.candidates_read', { name: outsidersRead })}
                            </Typography>
                        )}
                    </Box>
                )}
                <Chip size="small" label={stage.applicant_count} />
                {editing ? (
                    <IconButton size="small" onClick={() => void save()} aria-label={translate('ats.board.save_stage')}>
                        <Check fontSize="small" />
                    </IconButton>
                ) : (
                    <IconButton size="small" onClick={() => setEditing(true)} aria-label={translate('ats.board.rename_stage', { name: stage.name })}>
                        <Edit fontSize="small" />
                    </IconButton>
                )}
                <IconButton
                    size="small"
                    onClick={() => onDelete(stage, hasApplicants ? moveTo : undefined)}
                    disabled={hasApplicants && !moveTo}
                    aria-label={translate('ats.board.delete_stage', { name: stage.name })}
                >
                    <Delete fontSize="small" />
                </IconButton>
            </Stack>
            {hasApplicants && (
                <Box sx={{ pl: 5, pt: 1 }}>
                    <TextField
                        select
                        size="small"
                        fullWidth
                        label={translate('ats.board.move_applicants_to', { smart_count: stage.applicant_count })}
                        value={moveTo}
                        onChange={event => setMoveTo(event.target.value)}
                        helperText={translate('ats.board.move_before_delete')}
                    >
                        {others.map(other => (
                            <MenuItem key={other.id} value={other.id}>
                                {other.name}
                            </MenuItem>
                        ))}
                    </TextField>
                </Box>
            )}
        </ListItem>
    );
}

/** What changed, trimmed; null when nothing did (or the name was emptied), so nothing is sent. */
export function stageChanges(stage: Stage, name: string, publicName: string): StageChanges | null {
    const trimmedName = name.trim();
    const trimmedPublic = publicName.trim() || null;
    if (!trimmedName) return null;
    if (trimmedName === stage.name && trimmedPublic === (stage.public_name ?? null)) return null;
    return trimmedPublic === (stage.public_name ?? null) ? { name: trimmedName } : { name: trimmedName, public_name: trimmedPublic };
}
