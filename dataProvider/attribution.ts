/**
 * Marketing attribution (SPEC sections 3, 4): the utm_* values, refer_by and
 * vendor_id live in cookies so an application sent later in the visit still
 * credits the link that brought the visitor. Each app start forgets the old
 * values first, so a visit is only credited to the link that opened it.
 */
import Cookies from 'js-cookie';
import { attributionCookieNames, cookieOptions } from './session';

export type AttributionName = (typeof attributionCookieNames)[number];
export type Attribution = Partial<Record<AttributionName, string>>;

/** Clears every attribution cookie, then saves those present (non-empty) in `search` (e.g. `location.search`). */
export function initAttribution(search: string): Attribution {
    const query = new URLSearchParams(search);
    // Each cookie write costs a few milliseconds on a slow phone, at every page load: only a stored one is removed.
    const stored = Cookies.get();
    const saved: Attribution = {};
    for (const name of attributionCookieNames) {
        if (name in stored) Cookies.remove(name, { path: cookieOptions.path });
        const value = query.get(name)?.trim();
        if (!value) continue;
        Cookies.set(name, value, cookieOptions);
        saved[name] = value;
    }
    return saved;
}

/** The attribution values currently stored, to send along with an application. */
export function getAttribution(): Attribution {
    const stored: Attribution = {};
    for (const name of attributionCookieNames) {
        const value = Cookies.get(name);
        if (value) stored[name] = value;
    }
    return stored;
}
