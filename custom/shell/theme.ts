/**
 * The console's MUI theme, built from the workspace's theme colour
 * (theme_color, default #00bbb6), with the colours of config/themeColors.ts.
 * A workspace may pick any colour, and most brand colours are too light to
 * read as text on white (#00bbb6 gives 2.4:1), so the theme splits it
 * (docs/accessibility.md):
 *
 * - palette.primary.main is the text shade: the theme colour darkened (same
 *   hue and saturation) just enough to reach 4.5:1 on every background text
 *   sits on. Everything MUI and react-admin draw "in primary" (text and
 *   outlined buttons, links, tabs, focused labels, checkboxes, reference
 *   links) uses it, so no page has to know.
 * - The theme colour itself stays for fills: contained buttons, filled chips
 *   and floating buttons, with a label colour computed for that fill, and
 *   the tint of selected rows and menu items.
 */
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { constants } from '../../config';
import { contrastTextOn, readableShade } from '../../config/contrast';
import { SURFACES, themeColors, type ColorScheme } from '../../config/themeColors';
import { muiLocaleComponents } from '../i18nProvider';

/** MUI's status colours per scheme; as they are, white on the warning fill (#ed6c02) reads at 3.1:1. */
const STATUS_COLORS: Record<ColorScheme, Record<'error' | 'warning' | 'info' | 'success', string>> = {
    light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
    dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

/**
 * Each status colour as the nearest shade that reads at 4.5:1 as text on the scheme's surfaces,
 * with a label colour computed for it as a fill: an outlined chip (its text) and a filled one
 * (text on it) both pass, in either scheme.
 */
export function statusPalette(scheme: ColorScheme): Record<'error' | 'warning' | 'info' | 'success', { main: string; contrastText: string }> {
    const { paper, page, hovered } = SURFACES[scheme];
    const entries = Object.entries(STATUS_COLORS[scheme]).map(([name, color]) => {
        const main = readableShade(color, [paper, page, hovered]);
        return [name, { main, contrastText: contrastTextOn(main) }];
    });
    return Object.fromEntries(entries) as ReturnType<typeof statusPalette>;
}

export function themeFor(themeColor: string, scheme: ColorScheme = 'light'): RaThemeOptions {
    const colors = themeColors(themeColor, scheme);
    const base = scheme === 'dark' ? defaultDarkTheme : defaultTheme;
    const brandFill = {
        backgroundColor: colors.brand,
        color: colors.onBrand,
        '&:hover': { backgroundColor: colors.brandHover, '@media (hover: none)': { backgroundColor: colors.brand } },
    };
    const selectedItem = {
        '&.Mui-selected': { backgroundColor: colors.selected, '&:hover': { backgroundColor: colors.selectedHover } },
    };
    return {
        ...base,
        palette: {
            ...base.palette,
            // MUI derives light and dark from this; the label on it is ours (MUI's picks white down to 3:1, a dark scheme's light shade needs black).
            primary: { main: colors.text, contrastText: contrastTextOn(colors.text) },
            ...statusPalette(scheme),
            ...(scheme === 'dark' ? { background: { default: SURFACES.dark.page, paper: SURFACES.dark.paper } } : {}),
        },
        // A user who asked their system for less motion gets none: dialogs, menus, the sidebar's groups,
        // tabs and ripples appear at once (MUI's transitions read prefers-reduced-motion; WCAG 2.3.3).
        motion: { reducedMotion: 'system' },
        components: {
            ...base.components,
            // MUI's own words in the page's language (none in English).
            ...muiLocaleComponents(),
            MuiButton: {
                styleOverrides: {
                    root: {
                        // Button styles its variants through these custom properties (@mui/material Button).
                        variants: [
                            {
                                props: { color: 'primary' },
                                style: {
                                    '--variant-containedBg': colors.brand,
                                    '--variant-containedColor': colors.onBrand,
                                    '@media (hover: hover)': { '&:hover': { '--variant-containedBg': colors.brandHover } },
                                },
                            },
                        ],
                    },
                },
            },
            MuiFab: { styleOverrides: { primary: brandFill } },
            MuiChip: {
                styleOverrides: {
                    root: { variants: [{ props: { color: 'primary', variant: 'filled' }, style: { backgroundColor: colors.brand, color: colors.onBrand } }] },
                },
            },
            MuiListItemButton: { styleOverrides: { root: selectedItem } },
            MuiMenuItem: { styleOverrides: { root: selectedItem } },
            // react-admin tints this bar from primary.light; the selected tint is one the text shade was computed for.
            RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { backgroundColor: colors.selected } } } },
            // react-admin fades the access-denied text to half opacity, below 4.5:1; text.secondary alone passes.
            RaAccessDenied: { styleOverrides: { root: { '& .RaAccessDenied-message': { opacity: 1 } } } },
        },
        sidebar: { width: constants.sidebarWidth.open, closedWidth: constants.sidebarWidth.closed },
    };
}
