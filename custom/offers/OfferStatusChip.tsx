/** An offer's status in words, with an icon so colour is not the only signal. */
import Chip from '@mui/material/Chip';
import Block from '@mui/icons-material/Block';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditNote from '@mui/icons-material/EditNote';
import EventBusy from '@mui/icons-material/EventBusy';
import Send from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { OfferStatus } from '../../dataProvider/offers';

// 'default', not 'info': MUI's info blue on white is under AA's 4.5:1 for chip text.
const looks = {
    DRAFT: { color: 'default', icon: <EditNote /> },
    SENT: { color: 'primary', icon: <Send /> },
    ACCEPTED: { color: 'success', icon: <CheckCircle /> },
    DECLINED: { color: 'default', icon: <Cancel /> },
    WITHDRAWN: { color: 'default', icon: <Block /> },
    EXPIRED: { color: 'default', icon: <EventBusy /> },
} as const;

export function OfferStatusChip({ status }: { status: OfferStatus }) {
    const translate = useTranslate();
    const look = looks[status];
    return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={translate(`ats.offers.statuses.${status}`)} data-testid="offer-status" />;
}
