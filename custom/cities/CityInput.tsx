/**
 * One city (a candidate's city, a list's city filter) from the city list
 * (docs/decisions.md, "One city list"): the single-value sibling of
 * CityLocationsInput. Picking a city writes the text that resolves back to it
 * (its `label`); any other text is kept as typed, which the server stores and
 * flags, and a flagged saved city shows as a warning under the field.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { City } from '../../dataProvider/cities';
import { cityOptionText, placeKey, useCitySearch } from './useCitySearch';

export interface CityInputProps {
    /** An i18n key. */
    label: string;
    value: string;
    onChange: (value: string) => void;
    /** The saved city when the server matched it to no city (city_unmatched): warned while it is still the value. */
    unmatched?: string | null;
    /** A refusal to show instead of the hint (already translated). */
    error?: string;
    /** Called with the picked city, null when the text is typed rather than picked. */
    onCity?: (city: City | null) => void;
    helperText?: string;
    fullWidth?: boolean;
    required?: boolean;
}

export function CityInput({ label, value, onChange, unmatched, error, onCity, helperText, fullWidth = true, required }: CityInputProps) {
    const translate = useTranslate();
    const [typing, setTyping] = useState(false);
    const cities = useCitySearch(typing ? value : '');
    const flagged = Boolean(unmatched) && placeKey(value) !== '' && placeKey(value) === placeKey(unmatched ?? '');
    const note = error || (flagged ? translate('ats.cities.unmatched', { places: value.trim() }) : helperText);
    return (
        <Autocomplete<City | string, false, false, true>
            freeSolo
            size="small"
            fullWidth={fullWidth}
            options={cities}
            value={value}
            inputValue={value}
            filterOptions={options => options}
            onInputChange={(_event, text, reason) => {
                if (reason === 'reset') return;
                setTyping(reason === 'input');
                onChange(text);
                onCity?.(null);
            }}
            onChange={(_event, next) => {
                setTyping(false);
                const text = typeof next === 'string' ? next : (next?.label ?? '');
                onChange(text);
                onCity?.(next !== null && typeof next !== 'string' ? next : null);
            }}
            getOptionLabel={option => (typeof option === 'string' ? option : option.label)}
            getOptionKey={option => (typeof option === 'string' ? option : option.id)}
            isOptionEqualToValue={(option, current) => (typeof option === 'string' ? option : option.label) === (typeof current === 'string' ? current : current.label)}
            renderOption={({ key: optionKey, ...props }, option) => (
                <li key={optionKey} {...props}>
                    {cityOptionText(option)}
                </li>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(label)}
                    required={required}
                    error={Boolean(error)}
                    color={flagged ? 'warning' : undefined}
                    focused={flagged || undefined}
                    helperText={note}
                />
            )}
        />
    );
}
