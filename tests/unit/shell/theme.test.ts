/**
 * The theme's text shade and fill label colours pass WCAG AA (4.5:1) for any
 * workspace colour, not just the default one (docs/accessibility.md).
 */
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_RATIO, NEAR_BLACK, contrastRatio, contrastTextOn, minContrast, mix, parseHex, readableShade, relativeLuminance } from '../../../config/contrast';
import { themeColors } from '../../../config/themeColors';
import { themeFor } from '../../../custom/shell/theme';

// The default, a light yellow, aquamarine, navy, hot pink, pure primaries, greys, the extremes, a short form.
const workspaceColours = ['#00bbb6', '#ffff00', '#7fffd4', '#000080', '#ff69b4', '#ff0000', '#00ff00', '#0000ff', '#777777', '#f0f0f0', '#ffffff', '#000000', '#123456', '#e91e63', '#abc'];

describe('contrast arithmetic', () => {
    it('computes the WCAG ratios axe reports', () => {
        expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
        expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
        // axe: "insufficient color contrast of 2.39 (foreground color: #00bbb6, background color: #ffffff)"
        expect(contrastRatio('#00bbb6', '#ffffff')).toBeCloseTo(2.39, 2);
        expect(contrastRatio('#00bbb6', '#fafafb')).toBeCloseTo(2.29, 2);
        expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
    });

    it('parses #rgb and #rrggbb only, and mixes colours as a tint over a background', () => {
        expect(parseHex('#ABC')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
        expect(parseHex('#00bbb6')).toEqual({ r: 0, g: 0xbb, b: 0xb6 });
        for (const bad of ['00bbb6', '#00bbb', 'teal', 'rgb(0,0,0)', '']) expect(parseHex(bad)).toBeNull();
        expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
        expect(mix('#00bbb6', '#ffffff', 0)).toBe('#ffffff');
    });

    it('keeps a colour that already reads, and darkens one that does not only as far as needed', () => {
        expect(readableShade('#000080', ['#ffffff'])).toBe('#000080');
        const shade = readableShade('#00bbb6', ['#ffffff']);
        expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        // Not needlessly dark: 3% of white over it already falls below 4.5:1.
        expect(contrastRatio(mix('#ffffff', shade, 0.03), '#ffffff')).toBeLessThan(AA_TEXT_RATIO);
        // Same hue family: still a teal (green and blue well above red).
        const rgb = parseHex(shade);
        expect(rgb && rgb.r < 20 && rgb.g > 100 && rgb.b > 100).toBe(true);
    });

    it('lightens on a dark background', () => {
        const shade = readableShade('#00bbb6', ['#000000', '#222222']);
        expect(shade).toBe('#00bbb6');
        const onNavy = readableShade('#000080', ['#000000']);
        expect(contrastRatio(onNavy, '#000000')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        expect(relativeLuminance(onNavy)).toBeGreaterThan(relativeLuminance('#000080'));
    });

    it('labels a fill white when white reads on it, near-black otherwise', () => {
        expect(contrastTextOn('#000080')).toBe('#ffffff');
        expect(contrastTextOn('#ffff00')).toBe(NEAR_BLACK);
        expect(contrastTextOn('#00bbb6')).toBe(NEAR_BLACK);
        // The hardest fill (equal contrast to black and white) still gets a passing, darker label.
        const hardest = contrastTextOn('#757575');
        expect(contrastRatio(hardest, '#757575')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    });
});

describe.each(workspaceColours)('theme colours for workspace colour %s', colour => {
    const colors = themeColors(colour);

    it('text in the theme colour reaches 4.5:1 on white, the page, hovered rows and selected items', () => {
        expect(colors.textBackgrounds).toEqual(expect.arrayContaining(['#ffffff', '#fafafb', colors.selected, colors.selectedHover]));
        for (const background of colors.textBackgrounds) expect(contrastRatio(colors.text, background)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    });

    it('is no darker than it needs to be', () => {
        if (colors.text === colors.brand) return;
        expect(relativeLuminance(colors.text)).toBeLessThan(relativeLuminance(colors.brand));
        expect(minContrast(mix('#ffffff', colors.text, 0.03), colors.textBackgrounds)).toBeLessThan(AA_TEXT_RATIO);
    });

    it('keeps the colour itself for fills, with a label that reads on the fill and on its hover', () => {
        expect(colors.brand).toBe(colour.length === 4 ? '#aabbcc' : colour);
        expect([colors.onBrand === '#ffffff', relativeLuminance(colors.onBrand) <= relativeLuminance(NEAR_BLACK)]).toContain(true);
        expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        expect(contrastRatio(colors.onBrand, colors.brandHover)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    });

    it('builds an MUI theme whose primary is the text shade, with a readable label on it', () => {
        const theme = createTheme(themeFor(colour));
        expect(theme.palette.primary.main).toBe(colors.text);
        expect(contrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        expect(JSON.stringify(theme.components?.MuiButton?.styleOverrides)).toContain(colors.brand);
    });
});

it('falls back to the default theme colour for a value that is not a colour', () => {
    expect(themeColors('not a colour')).toEqual(themeColors('#00bbb6'));
});

describe.each(workspaceColours)('the dark theme for workspace colour %s', colour => {
    const colors = themeColors(colour, 'dark');

    it('text in the theme colour reaches 4.5:1 on the dark page, cards, menus and selected items, lighter than on white', () => {
        expect(colors.textBackgrounds).toEqual(expect.arrayContaining(['#121212', '#1e1e1e', colors.selected]));
        for (const background of colors.textBackgrounds) expect(contrastRatio(colors.text, background)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        expect(relativeLuminance(colors.text)).toBeGreaterThanOrEqual(relativeLuminance(themeColors(colour).text));
    });

    it('builds a dark MUI theme on the dark surfaces, fills keeping the colour with a readable label', () => {
        const theme = createTheme(themeFor(colour, 'dark'));
        expect(theme.palette.mode).toBe('dark');
        expect(theme.palette.background.default).toBe('#121212');
        expect(theme.palette.primary.main).toBe(colors.text);
        expect(contrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    });
});

describe.each(['light', 'dark'] as const)('the status colours of the %s scheme', scheme => {
    it('read at 4.5:1 as text on the surfaces, and their label on them as fills', () => {
        const surfaces = scheme === 'light' ? ['#ffffff', '#fafafb'] : ['#121212', '#1e1e1e'];
        const theme = createTheme(themeFor('#00bbb6', scheme));
        for (const name of ['error', 'warning', 'info', 'success'] as const) {
            const { main, contrastText } = theme.palette[name];
            for (const surface of surfaces) expect(contrastRatio(main, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
            expect(contrastRatio(contrastText, main), name).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        }
    });
});
