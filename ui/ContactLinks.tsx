/**
 * A person's email and phone as links: a click writes the mail or, on a phone or a desk with a
 * softphone, calls the number. The application drawer and the interviewer's candidate page show
 * them. An empty value gives null, so a DefinitionList shows its dash.
 */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';

export function emailLink(email: string | null | undefined): ReactNode {
    return email ? <Link href={`mailto:${email}`}>{email}</Link> : null;
}

/** The number as written, never cut across lines; the link dials its digits and a leading +. */
export function phoneLink(phone: string | null | undefined): ReactNode {
    const dialled = phone?.replace(/[^\d+]/g, '');
    return phone && dialled ? (
        <Link href={`tel:${dialled}`} sx={{ whiteSpace: 'nowrap' }}>
            {phone}
        </Link>
    ) : null;
}
