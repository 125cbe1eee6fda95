/**
 * The Radio `slotProps` that make a radio group one Tab stop: its checked radio or, when none is
 * checked, its first. Chromium skips the other radios of a native group, but with React's
 * controlled MUI radios it stopped on every radio of a group none of which was checked (three Tabs
 * per question of the interview feedback). The arrow keys still move within the group, checking
 * as they go, as they do natively.
 */
export function radioTabStop(groupValue: string | null | undefined, option: string, options: readonly string[]): { input: { tabIndex: 0 | -1 } } {
    const stop = groupValue && options.includes(groupValue) ? groupValue : options[0];
    return { input: { tabIndex: option === stop ? 0 : -1 } };
}
