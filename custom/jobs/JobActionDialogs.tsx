/** Small dialogs for job actions: the hiring deadline and assigning recruiters. */
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FilterOption, JobSummary } from '../../dataProvider/jobsTypes';
import { BusyButton } from '../../ui/BusyButton';
import { OptionsMultiSelect } from './JobFormFields';

interface ActionDialogProps {
    title: string;
    busy: boolean;
    canSave: boolean;
    onSave: () => void;
    onClose: () => void;
    children: ReactNode;
}

function ActionDialog({ title, busy, canSave, onSave, onClose, children }: ActionDialogProps) {
    const translate = useTranslate();
    return (
        <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="xs" aria-labelledby="job-action-title">
            <DialogTitle id="job-action-title">{title}</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ats.confirm.cancel')}
                </Button>
                <BusyButton variant="contained" onClick={onSave} busy={busy} disabled={!canSave}>
                    {translate('ats.jobs.save')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}

export interface JobDialogProps {
    job: JobSummary;
    onClose: () => void;
    /** Resolves true when saved (the dialog closes). */
    onSave: (value: string[] | string) => Promise<boolean>;
}

function useBusy(onSave: JobDialogProps['onSave'], onClose: () => void) {
    const [busy, setBusy] = useState(false);
    const save = async (value: string[] | string) => {
        setBusy(true);
        const saved = await onSave(value);
        setBusy(false);
        if (saved) onClose();
    };
    return { busy, save };
}

export function HiringDeadlineDialog({ job, onClose, onSave }: JobDialogProps) {
    const translate = useTranslate();
    const [date, setDate] = useState(job.hiring_deadline?.slice(0, 10) ?? '');
    const { busy, save } = useBusy(onSave, onClose);
    return (
        <ActionDialog title={translate('ats.jobs.hiring_deadline_title', { title: job.title })} busy={busy} canSave={Boolean(date)} onSave={() => void save(date)} onClose={onClose}>
            <TextField type="date" fullWidth label={translate('ats.jobs.hiring_deadline')} value={date} onChange={event => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </ActionDialog>
    );
}

export function AssignRecruiterDialog({ job, recruiters, onClose, onSave }: JobDialogProps & { recruiters: FilterOption[] }) {
    const translate = useTranslate();
    const assigned = new Set((job.recruiters ?? []).map(r => r.id));
    const [ids, setIds] = useState<string[]>([]);
    const { busy, save } = useBusy(onSave, onClose);
    return (
        <ActionDialog title={translate('ats.jobs.assign_recruiter_title', { title: job.title })} busy={busy} canSave={ids.length > 0} onSave={() => void save(ids)} onClose={onClose}>
            <OptionsMultiSelect label="ats.jobs.recruiters" value={ids} options={recruiters.filter(r => !assigned.has(r.id))} onChange={setIds} />
        </ActionDialog>
    );
}
