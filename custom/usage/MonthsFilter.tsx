/** How many months a usage page shows (kept in the URL as ?months=). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { USAGE_MONTHS } from '../../config/contracts/usage';

const CHOICES = [3, 6, 12, 24] as const;

export function useMonths(): [number, (months: number) => void] {
    const [search, setSearch] = useSearchParams();
    const asked = Number(search.get('months'));
    const months = (CHOICES as readonly number[]).includes(asked) ? asked : USAGE_MONTHS.default;
    const set = (value: number) => {
        const next = new URLSearchParams(search);
        next.set('months', String(value));
        setSearch(next, { replace: true });
    };
    return [months, set];
}

export function MonthsFilter({ months, onChange }: { months: number; onChange: (months: number) => void }) {
    const translate = useTranslate();
    return (
        <TextField select size="small" label={translate('ats.usage.months')} value={String(months)} onChange={event => onChange(Number(event.target.value))} sx={{ width: 200 }}>
            {CHOICES.map(choice => (
                <MenuItem key={choice} value={String(choice)}>
                    {translate('ats.usage.last_months', { smart_count: choice })}
                </MenuItem>
            ))}
        </TextField>
    );
}
