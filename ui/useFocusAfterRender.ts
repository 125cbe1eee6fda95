import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a request, the control the keyboard was on may go (Send replaced by Close) or really
 * disable (Add once its field is emptied, an answer once given), and a browser then drops the
 * focus to the page's top (or the dialog's frame). Call the returned function in the same update
 * as that change: after the render it makes, `find()`'s element takes the focus, where the user
 * goes on (a status message, the field for the next entry), unless the control that had the focus
 * at the call still holds it (the user had moved on, or it stayed usable): nothing is taken away.
 * docs/accessibility.md, "Other rules the pages follow".
 */
export function useFocusAfterRender(find: () => HTMLElement | null | undefined): () => void {
    const [requests, setRequests] = useState(0);
    const from = useRef<Element | null>(null);
    const target = useRef(find);
    // The latest `find`: it reads what the render made, and is a new function each time.
    useEffect(() => {
        target.current = find;
    });
    useEffect(() => {
        if (requests === 0 || stillHeld(from.current)) return;
        target.current()?.focus();
    }, [requests]);
    return useCallback(() => {
        from.current = document.activeElement;
        setRequests(count => count + 1);
    }, []);
}

/** Whether the focus is still on `element`, and it can keep it (in the page, not disabled). */
function stillHeld(element: Element | null): boolean {
    return element !== null && element !== document.body && element === document.activeElement && element.isConnected && !element.matches(':disabled');
}
