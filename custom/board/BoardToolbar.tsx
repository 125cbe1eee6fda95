/**
 * Above the board: the filter of the applications state (recruiters,
 * unassigned, limit per pipeline, search) and, while applicants are selected,
 * the bulk actions (move to a stage, assign a recruiter, clear the selection).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FilterOption } from '../../dataProvider/jobsTypes';
import type { BoardFilter } from '../../config/contracts/applications';
import type { BoardFilterState, Column } from './boardState';

export const limitChoices = [10, 20, 50, 100];

export interface BoardFiltersProps {
    filter: BoardFilterState;
    recruiters: FilterOption[];
    onChange: (patch: Partial<BoardFilter>) => void;
}

export function BoardFilters({ filter, recruiters, onChange }: BoardFiltersProps) {
    const translate = useTranslate();
    const [search, setSearch] = useState(filter.search);
    const selected = recruiters.filter(option => filter.recruiters.includes(option.id));
    return (
        <Box
            component="form"
            sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > *': { flex: '0 0 auto' } }}
            onSubmit={event => {
                event.preventDefault();
                onChange({ search });
            }}
        >
            <Autocomplete<FilterOption, true>
                multiple
                size="small"
                options={recruiters}
                value={selected}
                getOptionLabel={option => option.label}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, value) => onChange({ recruiters: value.map(option => option.id) })}
                renderInput={params => <TextField {...params} label={translate('ats.board.recruiters')} />}
                sx={{ width: 240 }}
            />
            <FormControlLabel
                control={<Checkbox checked={filter.unassigned} onChange={event => onChange({ unassigned: event.target.checked })} />}
                label={translate('ats.board.unassigned')}
            />
            <TextField
                select
                size="small"
                label={translate('ats.board.limit_per_pipeline')}
                value={filter.limit}
                onChange={event => onChange({ limit: Number(event.target.value) })}
                sx={{ width: 140 }}
            >
                {limitChoices.map(limit => (
                    <MenuItem key={limit} value={limit}>
                        {limit}
                    </MenuItem>
                ))}
            </TextField>
            <TextField size="small" type="search" label={translate('ats.board.search')} value={search} onChange={event => setSearch(event.target.value)} onBlur={() => search !== filter.search && onChange({ search })} sx={{ width: 220 }} />
        </Box>
    );
}

export interface BulkActionsProps {
    count: number;
    columns: Column[];
    recruiters: FilterOption[];
    busy: boolean;
    onMove: (stageId: string) => void;
    onAssign: (recruiterId: string) => void;
    /** Opens the bulk mail dialog for the selection (custom/messaging/SendMailDialog.tsx). */
    onSendMail?: () => void;
    onClear: () => void;
}

export function BulkActions({ count, columns, recruiters, busy, onMove, onAssign, onSendMail, onClear }: BulkActionsProps) {
    const translate = useTranslate();
    // The two selects start the request, and the menu gives the focus back to the one chosen from:
    // they stay enabled while it runs (a disabled one would drop the focus to the page's top), as
    // the automation rules' switch does, say they are busy and unavailable, and do not open
    // (read-only) nor take a choice meanwhile.
    const whileBusy = { input: { readOnly: busy }, select: { SelectDisplayProps: { 'aria-disabled': busy || undefined, 'aria-busy': busy || undefined } } };
    return (
        <Alert severity="info" icon={false} role="region" aria-label={translate('ats.board.bulk_actions')} sx={{ alignItems: 'center' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > *': { flex: '0 0 auto' } }}>
                <span>{translate('ats.board.selected', { smart_count: count, count })}</span>
                <TextField
                    select
                    size="small"
                    label={translate('ats.board.move_to_stage')}
                    value=""
                    onChange={event => !busy && onMove(event.target.value)}
                    slotProps={whileBusy}
                    sx={{ width: 200 }}
                >
                    {columns.map(column => (
                        <MenuItem key={column.id} value={column.id}>
                            {column.name}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    size="small"
                    label={translate('ats.board.assign_recruiter')}
                    value=""
                    onChange={event => !busy && onAssign(event.target.value)}
                    slotProps={whileBusy}
                    sx={{ width: 200 }}
                >
                    {recruiters.map(option => (
                        <MenuItem key={option.id} value={option.id}>
                            {option.label}
                        </MenuItem>
                    ))}
                </TextField>
                {onSendMail && (
                    <Button variant="outlined" onClick={onSendMail} disabled={busy}>
                        {translate('ats.messaging.send_mail')}
                    </Button>
                )}
                <Button onClick={onClear} disabled={busy}>
                    {translate('ats.board.clear_selection')}
                </Button>
                <span>{translate('ats.board.drag_disabled')}</span>
            </Box>
        </Alert>
    );
}
