/**
 * Where a failed workspace check lands (/company-not-found?inactive=true|false).
 * Shows the check's own message when the boot just failed, else the text the
 * query implies.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DomainDisabled from '@mui/icons-material/DomainDisabled';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useWorkspace } from '../workspaceContext';

export function CompanyNotFound() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const { failureMessage } = useWorkspace();
    const inactive = params.get('inactive') === 'true';
    const message = failureMessage ?? translate(inactive ? 'ats.workspace.inactive' : 'ats.company_not_found.not_found');
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
            <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
                <DomainDisabled sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('ats.company_not_found.title')}
                </Typography>
                <Typography role="alert" color="text.secondary">
                    {message}
                </Typography>
            </Box>
        </Box>
    );
}
