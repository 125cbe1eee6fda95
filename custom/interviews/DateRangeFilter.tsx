/**
 * The From and To days of an interview list (the interviewer's lists, the
 * workspace's Interviews). A To before the From matches nothing: the To field
 * says so, rather than the list answering "No interviews match" with no
 * reason a person could see.
 */
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** Both days set (YYYY-MM-DD, which compare as text) and the end before the start. */
export const isReversedRange = (from: string, to: string): boolean => from !== '' && to !== '' && to < from;

export function DateRangeFilter({ from, to, onChange }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
    const translate = useTranslate();
    const reversed = isReversedRange(from, to);
    return (
        <>
            <TextField size="small" type="date" label={translate('ats.interviews.from')} value={from} onChange={event => onChange({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
            <TextField
                size="small"
                type="date"
                label={translate('ats.interviews.to')}
                value={to}
                onChange={event => onChange({ to: event.target.value })}
                error={reversed}
                helperText={reversed ? translate('ats.interviews.to_before_from') : undefined}
                // Below the field without growing it: the filters of the row stay aligned.
                slotProps={{ inputLabel: { shrink: true }, formHelperText: { sx: { position: 'absolute', top: '100%', whiteSpace: 'nowrap' } } }}
                sx={{ width: 170 }}
            />
        </>
    );
}
