/**
 * Where the apply dialog puts the focus when it moves to another step (docs/accessibility.md,
 * "Other rules the pages follow"). Without it the focus stayed where the last step left it: on the
 * dialog's frame when its field or button went (Enter in the password field, Submit disabled while
 * the privacy notice loads), or on the submit button at the bottom, which the steps share under a
 * new label, so a keyboard or screen-reader user had to hunt for the new step.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';
import type { StepId } from './applyFlow';

/**
 * A step that asks for something starts at its first field, where the user goes on typing or
 * choosing (the CV's Choose button, the first question's Tab stop). The consent starts at its
 * heading, so the notice under it is read before the box is ticked; a result (applied, already
 * applied) at its sentence, read out, with its link and Close next. The dialog marks those
 * `data-step-heading`, focusable with tabIndex -1.
 */
const STARTS_AT: Record<StepId, 'field' | 'heading'> = {
    email: 'field',
    signin: 'field',
    code: 'field',
    account: 'field',
    cv: 'field',
    review: 'field',
    questions: 'field',
    consent: 'heading',
    done: 'heading',
    applied: 'heading',
};

const CANDIDATES = 'input, textarea, select, button, a[href], [tabindex]';

/** The first element of `content` that Tab reaches: not disabled, hidden, or out of the tab order. */
function firstField(content: HTMLElement): HTMLElement | null {
    for (const element of content.querySelectorAll<HTMLElement>(CANDIDATES)) {
        if (element.tabIndex >= 0 && !element.hidden && !element.matches(':disabled, [aria-hidden="true"]')) return element;
    }
    return null;
}

function stepStart(step: StepId, content: HTMLElement): HTMLElement | null {
    return STARTS_AT[step] === 'heading' ? content.querySelector<HTMLElement>('[data-step-heading]') : firstField(content);
}

/**
 * After the render that shows a new step, its start (above) takes the focus; a step shown with a
 * field in error (the questions the server refused an answer of) gives it to that field instead,
 * as every refused submit does. Not on opening: MUI focuses the dialog, the email step its field.
 * The pattern of ui/useFocusAfterRender, without its "unless the control still holds the focus":
 * the one that may, the shared submit button, is the place the user must be taken from.
 */
export function useStepFocus(step: StepId, content: RefObject<HTMLElement | null>): void {
    const shown = useRef(step);
    useEffect(() => {
        if (shown.current === step || !content.current) return;
        shown.current = step;
        if (content.current.querySelector('[aria-invalid="true"]')) focusFirstInvalid(content.current);
        else stepStart(step, content.current)?.focus();
    }, [step, content]);
}
