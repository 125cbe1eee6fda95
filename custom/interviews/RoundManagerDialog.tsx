/**
 * A job's interview rounds (Technical and HR to start with): add, rename,
 * move up or down, delete (behind the confirmation dialog; the server
 * refuses a round that has interviews, and its message shows there).
 * The keyboard keeps its place: after Add, in the emptied name field for the
 * next round; after a row's change (whose row is drawn anew), on the same
 * control of that round's new row, or the nearest one still usable; after a
 * delete, on the next round's Delete (the previous one's, or the name field).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import { useDataProvider, useTranslate } from 'react-admin';
import { interviewMessages } from '../../config/contracts/interviews';
import type { InterviewsDataProvider, Round } from '../../dataProvider/interviews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/BusyButton';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { useFocusAfterRemoval } from '../../ui/useFocusAfterRemoval';

/** A row's controls, as `data-control` names them. */
type RowControl = 'name' | 'save' | 'up' | 'down' | 'delete';

/** Where the focus goes when a control of the row is not usable after a change (up once the round is first). */
const fallbacks: Record<RowControl, RowControl[]> = {
    name: ['name'],
    save: ['save', 'name'],
    up: ['up', 'down', 'name'],
    down: ['down', 'up', 'name'],
    delete: ['delete', 'name'],
};

/** The row control the focus is on, if it is on one. */
function focusedRowControl(): { roundId: string; control: RowControl } | null {
    const active = document.activeElement;
    const roundId = active?.closest<HTMLElement>('[data-round-id]')?.dataset.roundId;
    const control = (active as HTMLElement | null)?.dataset?.control as RowControl | undefined;
    return roundId && control ? { roundId, control } : null;
}

/** That control in the round's row as now drawn, or the nearest usable one. */
function rowControl(list: HTMLElement | null, place: { roundId: string; control: RowControl } | null): HTMLElement | null {
    const row = place && list?.querySelector(`[data-round-id="${place.roundId}"]`);
    if (!place || !row) return null;
    for (const control of fallbacks[place.control]) {
        const found = row.querySelector<HTMLElement>(`[data-control="${control}"]`);
        if (found && !found.matches(':disabled')) return found;
    }
    return null;
}

export interface RoundManagerDialogProps {
    jobId: string;
    jobTitle: string;
    onClose: () => void;
    /** After any change, so the caller reloads its round choices. */
    onChanged: () => void;
}

export function RoundManagerDialog({ jobId, jobTitle, onClose, onChanged }: RoundManagerDialogProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [rounds, setRounds] = useState<Round[] | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [newName, setNewName] = useState('');
    // What runs: the new round's Add (its button keeps the focus, ui/BusyButton.tsx) or a row's change.
    const [running, setRunning] = useState<'add' | 'row' | null>(null);
    const busy = running !== null;
    const [deleting, setDeleting] = useState<Round | null>(null);
    // Add disables once the field is emptied: the field takes the focus, for the next round.
    const newNameField = useRef<HTMLInputElement>(null);
    const focusNewName = useFocusAfterRender(() => newNameField.current);
    // A row is drawn anew after its change (its key has the version): the same control of it takes the focus back.
    const list = useRef<HTMLOListElement>(null);
    const rowPlace = useRef<{ roundId: string; control: RowControl } | null>(null);
    const focusRowPlace = useFocusAfterRender(() => rowControl(list.current, rowPlace.current));
    // A deleted round's Delete goes with its row: the next round's Delete takes the focus, to delete on.
    const focusAfterDelete = useFocusAfterRemoval(() => ({
        controls: list.current?.querySelectorAll<HTMLElement>('[data-control="delete"]') ?? [],
        empty: newNameField.current,
        scope: newNameField.current?.closest<HTMLElement>('[role="dialog"]'),
    }));

    const load = useCallback(async () => {
        try {
            setRounds(await dataProvider.getRounds(jobId));
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    }, [dataProvider, jobId, translate]);
    useEffect(() => void load(), [load]);

    const run = async (action: () => Promise<unknown>, by: 'add' | 'row' = 'row') => {
        // One change at a time. A row's buttons stay enabled meanwhile (a disabled one would drop
        // the focus to the page's top) and ignore presses here instead.
        if (running !== null) return;
        setRunning(by);
        setFailure(null);
        rowPlace.current = by === 'row' ? focusedRowControl() : null;
        try {
            await action();
            await load();
            if (by === 'add') focusNewName();
            else focusRowPlace();
            onChanged();
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setRunning(null);
        }
    };

    const add = () =>
        void run(async () => {
            await dataProvider.createRound(jobId, newName.trim());
            setNewName('');
            toast.success(interviewMessages.roundCreated);
        }, 'add');

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="round-manager-title">
            <DialogTitle id="round-manager-title">{translate('ats.interviews.rounds_title', { title: jobTitle })}</DialogTitle>
            <DialogContent>
                {failure && (
                    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                        {failure}
                    </Alert>
                )}
                {!rounds && !failure && <CircularProgress aria-label={translate('ats.interviews.loading')} />}
                {rounds && (
                    <Stack component="ol" ref={list} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {rounds.map((round, index) => (
                            <RoundRow
                                key={`${round.id}-${round.version}`}
                                round={round}
                                first={index === 0}
                                last={index === rounds.length - 1}
                                busy={busy}
                                onRename={name => void run(() => dataProvider.updateRound(round.id, { name, version: round.version }))}
                                onMove={offset => void run(() => dataProvider.updateRound(round.id, { position: round.position + offset, version: round.version }))}
                                onDelete={() => setDeleting(round)}
                            />
                        ))}
                    </Stack>
                )}
                <Stack
                    component="form"
                    direction="row"
                    spacing={1}
                    sx={{ mt: 2 }}
                    onSubmit={event => {
                        event.preventDefault();
                        if (newName.trim()) add();
                    }}
                >
                    <TextField
                        size="small"
                        fullWidth
                        label={translate('ats.interviews.new_round')}
                        value={newName}
                        onChange={event => setNewName(event.target.value)}
                        inputRef={newNameField}
                        slotProps={{ htmlInput: { maxLength: 60 } }}
                    />
                    <BusyButton type="submit" variant="outlined" busy={running === 'add'} disabled={running === 'row' || !newName.trim()}>
                        {translate('ats.interviews.add_round')}
                    </BusyButton>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.resources.close')}</Button>
            </DialogActions>
            <ConfirmDialog
                open={deleting !== null}
                onClose={() => setDeleting(null)}
                content={translate('ats.interviews.delete_round_confirm', { name: deleting?.name ?? '' })}
                onConfirm={async () => {
                    if (deleting) await dataProvider.deleteRound(deleting.id);
                }}
                onSuccess={() => {
                    const index = rounds?.findIndex(round => round.id === deleting?.id) ?? -1;
                    void load().then(() => focusAfterDelete(Math.max(index, 0)));
                    onChanged();
                }}
            />
        </Dialog>
    );
}

interface RoundRowProps {
    round: Round;
    first: boolean;
    last: boolean;
    busy: boolean;
    onRename: (name: string) => void;
    onMove: (offset: number) => void;
    onDelete: () => void;
}

function RoundRow({ round, first, last, busy, onRename, onMove, onDelete }: RoundRowProps) {
    const translate = useTranslate();
    const [name, setName] = useState(round.name);
    const changed = name.trim() !== '' && name.trim() !== round.name;
    return (
        <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }} data-round-id={round.id}>
            <TextField
                size="small"
                label={translate('ats.interviews.round_name')}
                value={name}
                onChange={event => setName(event.target.value)}
                onKeyDown={event => {
                    if (event.key === 'Enter' && changed) {
                        event.preventDefault();
                        onRename(name.trim());
                    }
                }}
                slotProps={{ htmlInput: { maxLength: 60, 'aria-label': translate('ats.interviews.rename_round', { name: round.name }), 'data-control': 'name' } }}
                sx={{ flexGrow: 1 }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 80 }}>
                {translate('ats.interviews.round_interviews', { smart_count: round.interview_count })}
            </Typography>
            {/* Not disabled while a change runs (the one pressed has the focus): unavailable, and the dialog ignores the press. */}
            <IconButton size="small" disabled={!changed} aria-disabled={busy || undefined} onClick={() => onRename(name.trim())} aria-label={translate('ats.interviews.save_round')} data-control="save">
                <Save fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={first} aria-disabled={busy || undefined} onClick={() => onMove(-1)} aria-label={translate('ats.interviews.move_round_up', { name: round.name })} data-control="up">
                <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={last} aria-disabled={busy || undefined} onClick={() => onMove(1)} aria-label={translate('ats.interviews.move_round_down', { name: round.name })} data-control="down">
                <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={busy} onClick={onDelete} aria-label={translate('ats.interviews.delete_round', { name: round.name })} data-control="delete">
                <Delete fontSize="small" />
            </IconButton>
        </Stack>
    );
}
