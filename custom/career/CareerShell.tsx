/**
 * The frame of the career page and a job's page, in the workspace's brand:
 * its logo and name in a bar of its colour, a link to the candidate sign-in
 * (to their applications once a candidate is signed in, to their own home
 * page for anyone signed in under another role), the page under it, and
 * the sign-in pages' language switch at the foot. In embed mode (?embed=1, a
 * partner site framing the page: docs/ui-career.md, "Embed mode") there is
 * no chrome at all, only the page,
 * in the partner's colour when it has one.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CAREER_PAGE_PATH, careerEmbedQuery } from '../../config/contracts/career';
import { getCareerPartner } from '../../dataProvider/career';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { themeColors } from '../../config/themeColors';
import { themeFor } from '../shell/theme';
import { useWorkspace } from '../workspaceContext';
import { APPLIED_JOBS_PATH, otherRoleHome, signedInCandidate } from './candidateSession';

export interface EmbedState {
    embedded: boolean;
    partnerId: string | null;
}

/** ?embed=1&partner=<id>: how a partner site opens the page (config/contracts/career.ts). */
export function useEmbed(): EmbedState {
    const [params] = useSearchParams();
    const embedded = params.get('embed') === careerEmbedQuery.embed;
    return { embedded, partnerId: params.get(careerEmbedQuery.partner) || null };
}

/** The query a link inside the career pages carries on: embed, partner and attribution, not the filters. */
export function carriedQuery(params: URLSearchParams): string {
    const kept = new URLSearchParams();
    for (const key of ['embed', 'partner', 'utm_source', 'utm_medium', 'utm_campaign', 'refer_by', 'vendor_id']) {
        const value = params.get(key);
        if (value) kept.set(key, value);
    }
    const text = kept.toString();
    return text ? `?${text}` : '';
}

/** The partner's colour, once its record answers (an unknown partner keeps the workspace's). */
function usePartnerColor(partnerId: string | null): string | null {
    const [color, setColor] = useState<string | null>(null);
    useEffect(() => {
        if (!partnerId) return;
        let live = true;
        getCareerPartner(partnerId).then(
            partner => live && setColor(partner.brand_color),
            () => undefined,
        );
        return () => {
            live = false;
        };
    }, [partnerId]);
    return color;
}

/** The bar's one link: a candidate's applications, another role's own home page, or the candidate sign-in. */
function AccountLink() {
    const translate = useTranslate();
    // Signed in, the sign-in link only bounced a candidate back to their area's first page, and anyone else to theirs.
    if (signedInCandidate()) {
        return (
            <Link component={RouterLink} to={APPLIED_JOBS_PATH} color="inherit">
                {translate('ats.career.my_applications')}
            </Link>
        );
    }
    const home = otherRoleHome();
    if (home) {
        return (
            <Link component={RouterLink} to={home} color="inherit">
                {translate('ats.career.home_link')}
            </Link>
        );
    }
    return (
        <Link component={RouterLink} to="/candidate/login" color="inherit">
            {translate('ats.career.candidate_sign_in')}
        </Link>
    );
}

function BrandBar() {
    const company = useWorkspace().company ?? session.getCompany();
    const name = company?.brand_name || company?.company_name || '';
    const colors = themeColors(company?.theme_color ?? '');
    return (
        <Box component="header" sx={{ bgcolor: colors.brand, color: colors.onBrand }}>
            <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
                <Link component={RouterLink} to={CAREER_PAGE_PATH} color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1 }}>
                    <Avatar src={profileImageUrl(company?.company_profile_image) ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'background.paper', color: 'text.primary' }}>
                        {name.charAt(0)}
                    </Avatar>
                    <Typography component="span" variant="h6" data-testid="career-company-name">
                        {name}
                    </Typography>
                </Link>
                <AccountLink />
            </Container>
        </Box>
    );
}

export function CareerShell({ children }: { children: ReactNode }) {
    const { embedded, partnerId } = useEmbed();
    const partnerColor = usePartnerColor(embedded ? partnerId : null);
    const partnerTheme = useMemo(() => (partnerColor ? createTheme(themeFor(partnerColor)) : null), [partnerColor]);
    if (embedded) {
        const page = (
            <Box component="main" sx={{ p: 2 }} data-embed="1">
                {children}
            </Box>
        );
        return partnerTheme ? <ThemeProvider theme={partnerTheme}>{page}</ThemeProvider> : page;
    }
    return (
        <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
            <BrandBar />
            <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
                {children}
            </Container>
            {/* The sign-in pages' switch, under the page as under their card: a visitor who reads Hindi finds it without signing in. */}
            <Box component="footer" sx={{ pb: 3 }}>
                <LanguageSwitch />
            </Box>
        </Box>
    );
}
