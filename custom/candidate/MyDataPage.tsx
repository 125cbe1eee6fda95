/**
 * /candidate/my-data: the candidate's own data. "Download my data" saves
 * everything the workspace holds about them (candidate/export) as a JSON
 * file. "Erase my account" says exactly what happens, asks for the password
 * again (the contract's rule: a borrowed session cannot erase an account) and
 * a typed confirmation, then erases (candidate/erase-account); the dialog
 * says it is done and closing it signs the candidate out.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { CandidateExport, CandidatePortalDataProvider } from '../../dataProvider/candidatePortal';
import { saveTextFile } from '../../ui/download';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/BusyButton';

/** my-data-2026-03-12.json: the day of the export, so two downloads do not overwrite each other on different days. */
export function exportFileName(data: Pick<CandidateExport, 'exported_at'>): string {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(data.exported_at)?.[0] ?? new Date().toISOString().slice(0, 10);
    return `my-data-${day}.json`;
}

export default function MyDataPage() {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [downloading, setDownloading] = useState(false);
    const [erasing, setErasing] = useState(false);

    const download = async () => {
        setDownloading(true);
        try {
            const data = await dataProvider.exportMyData();
            saveTextFile(JSON.stringify(data, null, 2), exportFileName(data), 'application/json;charset=utf-8');
            toast.success('ats.candidate.export_done');
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setDownloading(false);
        }
    };

    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.candidate.my_data_title')} />
            <Card variant="outlined" component="section" aria-labelledby="export-heading">
                <CardContent>
                    <Typography variant="h6" component="h2" id="export-heading" gutterBottom>
                        {translate('ats.candidate.export_title')}
                    </Typography>
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {translate('ats.candidate.export_text')}
                    </Typography>
                    <BusyButton variant="contained" startIcon={<Download />} onClick={() => void download()} busy={downloading}>
                        {translate('ats.candidate.export_button')}
                    </BusyButton>
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="erase-heading" sx={{ borderColor: 'error.main' }}>
                <CardContent>
                    <Typography variant="h6" component="h2" id="erase-heading" gutterBottom>
                        {translate('ats.candidate.erase_title')}
                    </Typography>
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {translate('ats.candidate.erase_text')}
                    </Typography>
                    <Button variant="outlined" color="error" startIcon={<DeleteForever />} onClick={() => setErasing(true)}>
                        {translate('ats.candidate.erase_button')}
                    </Button>
                </CardContent>
            </Card>
            {erasing && <EraseDialog onClose={() => setErasing(false)} />}
        </Stack>
    );
}

function EraseDialog({ onClose }: { onClose: () => void }) {
    const translate = useTranslate();
    const logout = useLogout();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [password, setPassword] = useState('');
    const [typed, setTyped] = useState('');
    const [failure, setFailure] = useState<string | null>(null);
    const [passwordError, setPasswordError] = useState<string | null>(null);
    const [sending, setSending] = useState(false);
    const [erased, setErased] = useState<string | null>(null);
    const titleId = useId();
    const word = translate('ats.candidate.erase_word');
    const ready = password.length > 0 && typed.trim().toUpperCase() === word.toUpperCase();

    const erase = async () => {
        if (!ready) return;
        setSending(true);
        setFailure(null);
        setPasswordError(null);
        try {
            const answer = await dataProvider.eraseMyAccount(password);
            setErased(answer.message ?? translate('ats.candidate.erased'));
        } catch (error) {
            setPasswordError((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors?.password ?? null);
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSending(false);
        }
    };
    // Nothing is left to use: the session ended with the account, so closing signs out.
    const signOut = () => void logout();

    if (erased) {
        return (
            <Dialog open onClose={signOut} aria-labelledby={titleId} aria-describedby={`${titleId}-done`}>
                <DialogTitle id={titleId}>{translate('ats.candidate.erased_title')}</DialogTitle>
                <DialogContent>
                    <Alert severity="success" id={`${titleId}-done`} role="status">
                        {erased}
                    </Alert>
                </DialogContent>
                <DialogActions>
                    <Button variant="contained" onClick={signOut} autoFocus>
                        {translate('ats.candidate.erased_sign_out')}
                    </Button>
                </DialogActions>
            </Dialog>
        );
    }
    return (
        <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
            <DialogTitle id={titleId}>{translate('ats.candidate.erase_confirm_title')}</DialogTitle>
            <Stack
                component="form"
                noValidate
                onSubmit={event => {
                    event.preventDefault();
                    void erase();
                }}
            >
                <DialogContent>
                    <Typography variant="body2" gutterBottom>
                        {translate('ats.candidate.erase_confirm_intro')}
                    </Typography>
                    <Box component="ul" sx={{ pl: 3, mt: 0 }}>
                        {(['erase_point_profile', 'erase_point_files', 'erase_point_applications', 'erase_point_offers', 'erase_point_signout'] as const).map(key => (
                            <Typography component="li" variant="body2" key={key}>
                                {translate(`ats.candidate.${key}`)}
                            </Typography>
                        ))}
                    </Box>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('ats.candidate.erase_irreversible')}
                    </Alert>
                    <Stack spacing={2}>
                        <TextField
                            type="password"
                            name="password"
                            autoComplete="current-password"
                            label={translate('ats.candidate.erase_password')}
                            value={password}
                            onChange={event => setPassword(event.target.value)}
                            error={Boolean(passwordError)}
                            helperText={passwordError ?? undefined}
                            required
                            autoFocus
                        />
                        <TextField
                            name="confirm"
                            label={translate('ats.candidate.erase_type', { word })}
                            value={typed}
                            onChange={event => setTyped(event.target.value)}
                            required
                        />
                    </Stack>
                    {failure && (
                        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                            {failure}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={sending}>
                        {translate('ats.confirm.cancel')}
                    </Button>
                    <BusyButton type="submit" variant="contained" color="error" busy={sending} disabled={!ready}>
                        {translate('ats.candidate.erase_confirm_button')}
                    </BusyButton>
                </DialogActions>
            </Stack>
        </Dialog>
    );
}
