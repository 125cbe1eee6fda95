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
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { constants } from '../../config';
import { AA_TEXT_RATIO, contrastRatio, contrastTextOn, mix, parseHex, readableShade, toHex } from './contrast';
import { muiLocaleComponents } from '../i18nProvider';

/** Opacity of the theme colour behind a selected item, and behind a hovered selected one. */
const SELECTED_TINT = 0.12;
const SELECTED_HOVER_TINT = 0.18;
/** How far a contained button's fill moves on hover. */
const HOVER_SHIFT = 0.15;

/** The page and card backgrounds of the light theme (react-admin's default and MUI's paper). */
const PAGE_BACKGROUND = '#fafafb';
const PAPER = '#ffffff';
/** The darkest neutral text sits on: a hovered row (4% black) over a grey.50 board column. */
const HOVERED_GREY = '#f0f0f0';
/** A filled text field (react-admin's variant) over the page: 6% black, 9% under the pointer; its focused label is primary text. */
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
export function themeColors(themeColor: string): ThemeColors {
    const rgb = parseHex(themeColor) ?? parseHex(constants.defaultThemeColor);
    if (!rgb) throw new Error(`constants.defaultThemeColor is not a #rrggbb colour: ${constants.defaultThemeColor}`);
    const brand = toHex(rgb);
    const onBrand = contrastTextOn(brand);
    // Hover darkens like MUI's does while the label still reads on it; otherwise it lightens, away from a dark label.
    const darker = mix('#000000', brand, HOVER_SHIFT);
    const brandHover = contrastRatio(onBrand, darker) >= AA_TEXT_RATIO ? darker : mix('#ffffff', brand, HOVER_SHIFT);
    const selected = mix(brand, PAPER, SELECTED_TINT);
    const selectedHover = mix(brand, PAPER, SELECTED_HOVER_TINT);
    const filledFields = FILLED_FIELD_ALPHA.map(alpha => mix('#000000', PAGE_BACKGROUND, alpha));
    const textBackgrounds = [PAPER, PAGE_BACKGROUND, HOVERED_GREY, ...filledFields, selected, selectedHover];
    return { brand, onBrand, brandHover, selected, selectedHover, text: readableShade(brand, textBackgrounds), textBackgrounds };
}

export function themeFor(themeColor: string): RaThemeOptions {
    const colors = themeColors(themeColor);
    const brandFill = {
        backgroundColor: colors.brand,
        color: colors.onBrand,
        '&:hover': { backgroundColor: colors.brandHover, '@media (hover: none)': { backgroundColor: colors.brand } },
    };
    const selectedItem = {
        '&.Mui-selected': { backgroundColor: colors.selected, '&:hover': { backgroundColor: colors.selectedHover } },
    };
    return {
        ...defaultTheme,
        palette: {
            ...defaultTheme.palette,
            // MUI derives contrastText (white on the text shade), light and dark from this.
            primary: { main: colors.text },
        },
        components: {
            ...defaultTheme.components,
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
