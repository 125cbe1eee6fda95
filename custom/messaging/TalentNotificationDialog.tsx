/**
 * talent/send-notification: every active member of a talent pool category,
 * by email (an email template, with the unsubscribe link) or WhatsApp (a
 * template and the values of its {{1}}, {{2}}, …, to candidates who opted
 * in). The answer's report lists who did not get it and why.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { emailTemplates, notifyTalent, talentCategories, whatsappTemplates, type Channel, type RecipientResult, type TemplateOption } from '../../dataProvider/messaging';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { SendReportView } from './SendReportView';
import { templateItems } from './templateItems';
import { BusyButton } from '../../ui/BusyButton';

interface Options {
    categories: { id: string; label: string }[];
    email: TemplateOption[];
    whatsapp: (TemplateOption & { body?: string })[];
}

/** How many values a WhatsApp template body takes: its highest {{n}}. */
export function variableCount(body: string | undefined): number {
    let highest = 0;
    for (const match of (body ?? '').matchAll(/\{\{\s*(\d+)\s*\}\}/g)) highest = Math.max(highest, Number(match[1]));
    return Math.min(highest, 10);
}

export function TalentNotificationDialog({ onClose, onSent }: { onClose: () => void; onSent?: () => void }) {
    const translate = useTranslate();
    const [options, setOptions] = useState<Options | null>(null);
    const [categoryId, setCategoryId] = useState('');
    const [channel, setChannel] = useState<Channel>('EMAIL');
    const [templateId, setTemplateId] = useState('');
    const [values, setValues] = useState<string[]>([]);
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [results, setResults] = useState<RecipientResult[] | null>(null);
    const failed = (error: unknown) => errorMessage(error, translate('ats.errors.try_later_bang'));

    useEffect(() => {
        // A workspace without WhatsApp templates (or without the permission to list them) can still mail.
        Promise.all([talentCategories(), emailTemplates(), whatsappTemplates().catch(() => [])]).then(
            ([categories, email, whatsapp]) => setOptions({ categories, email, whatsapp }),
            error => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
    }, [translate]);

    const templates = channel === 'EMAIL' ? (options?.email ?? []) : (options?.whatsapp ?? []);
    const wanted = channel === 'WHATSAPP' ? variableCount(options?.whatsapp.find(t => t.id === templateId)?.body) : 0;

    const send = async () => {
        setBusy(true);
        setFailure(null);
        setErrors({});
        try {
            const body = channel === 'EMAIL' ? { category_id: categoryId, channel, template_id: templateId } : { category_id: categoryId, channel, whatsapp_template_id: templateId, variables: values.slice(0, wanted) };
            setResults((await notifyTalent(body)).report.results);
            onSent?.();
        } catch (error) {
            setFailure(failed(error));
            setErrors(fieldErrorsOf(error));
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="talent-notification-title">
            <DialogTitle id="talent-notification-title">{translate('ats.messaging.notify_talent')}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {failure && <Alert severity="error">{failure}</Alert>}
                {results ? (
                    <SendReportView results={results} />
                ) : (
                    <>
                        <TextField select label={translate('ats.messaging.category')} value={categoryId} onChange={e => setCategoryId(e.target.value)} error={!!errors.category_id} helperText={errors.category_id} disabled={!options} sx={{ mt: 1 }}>
                            {(options?.categories ?? []).map(c => (
                                <MenuItem key={c.id} value={c.id}>
                                    {c.label}
                                </MenuItem>
                            ))}
                        </TextField>
                        <TextField
                            select
                            label={translate('ats.messaging.channel')}
                            value={channel}
                            onChange={e => {
                                setChannel(e.target.value as Channel);
                                setTemplateId('');
                            }}
                        >
                            <MenuItem value="EMAIL">{translate('ats.messaging.channels.EMAIL')}</MenuItem>
                            <MenuItem value="WHATSAPP">{translate('ats.messaging.channels.WHATSAPP')}</MenuItem>
                        </TextField>
                        <TextField
                            select
                            label={translate('ats.messaging.template')}
                            value={templateId}
                            onChange={e => setTemplateId(e.target.value)}
                            error={!!(errors.template_id ?? errors.whatsapp_template_id)}
                            helperText={errors.template_id ?? errors.whatsapp_template_id ?? (options && !templates.length ? translate('ats.messaging.no_templates') : undefined)}
                            disabled={!options}
                        >
                            {templateItems(templates, 'talent pool', translate)}
                        </TextField>
                        {Array.from({ length: wanted }, (_, i) => (
                            <TextField
                                key={i}
                                label={translate('ats.messaging.variable', { n: i + 1 })}
                                value={values[i] ?? ''}
                                onChange={e => setValues(current => Object.assign([...current], { [i]: e.target.value }))}
                                error={!!errors.variables}
                                helperText={i === 0 ? errors.variables : undefined}
                            />
                        ))}
                        <Alert severity="info">{translate('ats.messaging.marketing_note')}</Alert>
                        {busy && <LinearProgress aria-label={translate('ats.messaging.progress_label')} />}
                    </>
                )}
            </DialogContent>
            <DialogActions>
                {results ? (
                    <Button variant="contained" onClick={onClose}>
                        {translate('ats.messaging.close')}
                    </Button>
                ) : (
                    <>
                        <Button onClick={onClose} disabled={busy}>
                            {translate('ats.confirm.cancel')}
                        </Button>
                        <BusyButton variant="contained" onClick={() => void send()} busy={busy} disabled={!categoryId || !templateId}>
                            {translate('ats.messaging.notify')}
                        </BusyButton>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
}
