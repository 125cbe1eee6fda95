/**
 * WCAG 2.x colour contrast, and the shades of a workspace's theme colour that
 * pass it. Pure functions on "#rrggbb" strings, so the console's theme
 * (config/themeColors.ts, custom/shell/theme.ts) and the server's offer letter
 * PDF derive every text colour from any colour a workspace picks with the same
 * arithmetic (docs/accessibility.md).
 */

/** WCAG AA for normal-size text (1.4.3). */
export const AA_TEXT_RATIO = 4.5;

export interface Rgb {
    /** 0..255 each */
    r: number;
    g: number;
    b: number;
}

interface Hsl {
    /** degrees 0..360 */
    h: number;
    /** 0..1 */
    s: number;
    /** 0..1 */
    l: number;
}

/** "#rgb" or "#rrggbb" (case-insensitive); null for anything else. */
export function parseHex(color: string): Rgb | null {
    const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
    if (!match) return null;
    const digits = match[1].length === 3 ? [...match[1]].map(digit => digit + digit).join('') : match[1];
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

function requireHex(color: string): Rgb {
    const rgb = parseHex(color);
    if (!rgb) throw new Error(`not a #rrggbb colour: ${color}`);
    return rgb;
}

export function toHex({ r, g, b }: Rgb): string {
    const channel = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');
    return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function relativeLuminance(color: string): number {
    const { r, g, b } = requireHex(color);
    const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two relative luminances. */
const luminanceRatio = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two opaque colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
    return luminanceRatio(relativeLuminance(a), relativeLuminance(b));
}

/** `top` laid over `bottom` at `opacity` (0..1): what a translucent tint looks like. */
export function mix(top: string, bottom: string, opacity: number): string {
    const t = requireHex(top);
    const u = requireHex(bottom);
    const blend = (x: number, y: number) => x * opacity + y * (1 - opacity);
    return toHex({ r: blend(t.r, u.r), g: blend(t.g, u.g), b: blend(t.b, u.b) });
}

function toHsl({ r, g, b }: Rgb): Hsl {
    const [rn, gn, bn] = [r / 255, g / 255, b / 255];
    const max = Math.max(rn, gn, bn);
    const min = Math.min(rn, gn, bn);
    const l = (max + min) / 2;
    const d = max - min;
    if (d === 0) return { h: 0, s: 0, l };
    const s = d / (1 - Math.abs(2 * l - 1));
    const h = max === rn ? ((gn - bn) / d + (gn < bn ? 6 : 0)) * 60 : max === gn ? ((bn - rn) / d + 2) * 60 : ((rn - gn) / d + 4) * 60;
    return { h, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgb {
    const c = (1 - Math.abs(2 * l - 1)) * s;
    const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
    const m = l - c / 2;
    const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
    return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/** The smallest contrast of `color` against any of `backgrounds`. */
export function minContrast(color: string, backgrounds: readonly string[]): number {
    return Math.min(...backgrounds.map(background => contrastRatio(color, background)));
}

/**
 * Moves the HSL lightness of `color` from its own value towards `target`
 * (0 = black, 1 = white), keeping hue and saturation, and answers the first
 * shade (the one nearest the original) that reaches `minRatio` against every
 * background; null when not even `target` itself does. Luminance changes
 * monotonically with HSL lightness, so a binary search finds that shade.
 */
function shadeTowards(color: string, backgrounds: readonly string[], minRatio: number, target: 0 | 1): string | null {
    // The backgrounds' luminances once, not per candidate: the search below tries about 25 shades
    // against each, and the theme runs it at every page load (about 50 ms on a slow phone before).
    const backgroundLuminances = backgrounds.map(relativeLuminance);
    const passes = (candidate: string) => {
        const luminance = relativeLuminance(candidate);
        return backgroundLuminances.every(background => luminanceRatio(luminance, background) >= minRatio);
    };
    if (passes(color)) return color;
    const hsl = toHsl(requireHex(color));
    const at = (l: number) => toHex(fromHsl({ ...hsl, l }));
    if (!passes(at(target))) return null;
    // `near` fails, `far` passes; 24 halvings are far below one 8-bit step.
    let near = hsl.l;
    let far: number = target;
    for (let i = 0; i < 24; i += 1) {
        const middle = (near + far) / 2;
        if (passes(at(middle))) far = middle;
        else near = middle;
    }
    return at(far);
}

/**
 * The shade of `color` nearest to it that reads at `minRatio` (default WCAG
 * AA, 4.5:1) on every one of `backgrounds`: darker on light backgrounds,
 * lighter on dark ones. The colour itself when it already passes.
 */
export function readableShade(color: string, backgrounds: readonly string[], minRatio = AA_TEXT_RATIO): string {
    const darker = shadeTowards(color, backgrounds, minRatio, 0);
    const lighter = shadeTowards(color, backgrounds, minRatio, 1);
    if (darker && lighter) {
        const lightness = toHsl(requireHex(color)).l;
        const distance = (shade: string) => Math.abs(toHsl(requireHex(shade)).l - lightness);
        return distance(darker) <= distance(lighter) ? darker : lighter;
    }
    // Backgrounds both lighter and darker than any shade: black or white, whichever reads better.
    return darker ?? lighter ?? (minContrast('#000000', backgrounds) >= minContrast('#ffffff', backgrounds) ? '#000000' : '#ffffff');
}

/** The near-black of text on light fills (MUI's grey 900), darkened further only when a fill needs it. */
export const NEAR_BLACK = '#212121';

/**
 * Text colour for a label ON a fill of `fill` (a contained button, a chip):
 * white when white reaches `minRatio`, otherwise near-black, taken darker
 * until it does. One of them always passes 4.5:1: a fill too light for white
 * has a luminance above 0.18, where black reaches at least 4.6:1.
 */
export function contrastTextOn(fill: string, minRatio = AA_TEXT_RATIO): string {
    if (contrastRatio('#ffffff', fill) >= minRatio) return '#ffffff';
    return readableShade(NEAR_BLACK, [fill], minRatio);
}
