/**
 * The corporate sidebar: company header, the visible menu tree and a
 * collapse toggle. 240 px open, 90 px closed; at or below 1024 px it stays
 * closed (icons with tooltips). Only one group per level is open at a time.
 */
import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState, useTranslate } from 'react-admin';
import { constants, type Permissions } from '../../config';
import { session } from '../../dataProvider/session';
import { groupPathFor, truncateName, visibleMenu, type MenuDefinition } from '../../ui/menu';
import { useCorporateMenu } from '../../ui/menuContext';
import { sessionMenuContext } from '../../ui/sessionMenu';
import { SidebarNodes } from './SidebarItems';
import { useShellBreakpoints } from './useShellBreakpoints';
import { profileImageUrl } from '../../dataProvider/images';

export interface CorporateSidebarProps {
    /** Supplied permissions win; otherwise the permissions cookie is read. */
    permissions?: Permissions | null;
    isRecruitAgency?: boolean;
    companyName?: string;
    companyLogo?: string | null;
    /** Defaults to config/menu.json with the entries the composition root provides (the generated resources') merged in. */
    menu?: MenuDefinition;
}

export function CorporateSidebar(props: CorporateSidebarProps) {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { isNarrow } = useShellBreakpoints();
    const [open, setOpen] = useSidebarState();
    const company = session.getCompany();
    // The session's menu context (ui/sessionMenu.ts), as the home and Ctrl K read it; a test may give its own.
    const fromSession = sessionMenuContext();
    const permissions = props.permissions ?? fromSession.permissions;
    const isRecruitAgency = props.isRecruitAgency ?? fromSession.isRecruitAgency;
    const csDashboard = fromSession.csDashboard;
    const generatedMenu = useCorporateMenu();
    const menu = props.menu ?? generatedMenu;

    const visible = useMemo(
        () => visibleMenu(menu, { permissions, isRecruitAgency, csDashboard }),
        [menu, permissions, isRecruitAgency, csDashboard],
    );
    // Start with the groups around the current page open, so the active link is visible.
    const [openPath, setOpenPath] = useState<string[]>(() => groupPathFor(visible.nodes, pathname));
    const toggleGroup = (depth: number, key: string) =>
        setOpenPath(path => (path[depth] === key ? path.slice(0, depth) : [...path.slice(0, depth), key]));

    const showLabels = open && !isNarrow;
    const width = showLabels ? constants.sidebarWidth.open : constants.sidebarWidth.closed;
    const toggleLabel = translate(showLabels ? 'ats.shell.collapse_sidebar' : 'ats.shell.expand_sidebar');

    return (
        <Drawer
            variant="permanent"
            component="nav"
            aria-label={translate('ats.shell.main_navigation')}
            data-testid="corporate-sidebar"
            data-width={width}
            sx={{
                width,
                flexShrink: 0,
                transition: 'width 200ms',
                // In view while a long page scrolls the window, as the bar is (AreaBar); a menu taller than the window scrolls inside.
                '& .MuiDrawer-paper': { width, overflowX: 'hidden', overflowY: 'auto', transition: 'width 200ms', position: 'sticky', top: 0, height: '100vh' },
            }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: showLabels ? 'space-between' : 'center', p: 1 }}>
                <CompanyHeader
                    route={visible.showHeader ? menu.header.route : null}
                    name={props.companyName ?? company?.company_name ?? session.getUser()?.company_name ?? ''}
                    logo={props.companyLogo ?? company?.company_profile_image ?? null}
                    showName={showLabels}
                />
                {!isNarrow && (
                    <Tooltip title={toggleLabel}>
                        <IconButton onClick={() => setOpen(!open)} aria-label={toggleLabel} size="small">
                            {showLabels ? <ChevronLeft /> : <MenuIcon />}
                        </IconButton>
                    </Tooltip>
                )}
            </Box>
            <SidebarNodes
                nodes={visible.nodes}
                depth={0}
                showLabels={showLabels}
                openPath={openPath}
                onToggleGroup={toggleGroup}
            />
        </Drawer>
    );
}

interface CompanyHeaderProps {
    /** The company profile, for those who may see it (COMPANY-PROFILE VIEW); the others see the name and logo alone. */
    route: string | null;
    name: string;
    logo: string | null;
    showName: boolean;
}

/**
 * The workspace's logo and name at the top of the sidebar, for everyone; a
 * link to the company profile for those who may open it (SPEC.md: the company
 * profile header needs COMPANY-PROFILE VIEW). With the name shown, the link is
 * named by its visible text (SPEC.md: 16 characters and "..."), as WCAG 2.5.3
 * "label in name" wants, and the full name is its description and tooltip.
 * Collapsed, the link shows only the logo (decorative here), so it is named by
 * the full name.
 */
function CompanyHeader({ route, name, logo, showName }: CompanyHeaderProps) {
    const shortName = truncateName(name, constants.companyNameMaxChars);
    const fullNameHidden = !showName || shortName !== name;
    // Without the link, the collapsed logo is a picture named by the company, the open one plain text.
    const link = route !== null ? { component: Link, to: route } : showName ? {} : { role: 'img' };
    return (
        <Tooltip title={fullNameHidden ? name : ''} describeChild>
            <Box
                {...link}
                aria-label={showName ? undefined : name}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
            >
                <Avatar src={profileImageUrl(logo) ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32 }}>
                    {name.charAt(0).toUpperCase()}
                </Avatar>
                {showName && (
                    <Typography variant="subtitle2" noWrap data-testid="sidebar-company-name">
                        {shortName}
                    </Typography>
                )}
            </Box>
        </Tooltip>
    );
}
