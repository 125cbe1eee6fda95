/** An offer's status in words, with an icon so colour is not the only signal. */
import Chip from '@mui/material/Chip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import Schedule from '@mui/icons-material/Schedule';
import Block from '@mui/icons-material/Block';
import EventBusy from '@mui/icons-material/EventBusy';
import { useTranslate } from 'react-admin';
import type { CandidateOfferStatus } from '../../dataProvider/candidatePortal';

const looks = {
    // 'default', not 'info': MUI's info blue on white is 3.85:1, under AA's 4.5:1 for chip text.
    SENT: { color: 'default', icon: <Schedule /> },
    ACCEPTED: { color: 'success', icon: <CheckCircle /> },
    DECLINED: { color: 'default', icon: <Cancel /> },
    WITHDRAWN: { color: 'default', icon: <Block /> },
    EXPIRED: { color: 'default', icon: <EventBusy /> },
} as const;

export function OfferStatusChip({ status }: { status: CandidateOfferStatus }) {
    const translate = useTranslate();
    const look = looks[status];
    return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={translate(`ats.candidate.offer_statuses.${status}`)} data-testid="offer-status" sx={{ flexShrink: 0 }} />;
}
