/**
 * Whether a control really holds the keyboard focus. A browser drops the focus to <body> when the
 * focused button becomes disabled; jsdom leaves `document.activeElement` on it. So a test of a busy
 * button (ui/BusyButton.tsx) asks for the focus on a control that can keep it: enabled and in the
 * tab order.
 */
export function holdsFocus(element: Element): boolean {
    const control = element as HTMLButtonElement;
    return document.activeElement === element && !control.disabled && control.tabIndex >= 0;
}
