/**
 * Saved views (reports/views): pick one to open its report, filters and
 * columns; save the report as it is now under a name, privately or shared
 * with the workspace; delete one of your own.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ReportFilters, ReportName, ReportsDataProvider, ReportView } from '../../dataProvider/reports';
import { BusyButton } from '../../ui/BusyButton';
import { errorMessage } from '../../ui/errors';

export interface SavedViewsProps {
    report: ReportName;
    filters: ReportFilters;
    /** The columns shown now; null: all. */
    columns: string[] | null;
    onApply(view: ReportView): void;
}

function SaveDialog({ open, onClose, onSave }: { open: boolean; onClose(): void; onSave(name: string, shared: boolean): Promise<void> }) {
    const translate = useTranslate();
    const [name, setName] = useState('');
    const [shared, setShared] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const save = async () => {
        // Enter with the name empty (Save is disabled then) sends nothing.
        if (name.trim() === '') return;
        setError(null);
        setBusy(true);
        try {
            await onSave(name, shared);
            setName('');
            setShared(false);
        } catch (failure) {
            const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
            setError(fields?.name ?? errorMessage(failure, translate('ats.reports.views.save_failed')));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="save-view-title">
            <DialogTitle id="save-view-title">{translate('ats.reports.views.save_title')}</DialogTitle>
            <DialogContent>
                {/* A form: Enter in the name saves, as Save does. */}
                <form
                    id="save-view-form"
                    noValidate
                    onSubmit={event => {
                        event.preventDefault();
                        void save();
                    }}
                >
                    <TextField autoFocus fullWidth label={translate('ats.reports.views.name')} value={name} onChange={event => setName(event.target.value)} error={error !== null} helperText={error ?? ' '} slotProps={{ htmlInput: { maxLength: 80 } }} />
                    <FormControlLabel control={<Checkbox checked={shared} onChange={event => setShared(event.target.checked)} />} label={translate('ats.reports.views.share')} />
                </form>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ats.reports.views.cancel')}
                </Button>
                {/* Busy while the save runs: a second press (a double click) would send a second save, which the server refuses. */}
                <BusyButton type="submit" form="save-view-form" variant="contained" busy={busy} disabled={name.trim() === ''}>
                    {translate('ats.reports.views.save')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}

export function SavedViews({ report, filters, columns, onApply }: SavedViewsProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ReportsDataProvider>();
    const [views, setViews] = useState<ReportView[]>([]);
    const [chosen, setChosen] = useState('');
    const [saving, setSaving] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
        let live = true;
        dataProvider.reportViews().then(
            list => live && setViews(list),
            () => live && setViews([]),
        );
        return () => {
            live = false;
        };
    }, [dataProvider, attempt]);

    const current = views.find(view => view.id === chosen);
    const choose = (id: string) => {
        setChosen(id);
        const view = views.find(one => one.id === id);
        if (view) onApply(view);
    };
    const save = async (name: string, shared: boolean) => {
        const saved = await dataProvider.saveReportView({ name, report, filters, columns: columns ?? [], shared });
        setSaving(false);
        setChosen(saved.id);
        setAttempt(value => value + 1);
    };
    const remove = async () => {
        if (!current) return;
        setError(null);
        try {
            await dataProvider.deleteReportView(current.id);
            setChosen('');
            setAttempt(value => value + 1);
        } catch (failure) {
            setError(errorMessage(failure, translate('ats.reports.views.delete_failed')));
        }
    };
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField select size="small" label={translate('ats.reports.views.saved')} value={current ? chosen : ''} onChange={event => choose(event.target.value)} sx={{ width: 240, m: 0 }} disabled={views.length === 0}>
                {views.map(view => (
                    <MenuItem key={view.id} value={view.id}>
                        {view.mine ? view.name : translate('ats.reports.views.shared_by', { name: view.name, owner: view.owner_name })}
                    </MenuItem>
                ))}
            </TextField>
            {current?.mine ? (
                <IconButton aria-label={translate('ats.reports.views.delete', { name: current.name })} onClick={() => void remove()}>
                    <Delete />
                </IconButton>
            ) : null}
            <Button size="small" startIcon={<Save />} onClick={() => setSaving(true)}>
                {translate('ats.reports.views.save_current')}
            </Button>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <SaveDialog open={saving} onClose={() => setSaving(false)} onSave={save} />
        </Stack>
    );
}
