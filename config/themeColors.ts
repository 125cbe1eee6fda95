/**
 * Every colour derived from a workspace's theme colour (theme_color, default
 * #00bbb6), without MUI: the console's theme (custom/shell/theme.ts) is built
 * from it, and the server's offer letter PDF draws its text in the same text
 * shade, so a colour too light to read (#00bbb6 on white is 2.4:1) reads on
 * paper as it does on screen (docs/accessibility.md, "The theme colour: fills
 * and text").
 */
import { AA_TEXT_RATIO, contrastRatio, contrastTextOn, mix, parseHex, readableShade, toHex } from './contrast';
import { constants } from './index';

/** Opacity of the theme colour behind a selected item, and behind a hovered selected one. */
const SELECTED_TINT = 0.12;
const SELECTED_HOVER_TINT = 0.18;
/** How far a contained button's fill moves on hover. */
const HOVER_SHIFT = 0.15;

/** Light or dark (docs/ui.md, "Theme and dark mode"): the console follows the system's setting unless the account menu says otherwise. */
export type ColorScheme = 'light' | 'dark';

/** The surfaces text sits on in one scheme; the text shade of the theme colour is computed against all of them. */
export interface Surfaces {
    /** The page and card backgrounds (react-admin's default page and MUI's paper). */
    page: string;
    paper: string;
    /** The surface farthest from the text colour: a hovered row over a board column (light), a menu over a card (dark). */
    hovered: string;
    /** A filled text field (react-admin's variant) over the page: 6% of the text colour, 9% under the pointer; its focused label is primary text. */
    fieldTint: string;
}

export const SURFACES: Record<ColorScheme, Surfaces> = {
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
