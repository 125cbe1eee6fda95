/**
 * The frame of every sign-in page: the workspace's logo and name above the
 * form, so users can tell which company they are signing in to.
 */
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { useWorkspace } from '../workspaceContext';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
    const translate = useTranslate();
    const company = useWorkspace().company ?? session.getCompany();
    const name = company?.brand_name || company?.company_name || '';
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, p: 2, bgcolor: 'grey.100' }}>
            <Card sx={{ width: '100%', maxWidth: 420 }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <Avatar src={profileImageUrl(company?.company_profile_image) ?? undefined} alt={name} sx={{ width: 48, height: 48 }}>
                            {name.charAt(0)}
                        </Avatar>
                        <Typography variant="h6" component="p" data-testid="login-company-name">
                            {name}
                        </Typography>
                    </Box>
                    <Typography variant="h5" component="h1">
                        {translate(title)}
                    </Typography>
                    {children}
                </CardContent>
            </Card>
            <LanguageSwitch />
        </Box>
    );
}
