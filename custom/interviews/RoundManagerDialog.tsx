/**
 * A job's interview rounds (Technical and HR to start with): add, rename,
 * move up or down, delete (behind the confirmation dialog; the server
 * refuses a round that has interviews, and its message shows there).
 */
import { useCallback, useEffect, useState } from 'react';
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

    const load = useCallback(async () => {
        try {
            setRounds(await dataProvider.getRounds(jobId));
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    }, [dataProvider, jobId, translate]);
    useEffect(() => void load(), [load]);

    const run = async (action: () => Promise<unknown>, by: 'add' | 'row' = 'row') => {
        setRunning(by);
        setFailure(null);
        try {
            await action();
            await load();
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
                    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
                    <TextField size="small" fullWidth label={translate('ats.interviews.new_round')} value={newName} onChange={event => setNewName(event.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
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
                    void load();
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
        <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
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
                slotProps={{ htmlInput: { maxLength: 60, 'aria-label': translate('ats.interviews.rename_round', { name: round.name }) } }}
                sx={{ flexGrow: 1 }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 80 }}>
                {translate('ats.interviews.round_interviews', { smart_count: round.interview_count })}
            </Typography>
            <IconButton size="small" disabled={!changed || busy} onClick={() => onRename(name.trim())} aria-label={translate('ats.interviews.save_round')}>
                <Save fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={first || busy} onClick={() => onMove(-1)} aria-label={translate('ats.interviews.move_round_up', { name: round.name })}>
                <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={last || busy} onClick={() => onMove(1)} aria-label={translate('ats.interviews.move_round_down', { name: round.name })}>
                <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" disabled={busy} onClick={onDelete} aria-label={translate('ats.interviews.delete_round', { name: round.name })}>
                <Delete fontSize="small" />
            </IconButton>
        </Stack>
    );
}
