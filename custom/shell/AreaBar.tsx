/**
 * The top bar shared by every area: workspace logo and name, an optional
 * row of navigation links, and the account menu. Each area supplies its own
 * menu items (see bars.tsx), so there is one bar component, not four.
 */
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';

export interface BarMenuItem {
    key: string;
    /** Already translated */
    label: string;
    icon: ReactNode;
    onSelect: () => void;
}

export interface NavItem {
    /** i18n key */
    label: string;
    to: string;
    /** Overrides the default "path starts with `to`" highlight rule. */
    isActive?: (pathname: string, search: URLSearchParams) => boolean;
}

export interface AreaBarProps {
    menuItems: BarMenuItem[];
    navItems?: NavItem[];
    /** Name and picture shown on the account button. */
    userName: string;
    userImage?: string | null;
    /** Content before the logo (e.g. the corporate sidebar has its own header, so none). */
    showBrand?: boolean;
}

export function AreaBar({ menuItems, navItems = [], userName, userImage, showBrand = true }: AreaBarProps) {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const company = session.getCompany();
    const accountLabel = translate('ats.shell.account_menu');
    return (
        <AppBar position="static" color="default" elevation={1}>
            <Toolbar sx={{ gap: 2 }}>
                {showBrand && company && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Avatar src={profileImageUrl(company.company_profile_image) ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                            {company.company_name.charAt(0)}
                        </Avatar>
                        <Typography variant="subtitle1" component="span" noWrap>
                            {company.brand_name || company.company_name}
                        </Typography>
                    </Box>
                )}
                <AreaNav items={navItems} />
                <Box sx={{ flexGrow: 1 }} />
                <IconButton
                    onClick={event => setAnchor(event.currentTarget)}
                    aria-label={accountLabel}
                    aria-haspopup="menu"
                    aria-expanded={Boolean(anchor)}
                >
                    <Avatar src={profileImageUrl(userImage) ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                        {userName.charAt(0).toUpperCase()}
                    </Avatar>
                </IconButton>
                <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                    {menuItems.map(item => (
                        <MenuItem
                            key={item.key}
                            onClick={() => {
                                setAnchor(null);
                                item.onSelect();
                            }}
                        >
                            <ListItemIcon>{item.icon}</ListItemIcon>
                            <ListItemText>{item.label}</ListItemText>
                        </MenuItem>
                    ))}
                </Menu>
            </Toolbar>
        </AppBar>
    );
}

function AreaNav({ items }: { items: NavItem[] }) {
    const translate = useTranslate();
    const { pathname, search } = useLocation();
    if (items.length === 0) return null;
    const query = new URLSearchParams(search);
    return (
        <Box component="nav" aria-label={translate('ats.shell.area_navigation')} sx={{ display: 'flex', gap: 0.5 }}>
            {items.map(item => {
                const active = item.isActive ? item.isActive(pathname, query) : pathname.startsWith(item.to);
                return (
                    <Button
                        key={item.to}
                        // Link, not NavLink: NavLink replaces aria-current by its own path match, which misses the candidate page's query-flag rule.
                        component={Link}
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        color={active ? 'primary' : 'inherit'}
                        sx={{ fontWeight: active ? 700 : 400 }}
                    >
                        {translate(item.label)}
                    </Button>
                );
            })}
        </Box>
    );
}
