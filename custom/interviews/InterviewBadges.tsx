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

const resultLook: Record<InterviewResult, { color: 'success' | 'error' | 'warning' | 'default'; icon: ReactElement }> = {
    PASS: { color: 'success', icon: <CheckCircle /> },
    FAIL: { color: 'error', icon: <Cancel /> },
    WAITLIST: { color: 'warning', icon: <HourglassTop /> },
    NOT_APPEARED: { color: 'default', icon: <PersonOff /> },
};

/** "PASS" on the chip (the code recruiters know), "Interview result: Shortlisted" to assistive technology and as a tooltip. */
export function ResultBadge({ result, size = 'small' }: { result: InterviewResult; size?: 'small' | 'medium' }) {
    const translate = useTranslate();
    const look = resultLook[result];
    const spoken = translate('ats.interviews.result_badge', { result: translate(`ats.interviews.results.${result}`) });
    return (
        <Chip
            size={size}
            color={look.color}
            icon={look.icon}
            label={result.replace('_', ' ')}
            title={spoken}
            aria-label={spoken}
            data-testid="interview-result"
            sx={{ fontWeight: 700 }}
        />
    );
}

export function StatusChip({ status }: { status: InterviewStatus }) {
    const translate = useTranslate();
    const color = status === 'COMPLETED' ? 'success' : status === 'CANCELLED' ? 'default' : 'info';
    return <Chip size="small" variant="outlined" color={color} label={translate(`ats.interviews.statuses.${status}`)} />;
}

export function ProfileStatusChip({ status }: { status: ProfileStatus }) {
    const translate = useTranslate();
    const color = status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'info';
    return <Chip size="small" variant="outlined" color={color} label={translate(`ats.interviews.profile_statuses.${status}`)} />;
}

export function personName(person: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
    return person ? [person.first_name, person.last_name].filter(Boolean).join(' ') : '';
}
