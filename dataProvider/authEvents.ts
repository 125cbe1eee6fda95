/**
 * How the authProvider tells the shell what to show. The authProvider runs
 * outside React (react-admin calls it from hooks and from timers), so it cannot
 * notify by itself; the shell subscribes once, at a component that survives
 * navigation (e.g. beside <Admin>), and shows a toast with the i18n keys given.
 */
import type { LoginAudience } from '../config';
import { i18nKeys } from './messages';

export type Listener<E> = (event: E) => void;
export type Unsubscribe = () => void;

export interface Emitter<E> {
    subscribe: (listener: Listener<E>) => Unsubscribe;
    emit: (event: E) => void;
}

export function createEmitter<E>(): Emitter<E> {
    const listeners = new Set<Listener<E>>();
    return {
        subscribe: listener => {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        emit: event => listeners.forEach(listener => listener(event)),
    };
}

/** A dead session was detected; the session is cleared and the page reloaded after `logoutDelayMs`. */
export interface SessionExpiredEvent {
    titleKey: typeof i18nKeys.sessionExpiredTitle;
    bodyKey: typeof i18nKeys.sessionExpiredBody;
    logoutDelayMs: number;
}

/** authProvider.logout ran. `noticeKey` is set when the shell must show 'Logged out!' (corporate only). */
export interface LoggedOutEvent {
    audience: LoginAudience;
    redirectTo: string;
    noticeKey: typeof i18nKeys.loggedOut | null;
}

export const sessionExpiredEvents = createEmitter<SessionExpiredEvent>();
export const loggedOutEvents = createEmitter<LoggedOutEvent>();

/** Subscribe to the 'Session Expired!' warning; returns the unsubscribe function (use it in an effect cleanup). */
export const onSessionExpired = (listener: Listener<SessionExpiredEvent>): Unsubscribe =>
    sessionExpiredEvents.subscribe(listener);

/** Subscribe to logouts; show `noticeKey` when it is not null. */
export const onLoggedOut = (listener: Listener<LoggedOutEvent>): Unsubscribe => loggedOutEvents.subscribe(listener);
