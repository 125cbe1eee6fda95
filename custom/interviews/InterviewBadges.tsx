/**
 * How an interview's enums look everywhere (board card, lists, calendar,
 * candidate page): words from i18n, an icon beside the colour so that
 * colour is never the only signal, and a spoken label that says what the
 * badge is about.
 */
import Chip from '@mui/material/Chip';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import PersonOff from '@mui/icons-material/PersonOff';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { InterviewResult, InterviewStatus, ProfileStatus } from '../../config/contracts/interviews';

/**
 * MUI's success and error fills carry white text at 4.5:1 or more; its warning
 * fill does not (3.1:1), so WAITLIST gets a darker amber of its own (7:1).
 */
const WAITLIST_FILL = '#7a4a00';
const resultLook: Record<InterviewResult, { color: 'success' | 'error' | 'default'; icon: ReactElement; fill?: string }> = {
    PASS: { color: 'success', icon: <CheckCircle /> },
    FAIL: { color: 'error', icon: <Cancel /> },
    WAITLIST: { color: 'default', icon: <HourglassTop />, fill: WAITLIST_FILL },
    NOT_APPEARED: { color: 'default', icon: <PersonOff /> },
};

/**
 * The recommendation's word on the chip, as the feedback form offers it ("Rejected", not FAIL:
 * an interviewer who chose Rejected should find Rejected on the card); "Interview result: Rejected"
 * to assistive technology and as a tooltip.
 */
export function ResultBadge({ result, size = 'small' }: { result: InterviewResult; size?: 'small' | 'medium' }) {
    const translate = useTranslate();
    const look = resultLook[result];
    const word = translate(`ats.interviews.results.${result}`);
    const spoken = translate('ats.interviews.result_badge', { result: word });
    return (
        <Chip
            size={size}
            color={look.color}
            icon={look.icon}
            label={word}
            title={spoken}
            aria-label={spoken}
            data-testid="interview-result"
            sx={{ fontWeight: 700, ...(look.fill ? { bgcolor: look.fill, color: '#ffffff', '& .MuiChip-icon': { color: '#ffffff' } } : {}) }}
        />
    );
}

export function StatusChip({ status }: { status: InterviewStatus }) {
    const translate = useTranslate();
    // primary is the theme's readable text shade; MUI's info blue is 3.9:1 on white.
    const color = status === 'COMPLETED' ? 'success' : status === 'CANCELLED' ? 'default' : 'primary';
    return <Chip size="small" variant="outlined" color={color} label={translate(`ats.interviews.statuses.${status}`)} />;
}

export function ProfileStatusChip({ status }: { status: ProfileStatus }) {
    const translate = useTranslate();
    const color = status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'primary';
    return <Chip size="small" variant="outlined" color={color} label={translate(`ats.interviews.profile_statuses.${status}`)} />;
}

export function personName(person: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
    return person ? [person.first_name, person.last_name].filter(Boolean).join(' ') : '';
}
