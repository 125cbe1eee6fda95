// Where the browser suite and the benchmarks find Chromium: Debian's package, or CHROMIUM_PATH.
// Plain JavaScript: scripts/test.mjs reads it without a transpiler.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
