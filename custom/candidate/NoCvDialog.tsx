/**
 * Asked before a one-click application from a profile without a CV: the job list promises
 * "your profile and CV", and the application had gone without one, silently. The candidate
 * uploads one first (their profile page) or applies with the profile alone.
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

const CANDIDATE_PROFILE_PATH = '/candidate/profile';

export function NoCvDialog({ onClose, onApply }: { onClose: () => void; onApply: () => void }) {
    const translate = useTranslate();
    const titleId = useId();
    const textId = useId();
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
            <DialogTitle id={titleId}>{translate('ats.candidate.no_cv_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText id={textId}>{translate('ats.candidate.no_cv_text')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button onClick={onClose}>{translate('ats.confirm.cancel')}</Button>
                <Button onClick={onApply}>{translate('ats.candidate.no_cv_apply')}</Button>
                <Button component={RouterLink} to={CANDIDATE_PROFILE_PATH} variant="contained">
                    {translate('ats.candidate.no_cv_upload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
