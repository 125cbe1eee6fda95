/**
 * The corporate home (/corporate): a real welcome with the workspace's name
 * and the signed-in user's name. Figures arrive with the dashboards module.
 */
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { useWorkspace } from '../workspaceContext';

export function CorporateDashboard() {
    const translate = useTranslate();
    const { company } = useWorkspace();
    const user = session.getUser();
    const workspace = company ?? session.getCompany();
    const companyName = workspace?.brand_name || workspace?.company_name || user?.company_name || '';
    const userName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
    return (
        <Card>
            <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Avatar src={profileImageUrl(workspace?.company_profile_image) ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                        {companyName.charAt(0)}
                    </Avatar>
                    <div>
                        <Typography variant="h5" component="h1">
                            {translate('ats.dashboard.welcome', { name: userName })}
                        </Typography>
                        <Typography color="text.secondary">{translate('ats.dashboard.workspace', { company: companyName })}</Typography>
                    </div>
                </Stack>
                <Typography sx={{ mt: 2 }}>{translate('ats.dashboard.next_steps')}</Typography>
            </CardContent>
        </Card>
    );
}
