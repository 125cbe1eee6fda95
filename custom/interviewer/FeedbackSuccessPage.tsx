/**
 * /interviewer-feedback/success: where submitting feedback lands. Its path
 * contains 'success', so it has no sidebar and no area bar (SPEC.md section
 * 2); it shows no interview data, only the way back.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export default function FeedbackSuccessPage() {
    const translate = useTranslate();
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
            <Card sx={{ maxWidth: 480, width: '100%' }}>
                <CardContent sx={{ textAlign: 'center', py: 5 }}>
                    <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
                    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                        {translate('ats.interviewer.feedback_submitted')}
                    </Typography>
                    <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
                        {translate('ats.interviewer.feedback_thanks')}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 3 }}>
                        <Button variant="contained" component={RouterLink} to="/interviewer/upcoming-interviews">
                            {translate('ats.interviewer.back_to_upcoming')}
                        </Button>
                        <Button component={RouterLink} to="/interviewer/past-interviews">
                            {translate('ats.interviewer.see_past')}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
}
