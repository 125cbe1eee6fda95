/**
 * Share a job: the employee's link to the job's career page (refer_by set to
 * them, from the server), Copy link (clipboard, with a confirmation toast),
 * and LinkedIn, WhatsApp and mail through their share URLs, each opened in a
 * new tab. Where the device has a share sheet of its own (a phone), "More
 * apps" opens it, for whatever app the employee shares with. The link is
 * shown as text too, selectable, for a browser that refuses the clipboard.
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/EmailOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import IosShare from '@mui/icons-material/IosShare';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmployeePortalDataProvider, ShareLink } from '../../dataProvider/employeePortal';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { canShareNatively, copyText, shareNatively, shareUrls, type ShareTarget } from './shareLinks';

const targets: Array<{ target: ShareTarget; label: string; icon: typeof LinkedIn }> = [
    { target: 'linkedin', label: 'ats.employee.share_linkedin', icon: LinkedIn },
    { target: 'whatsapp', label: 'ats.employee.share_whatsapp', icon: WhatsApp },
    { target: 'email', label: 'ats.employee.share_email', icon: Email },
];

/** `focusCopy`: Copy link takes the focus (in the share dialog, so Enter copies at once). */
export function SharePanel({ link, title, focusCopy = false }: { link: string; title: string; focusCopy?: boolean }) {
    const translate = useTranslate();
    const toast = useToast();
    const fieldId = useId();
    const urls = shareUrls(link, {
        subject: translate('ats.employee.share_subject', { title }),
        message: translate('ats.employee.share_message', { title }),
    });
    const copy = async () => {
        if (await copyText(link)) toast.success('ats.employee.link_copied');
        else toast.error('ats.employee.copy_failed');
    };
    const native = { title: translate('ats.employee.share_subject', { title }), text: translate('ats.employee.share_message', { title }), url: link };
    const shareWithDevice = async () => {
        if ((await shareNatively(native)) === 'failed') toast.error('ats.employee.share_failed');
    };
    return (
        <Stack spacing={1.5} data-testid="share-panel">
            <TextField
                id={fieldId}
                size="small"
                fullWidth
                label={translate('ats.employee.share_link_label')}
                value={link}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' }, formHelperText: { sx: { mx: 0 } } }}
                helperText={translate('ats.employee.share_link_help')}
                onFocus={event => event.target.select()}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} autoFocus={focusCopy}>
                    {translate('ats.employee.copy_link')}
                </Button>
                {targets.map(({ target, label, icon: Icon }) => (
                    <Button
                        key={target}
                        variant="outlined"
                        startIcon={<Icon />}
                        href={urls[target]}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={translate(`${label}_named`, { title })}
                    >
                        {translate(label)}
                    </Button>
                ))}
                {canShareNatively(native) && (
                    <Button variant="outlined" startIcon={<IosShare />} onClick={() => void shareWithDevice()} aria-label={translate('ats.employee.share_device_named', { title })}>
                        {translate('ats.employee.share_device')}
                    </Button>
                )}
            </Stack>
        </Stack>
    );
}

/**
 * The share panel for one job: its link (given, or asked of the server:
 * employee/share-link/{id}), once the job's career page is known to exist. A
 * job shown to employees may be off the career page; its link would lead
 * nowhere, so the panel says so and points to referring instead.
 */
export function ShareJob({ jobId, title, link: given, focusCopy = false }: { jobId: string; title: string; link?: string; focusCopy?: boolean }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [link, setLink] = useState<ShareLink | null>(null);
    const [listed, setListed] = useState<boolean | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    useEffect(() => {
        let cancelled = false;
        setLink(null);
        setListed(null);
        setFailure(null);
        dataProvider.onCareerPage(jobId).then(
            value => !cancelled && setListed(value),
            () => !cancelled && setListed(true),
        );
        const asked = given ? Promise.resolve({ job_id: jobId, title, url: given }) : dataProvider.employeeShareLink(jobId);
        asked.then(
            answer => !cancelled && setLink(answer),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, jobId, given, title, translate]);
    if (failure) return <Alert severity="error">{failure}</Alert>;
    if (listed === false) return <Alert severity="info">{translate('ats.employee.not_on_career_page')}</Alert>;
    if (!link || listed === null) return <CircularProgress size={24} aria-label={translate('ats.candidate.loading')} />;
    return <SharePanel link={link.url} title={link.title || title} focusCopy={focusCopy} />;
}

export function ShareJobDialog({ jobId, title, onClose }: { jobId: string; title: string; onClose: () => void }) {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-job-title">
            <DialogTitle id="share-job-title">{translate('ats.employee.share_title', { title })}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('ats.employee.share_intro')}
                </Typography>
                <ShareJob jobId={jobId} title={title} focusCopy />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.employee.close')}</Button>
            </DialogActions>
        </Dialog>
    );
}
