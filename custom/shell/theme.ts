/**
 * The console's MUI theme, built from the workspace's theme colour
 * (theme_color, default #00bbb6). A workspace may pick any colour, and most
 * brand colours are too light to read as text on white (#00bbb6 gives
 * 2.4:1), so the theme splits it (docs/accessibility.md):
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
import { AA_TEXT_RATIO, contrastRatio, contrastTextOn, mix, parseHex, readableShade, toHex } from './contrast';
import { muiLocaleComponents } from '../i18nProvider';

/** Opacity of the theme colour behind a selected item, and behind a hovered selected one. */
const SELECTED_TINT = 0.12;
const SELECTED_HOVER_TINT = 0.18;
/** How far a contained button's fill moves on hover. */
const HOVER_SHIFT = 0.15;

/** Light or dark (docs/ui.md, "Theme and dark mode"): the console follows the system's setting unless the account menu says otherwise. */
export type ColorScheme = 'light' | 'dark';

/** The surfaces text sits on in one scheme; the text shade of the theme colour is computed against all of them. */
interface Surfaces {
    /** The page and card backgrounds (react-admin's default page and MUI's paper). */
    page: string;
    paper: string;
    /** The surface farthest from the text colour: a hovered row over a board column (light), a menu over a card (dark). */
    hovered: string;
    /** A filled text field (react-admin's variant) over the page: 6% of the text colour, 9% under the pointer; its focused label is primary text. */
    fieldTint: string;
}

const SURFACES: Record<ColorScheme, Surfaces> = {
    light: { page: '#fafafb', paper: '#ffffff', hovered: '#f0f0f0', fieldTint: '#000000' },
    // MUI's dark paper is lighter the higher it floats (its overlay at elevation 8, a menu, is about #2e2e2e).
    dark: { page: '#121212', paper: '#1e1e1e', hovered: '#2e2e2e', fieldTint: '#ffffff' },
};
const FILLED_FIELD_ALPHA = [0.06, 0.09];

export interface ThemeColors {
    /** The workspace's colour, for fills. */
    brand: string;
    /** Label colour on a brand fill. */
    onBrand: string;
    /** A brand fill under the pointer; the label keeps at least its contrast. */
    brandHover: string;
    /** Selected-item backgrounds (opaque, as over white). */
    selected: string;
    selectedHover: string;
    /** Text in the theme colour: at least 4.5:1 on every one of `textBackgrounds`. */
    text: string;
    /** The backgrounds `text` was computed for. */
    textBackgrounds: string[];
}

/** Every colour the theme derives from the workspace's colour; an unreadable value falls back to the default colour. */
export function themeColors(themeColor: string, scheme: ColorScheme = 'light'): ThemeColors {
    const surfaces = SURFACES[scheme];
    const rgb = parseHex(themeColor) ?? parseHex(constants.defaultThemeColor);
    if (!rgb) throw new Error(`constants.defaultThemeColor is not a #rrggbb colour: ${constants.defaultThemeColor}`);
    const brand = toHex(rgb);
    const onBrand = contrastTextOn(brand);
    // Hover darkens like MUI's does while the label still reads on it; otherwise it lightens, away from a dark label.
    const darker = mix('#000000', brand, HOVER_SHIFT);
    const brandHover = contrastRatio(onBrand, darker) >= AA_TEXT_RATIO ? darker : mix('#ffffff', brand, HOVER_SHIFT);
    const selected = mix(brand, surfaces.paper, SELECTED_TINT);
    const selectedHover = mix(brand, surfaces.paper, SELECTED_HOVER_TINT);
    const filledFields = FILLED_FIELD_ALPHA.map(alpha => mix(surfaces.fieldTint, surfaces.page, alpha));
    const textBackgrounds = [surfaces.paper, surfaces.page, surfaces.hovered, ...filledFields, selected, selectedHover];
    return { brand, onBrand, brandHover, selected, selectedHover, text: readableShade(brand, textBackgrounds), textBackgrounds };
}

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
