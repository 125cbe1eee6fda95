/**
 * The answers the vendor gave for one submission
 * (vendor/{job_id}/get-screening-response?user_id=, SPEC.md section 3's
 * candidateResponse): the questions' current text and the answers as the
 * recruiter reads them.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VendorPortalDataProvider, VendorSubmission } from '../../dataProvider/vendorPortal';
import { LoadFailure, Loading } from '../../ui/LoadStatus';
import { useLoaded } from '../../ui/useLoaded';

export function ScreeningResponseDialog({ submission, onClose }: { submission: VendorSubmission; onClose: () => void }) {
    const translate = useTranslate();
    const titleId = useId();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const response = useLoaded(() => dataProvider.vendorScreeningResponse(submission.job.id, submission.user_id), [dataProvider, submission.job.id, submission.user_id]);
    const answers = response.value?.candidateResponse ?? [];
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{translate('ats.vendor.answers_title', { name: submission.candidate_name, title: submission.job.title })}</DialogTitle>
            <DialogContent>
                {response.failure && <LoadFailure message={response.failure} onRetry={response.reload} />}
                {!response.value && !response.failure && <Loading />}
                {response.value && answers.length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.vendor.no_answers')}
                    </Typography>
                )}
                {answers.length > 0 && (
                    // The questions are the recruiter's text, not i18n keys: listed as they are.
                    <Box component="dl" sx={{ m: 0 }} data-testid="vendor-answers">
                        {answers.map(answer => (
                            <Box key={answer.question_id} sx={{ mb: 1.5 }}>
                                <Typography component="dt" variant="body2" color="text.secondary">
                                    {answer.question}
                                </Typography>
                                <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
                                    {answer.answer}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.resources.close')}</Button>
            </DialogActions>
        </Dialog>
    );
}
