/** Sections of the application detail: headings, consent, stage history, timeline and notes. */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApplicationConsent, HistoryEntry, JobsDataProvider, Note, TimelineEvent } from '../../dataProvider/jobs';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { ApplicationMessages } from '../messaging/ApplicationMessages';
import { formatDateTime } from '../../ui/format';
import { BusyButton } from '../../ui/BusyButton';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
    const translate = useTranslate();
    return (
        <Box component="section">
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
}

function Empty({ text }: { text: string }) {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary">
            {translate(text)}
        </Typography>
    );
}

/** The privacy notice the candidate accepted: its version, when, and the very text (folded). */
export function ConsentSection({ consent }: { consent: ApplicationConsent | null | undefined }) {
    const translate = useTranslate();
    return (
        <DetailSection title="ats.applicants.consent">
            {consent ? (
                <>
                    <Typography variant="body2">{translate('ats.applicants.consent_given', { version: consent.notice_version, when: formatDateTime(consent.accepted_at) })}</Typography>
                    <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
                        <Typography component="summary" variant="body2">
                            {translate('ats.applicants.consent_text')}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                            {consent.notice_text}
                        </Typography>
                    </Box>
                </>
            ) : (
                <Empty text="ats.applicants.no_consent" />
            )}
        </DetailSection>
    );
}

export function HistoryList({ history }: { history: HistoryEntry[] }) {
    const translate = useTranslate();
    if (history.length === 0) return <Empty text="ats.applicants.no_history" />;
    return (
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
            {history.map((entry, index) => {
                const from = entry.from_stage?.name;
                const to = entry.to_stage?.name ?? '';
                const who = entry.moved_by?.name ?? '';
                return (
                    <Typography component="li" variant="body2" key={index}>
                        {translate(from ? 'ats.applicants.history_moved' : 'ats.applicants.history_entered', { from: from ?? '', to, who })}{' '}
                        <Typography component="span" variant="caption" color="text.secondary">
                            {formatDateTime(entry.moved_at)}
                        </Typography>
                    </Typography>
                );
            })}
        </Box>
    );
}

export function timelineText(event: TimelineEvent, translate: (key: string, options?: Record<string, unknown>) => string): string {
    const who = event.actor?.name ?? '';
    switch (event.type) {
        case 'STAGE_CHANGED':
            return translate('ats.applicants.event_stage_changed', { who, from: event.from_stage ?? '', to: event.to_stage ?? '' });
        case 'APPLIED':
            return translate('ats.applicants.event_applied', { who, to: event.to_stage ?? '' });
        case 'NOTE':
            return translate('ats.applicants.event_note', { who, text: event.text ?? '' });
        case 'RECRUITER_ASSIGNED':
            return translate('ats.applicants.event_recruiter', { who, text: event.text ?? '' });
        // The server's text says what happened to which interview (round, time, result with its code).
        case 'INTERVIEW_SCHEDULED':
        case 'INTERVIEW_RESCHEDULED':
        case 'INTERVIEW_CANCELLED':
        case 'INTERVIEW_RESULT':
        case 'PROFILE_REVIEWED':
            return translate('ats.interviews.timeline_event', { who, text: event.text ?? '' });
        // The candidate's answer to an offer letter; the server's text names the offer (and the reason of a decline).
        case 'OFFER_ACCEPTED':
        case 'OFFER_DECLINED':
            return translate('ats.applicants.event_offer', { text: event.text ?? '', who });
        // The offer's lifecycle: the server's text names the offer; an expiry has no actor.
        case 'OFFER_CREATED':
        case 'OFFER_UPDATED':
        case 'OFFER_SENT':
        case 'OFFER_RESENT':
        case 'OFFER_WITHDRAWN':
            return translate('ats.interviews.timeline_event', { who, text: event.text ?? '' });
        case 'OFFER_EXPIRED':
            return event.text ?? '';
        default:
            return translate('ats.applicants.event_details', { who });
    }
}

export function TimelineList({ events }: { events: TimelineEvent[] }) {
    const translate = useTranslate();
    if (events.length === 0) return <Empty text="ats.applicants.no_timeline" />;
    return (
        <Box component="ul" sx={{ pl: 3, my: 0 }} data-testid="timeline">
            {events.map((event, index) => (
                <Typography component="li" variant="body2" key={`${event.at}-${index}`} sx={{ whiteSpace: 'pre-line' }}>
                    {timelineText(event, translate)}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                        {formatDateTime(event.at)}
                    </Typography>
                </Typography>
            ))}
        </Box>
    );
}

export function NotesSection({ applicationId, notes, onAdded }: { applicationId: string; notes: Note[]; onAdded: () => void }) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [text, setText] = useState('');
    const [saving, setSaving] = useState(false);
    const add = async () => {
        if (!text.trim()) return;
        setSaving(true);
        try {
            await dataProvider.addNote(applicationId, text.trim());
            setText('');
            onAdded();
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };
    return (
        <DetailSection title="ats.applicants.notes">
            {notes.length === 0 && <Empty text="ats.applicants.no_notes" />}
            {notes.map(note => (
                <Box key={note.id} sx={{ mb: 1 }}>
                    {/* A note keeps the lines it was written in. */}
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="note-text">
                        {note.text}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {[note.created_by?.name, formatDateTime(note.created_at)].filter(Boolean).join(' · ')}
                    </Typography>
                </Box>
            ))}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <TextField size="small" fullWidth multiline label={translate('ats.applicants.add_note')} value={text} onChange={event => setText(event.target.value)} />
                <BusyButton onClick={() => void add()} busy={saving} disabled={!text.trim()}>
                    {translate('ats.applicants.save_note')}
                </BusyButton>
            </Stack>
        </DetailSection>
    );
}

/** Every message sent about the application (the communication log), with retry for a failed one. */
export function MessagesSection({ applicationId }: { applicationId: string }) {
    return (
        <DetailSection title="ats.messaging.messages_section">
            <ApplicationMessages applicationId={applicationId} />
        </DetailSection>
    );
}
