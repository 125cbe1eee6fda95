import { useCallback, useEffect, useRef, useState } from 'react';

/** What `useFocusAfterRemoval` reads once the list is drawn without the removed row. */
export interface RemovalTargets {
    /** The same control (Delete) of each row still listed, in order. */
    controls: ArrayLike<HTMLElement>;
    /** Where the focus goes when no row is left: the field that adds one. */
    empty: HTMLElement | null | undefined;
    /** The dialog or page of the list: a focus on a control in it means the user has moved on. */
    scope: HTMLElement | null | undefined;
}

/**
 * A row deleted behind the confirmation dialog (ui/ConfirmDialog.tsx) takes its Delete button, to
 * which that dialog gave the focus back, with it: the browser drops the focus to the page's top.
 * Call the returned function with the removed row's index once the list is read again, in the same
 * update as the rows: after the render that draws them, the Delete of the row now at that place (the
 * next one) takes the focus, else the new last row's, else `empty`. Unlike `useFocusAfterRender`,
 * it asks where the focus is then, not where it was at the call: with a quick answer the list can
 * be drawn in the same render that closes the confirmation, whose Confirm still holds the focus as
 * it fades out. A focus on a control of `scope` stays: the user had moved on.
 * docs/accessibility.md, "Other rules the pages follow".
 */
export function useFocusAfterRemoval(find: () => RemovalTargets): (index: number) => void {
    const [removed, setRemoved] = useState<{ index: number } | null>(null);
    const target = useRef(find);
    // The latest `find`: it reads what the render made, and is a new function each time.
    useEffect(() => {
        target.current = find;
    });
    useEffect(() => {
        if (!removed) return;
        const { controls, empty, scope } = target.current();
        if (movedOn(scope)) return;
        (controlAfter(controls, removed.index) ?? empty)?.focus();
    }, [removed]);
    // A new object each time: two removals at the same index are two requests.
    return useCallback((index: number) => setRemoved({ index }), []);
}

/** The control of the row that took the removed one's place, or of the new last row; none when the list is empty. */
export function controlAfter(controls: ArrayLike<HTMLElement>, index: number): HTMLElement | undefined {
    return controls.length === 0 ? undefined : controls[Math.min(index, controls.length - 1)];
}

/** A control of `scope` has the focus. Not `scope` itself: a modal dialog takes the focus it lost (MUI's focus trap). */
function movedOn(scope: HTMLElement | null | undefined): boolean {
    const active = document.activeElement;
    return active !== null && active !== scope && active.isConnected && scope?.contains(active) === true;
}
