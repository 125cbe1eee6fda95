/**
 * The interviewer's decision on a PROFILE_REVIEW: approve or reject with an
 * optional note (PATCH interviewer/update-profile-status). Once decided it
 * says so; the server refuses a second decision, so Reject, which ends the
 * candidate's way on, asks first (ui/ConfirmDialog). The decision's sentence
 * takes the focus when it replaces the buttons.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbUp from '@mui/icons-material/ThumbUp';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InterviewsDataProvider, ProfileStatus } from '../../dataProvider/interviews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/BusyButton';

export interface ProfileReviewPanelProps {
    interviewId: string;
    status: ProfileStatus | null;
    candidateName: string;
    onDecided: () => void;
}

type Decision = 'APPROVED' | 'REJECTED';

export function ProfileReviewPanel({ interviewId, status, candidateName, onDecided }: ProfileReviewPanelProps) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const [note, setNote] = useState('');
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const [confirmingReject, setConfirmingReject] = useState(false);
    // The buttons go once the decision is read back: the focus moves to the sentence that replaces them.
    const [justDecided, setJustDecided] = useState(false);
    const decidedRef = useRef<HTMLDivElement>(null);
    const decided = Boolean(status && status !== 'PENDING');
    useEffect(() => {
        if (justDecided && decided) decidedRef.current?.focus();
    }, [justDecided, decided]);

    if (status && decided) {
        return (
            <Alert ref={decidedRef} tabIndex={-1} severity={status === 'APPROVED' ? 'success' : 'info'}>
                {translate('ats.interviewer.reviewed', { status: translate(`ats.interviews.profile_statuses.${status}`) })}
            </Alert>
        );
    }
    const send = async (decision: Decision) => {
        const message = await dataProvider.updateProfileStatus({ interview_id: interviewId, profile_status: decision, note: note.trim() || null });
        toast.success(message ?? translate('ats.interviewer.review_done'));
        setJustDecided(true);
        onDecided();
    };
    const approve = async () => {
        setBusy(true);
        setFailure(null);
        try {
            await send('APPROVED');
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Stack spacing={2}>
            <TextField multiline minRows={2} label={translate('ats.interviewer.review_note')} value={note} onChange={event => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            {failure && (
                <Alert severity="error" role="alert">
                    {failure}
                </Alert>
            )}
            <Stack direction="row" spacing={1}>
                <BusyButton variant="contained" color="success" startIcon={<ThumbUp />} busy={busy} onClick={() => void approve()} aria-label={`${translate('ats.interviewer.approve')} ${candidateName}`}>
                    {translate('ats.interviewer.approve')}
                </BusyButton>
                <Button variant="outlined" color="error" startIcon={<ThumbDown />} disabled={busy} onClick={() => setConfirmingReject(true)} aria-label={`${translate('ats.interviewer.reject')} ${candidateName}`}>
                    {translate('ats.interviewer.reject')}
                </Button>
            </Stack>
            {/* A refusal stays in the dialog, in the server's words (ConfirmDialog). */}
            <ConfirmDialog
                open={confirmingReject}
                onClose={() => setConfirmingReject(false)}
                onConfirm={() => send('REJECTED')}
                subject={candidateName}
                title="ats.interviewer.reject_confirm_title"
                content="ats.interviewer.reject_confirm_text"
                confirmLabel="ats.interviewer.reject"
            />
        </Stack>
    );
}
