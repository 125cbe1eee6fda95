/**
 * A candidate's WhatsApp consent (docs/api-communication.md, "WhatsApp"):
 * the application drawer's section, where a recruiter sees the state and
 * records what the candidate said (source RECRUITER), and the candidate's own
 * switch on their profile (source CANDIDATE_PROFILE). The server keeps every
 * change with its time and source; the latest one is shown.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { applicationOptIn, ownOptIn, recordApplicationOptIn, recordOwnOptIn, type WhatsAppOptIn, type WhatsAppOptInBody } from '../../dataProvider/whatsapp';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { formatDateTime } from '../../ui/format';
import { BusyButton } from '../../ui/BusyButton';

/** "Opted in on … (career page application)", "Opted out …", or "No consent recorded"; `own`: worded for the candidate. */
export function OptInStatus({ optIn, own = false }: { optIn: WhatsAppOptIn; own?: boolean }) {
    const translate = useTranslate();
    const source = optIn.source ? translate(`ats.whatsapp.${own ? 'own_sources' : 'sources'}.${optIn.source}`) : '';
    return (
        <Stack spacing={0.5}>
            <Typography variant="body2" data-testid="whatsapp-opt-in-state">
                {optIn.state === 'NONE'
                    ? translate('ats.whatsapp.state_none')
                    : translate(optIn.state === 'OPTED_IN' ? 'ats.whatsapp.state_opted_in' : 'ats.whatsapp.state_opted_out', { when: formatDateTime(optIn.recorded_at), source })}
            </Typography>
            {!optIn.has_phone && (
                <Typography variant="body2" color="text.secondary">
                    {translate(own ? 'ats.whatsapp.own_no_phone' : 'ats.whatsapp.no_phone')}
                </Typography>
            )}
        </Stack>
    );
}

/** Loads a consent and records changes to it; `load` and `record` are the recruiter's or the candidate's calls. */
function useOptIn(load: () => Promise<WhatsAppOptIn>, record: (body: WhatsAppOptInBody) => Promise<WhatsAppOptIn>, key: string) {
    const translate = useTranslate();
    const toast = useToast();
    const [optIn, setOptIn] = useState<WhatsAppOptIn | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    useEffect(() => {
        let live = true;
        setOptIn(null);
        setFailure(null);
        load().then(
            answer => live && setOptIn(answer),
            error => live && setFailure(errorMessage(error, translate('ats.whatsapp.failed'))),
        );
        return () => {
            live = false;
        };
        // `key` names what is loaded; the functions are new on each render.
    }, [key]);
    const change = async (state: WhatsAppOptInBody['state']) => {
        // One change at a time; the candidate's switch stays enabled meanwhile (a disabled one would
        // drop the focus to the page's top), so a press while saving is ignored here.
        if (saving) return;
        setSaving(true);
        try {
            setOptIn(await record({ state }));
            toast.success(translate('ats.whatsapp.recorded'));
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.whatsapp.failed')));
        } finally {
            setSaving(false);
        }
    };
    return { optIn, failure, saving, change };
}

/** The application drawer's "WhatsApp" section: the state, and the recruiter records an opt-in or opt-out. */
export function WhatsAppOptInSection({ applicationId }: { applicationId: string }) {
    const translate = useTranslate();
    const { optIn, failure, saving, change } = useOptIn(
        () => applicationOptIn(applicationId),
        body => recordApplicationOptIn(applicationId, body),
        applicationId,
    );
    if (failure) return <Alert severity="error">{failure}</Alert>;
    if (!optIn) return <Typography variant="body2" color="text.secondary">{translate('ats.whatsapp.loading')}</Typography>;
    const next = optIn.state === 'OPTED_IN' ? 'OPTED_OUT' : 'OPTED_IN';
    return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <OptInStatus optIn={optIn} />
            <BusyButton size="small" variant="outlined" busy={saving} onClick={() => void change(next)}>
                {translate(next === 'OPTED_IN' ? 'ats.whatsapp.record_opt_in' : 'ats.whatsapp.record_opt_out')}
            </BusyButton>
            <Typography variant="caption" color="text.secondary">
                {translate('ats.whatsapp.record_hint')}
            </Typography>
        </Stack>
    );
}

/** The candidate's own switch on their profile page. */
export function OwnWhatsAppOptInCard() {
    const translate = useTranslate();
    const { optIn, failure, saving, change } = useOptIn(ownOptIn, recordOwnOptIn, 'own');
    return (
        <Card variant="outlined" component="section" aria-labelledby="candidate-whatsapp-heading">
            <CardContent>
                <Typography variant="h6" component="h2" id="candidate-whatsapp-heading" gutterBottom>
                    {translate('ats.whatsapp.own_title')}
                </Typography>
                {failure && <Alert severity="error">{failure}</Alert>}
                {optIn && (
                    <Stack spacing={1}>
                        <FormControlLabel
                            control={
                                <Switch
                                    checked={optIn.state === 'OPTED_IN'}
                                    onChange={event => void change(event.target.checked ? 'OPTED_IN' : 'OPTED_OUT')}
                                    slotProps={{ input: { 'aria-disabled': saving || undefined, 'aria-busy': saving || undefined } }}
                                />
                            }
                            label={translate('ats.whatsapp.own_label')}
                        />
                        <OptInStatus optIn={optIn} own />
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
}
