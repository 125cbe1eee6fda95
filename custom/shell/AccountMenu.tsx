/**
 * The account menu at the right end of every area's bar: the area's entries
 * (bars.tsx), the light / dark switch and the language switch before the last
 * entry (log out), which stays last.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { useTranslate } from 'react-admin';
import { profileImageUrl } from '../../dataProvider/images';
import { ACCOUNT_MENU_FOCUS, focusRefFor } from '../../ui/focusAfterReload';
import { useColorScheme } from './colorScheme';

export interface BarMenuItem {
    key: string;
    /** Already translated */
    label: string;
    icon: ReactNode;
    /** The menu item's click: a keyboard's has no click count (the language switch reads it). */
    onSelect: (event: MouseEvent<HTMLElement>) => void;
}

/** The light / dark entry; none outside the console's colour-scheme provider. */
function useColorSchemeItem(): BarMenuItem | null {
    const translate = useTranslate();
    const colorScheme = useColorScheme();
    if (!colorScheme) return null;
    const toDark = colorScheme.scheme === 'light';
    return {
        key: 'color-scheme',
        label: translate(toDark ? 'ats.shell.dark_mode' : 'ats.shell.light_mode'),
        icon: toDark ? <DarkMode fontSize="small" /> : <LightMode fontSize="small" />,
        onSelect: colorScheme.toggle,
    };
}

export interface AccountMenuProps {
    items: BarMenuItem[];
    userName: string;
    userImage?: string | null;
}

export function AccountMenu({ items, userName, userImage }: AccountMenuProps) {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const schemeItem = useColorSchemeItem();
    const entries = schemeItem && items.length > 0 ? [...items.slice(0, -1), schemeItem, ...items.slice(-1)] : items;
    const accountLabel = translate('ats.shell.account_menu');
    return (
        <>
            <IconButton
                // After the language switch's reload, the focus comes back here, as to any menu's anchor when it closes.
                ref={focusRefFor(ACCOUNT_MENU_FOCUS)}
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
                {entries.map(item => (
                    <MenuItem
                        key={item.key}
                        onClick={event => {
                            setAnchor(null);
                            item.onSelect(event);
                        }}
                    >
                        <ListItemIcon>{item.icon}</ListItemIcon>
                        <ListItemText>{item.label}</ListItemText>
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
}
