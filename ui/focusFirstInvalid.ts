import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a submit that found errors, the first field in error takes the focus (and scrolls into
 * view), so a keyboard or screen-reader user lands on what to fix instead of staying on the
 * button below it. Called right after the errors are set: it waits a task for them to render.
 *
 * A field in error carries `aria-invalid="true"`: a text field's input, a select's combobox (its
 * hidden native input, `aria-hidden`, is skipped), a radio group (whose Tab stop takes the focus).
 */
export function focusFirstInvalid(form: HTMLElement | null | undefined): void {
    setTimeout(() => {
        const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])');
        if (!first) return;
        const focusable = first.matches('input, textarea, select, button, [tabindex]')
            ? first
            : (first.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea') ?? first.querySelector<HTMLElement>('input'));
        focusable?.focus();
    }, 0);
}

/**
 * focusFirstInvalid once the errors set beside it have rendered: call the returned function in the
 * same update as the errors. After an awaited request React renders in a task of its own, which a
 * bare focusFirstInvalid's task may run before, finding the field not yet marked.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
    const [requests, setRequests] = useState(0);
    useEffect(() => {
        if (requests > 0) focusFirstInvalid(form.current);
    }, [requests, form]);
    return useCallback(() => setRequests(count => count + 1), []);
}
