// Types of chromium.mjs.
export declare const chromiumPath: string;
export declare const hasChromium: boolean;
