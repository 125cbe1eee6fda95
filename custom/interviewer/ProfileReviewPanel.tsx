/**
 * The interviewer's decision on a PROFILE_REVIEW: approve or reject with an
 * optional note (PATCH interviewer/update-profile-status). Once decided it
 * says so; the server refuses a second decision.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbUp from '@mui/icons-material/ThumbUp';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InterviewsDataProvider, ProfileStatus } from '../../dataProvider/interviews';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';

export interface ProfileReviewPanelProps {
    interviewId: string;
    status: ProfileStatus | null;
    candidateName: string;
    onDecided: () => void;
}

export function ProfileReviewPanel({ interviewId, status, candidateName, onDecided }: ProfileReviewPanelProps) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const [note, setNote] = useState('');
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);

    if (status && status !== 'PENDING') {
        return <Alert severity={status === 'APPROVED' ? 'success' : 'info'}>{translate('ats.interviewer.reviewed', { status: translate(`ats.interviews.profile_statuses.${status}`) })}</Alert>;
    }
    const decide = async (decision: 'APPROVED' | 'REJECTED') => {
        setBusy(true);
        setFailure(null);
        try {
            const message = await dataProvider.updateProfileStatus({ interview_id: interviewId, profile_status: decision, note: note.trim() || null });
            toast.success(message ?? translate('ats.interviewer.review_done'));
            onDecided();
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
                <Button variant="contained" color="success" startIcon={<ThumbUp />} disabled={busy} onClick={() => void decide('APPROVED')} aria-label={`${translate('ats.interviewer.approve')} ${candidateName}`}>
                    {translate('ats.interviewer.approve')}
                </Button>
                <Button variant="outlined" color="error" startIcon={<ThumbDown />} disabled={busy} onClick={() => void decide('REJECTED')} aria-label={`${translate('ats.interviewer.reject')} ${candidateName}`}>
                    {translate('ats.interviewer.reject')}
                </Button>
            </Stack>
        </Stack>
    );
}
