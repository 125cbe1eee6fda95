/**
 * A job's locations as cities from the city list (docs/decisions.md, "One
 * city list"): typing searches GET /api/cities; picking a city adds the text
 * that resolves back to it (its `label`). Free text is still accepted (the
 * server keeps it and flags it); the locations the saved job could not match
 * show as warning chips with a note under the field.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { City } from '../../dataProvider/cities';
import { cityOptionText, placeKey as key, useCitySearch } from './useCitySearch';

export interface CityLocationsInputProps {
    label: string;
    value: string[];
    onChange: (value: string[]) => void;
    /** Locations the server found in no city (the saved job's locations_unmatched). */
    unmatched?: readonly string[];
}

export function CityLocationsInput({ label, value, onChange, unmatched = [] }: CityLocationsInputProps) {
    const translate = useTranslate();
    const [input, setInput] = useState('');
    const cities = useCitySearch(input);
    const flagged = new Set(unmatched.map(key));
    const stillFlagged = value.filter(place => flagged.has(key(place)));
    const add = (next: (City | string)[]) => {
        const texts = next.map(item => (typeof item === 'string' ? item : item.label).trim()).filter(Boolean);
        const seen = new Set<string>();
        onChange(texts.filter(text => !seen.has(key(text)) && seen.add(key(text))));
    };
    return (
        <Autocomplete<City | string, true, false, true>
            multiple
            freeSolo
            size="small"
            options={cities}
            value={value}
            filterOptions={options => options}
            inputValue={input}
            onInputChange={(_event, text) => setInput(text)}
            onChange={(_event, next) => add(next)}
            getOptionLabel={option => (typeof option === 'string' ? option : option.label)}
            getOptionKey={option => (typeof option === 'string' ? option : option.id)}
            renderOption={({ key: optionKey, ...props }, option) => (
                <li key={optionKey} {...props}>
                    {cityOptionText(option)}
                </li>
            )}
            renderValue={(places, getItemProps) =>
                places.map((place, index) => {
                    const text = typeof place === 'string' ? place : place.label;
                    const { key: chipKey, ...itemProps } = getItemProps({ index });
                    const warn = flagged.has(key(text));
                    return <Chip key={chipKey} size="small" label={text} color={warn ? 'warning' : 'default'} variant={warn ? 'outlined' : 'filled'} {...itemProps} />;
                })
            }
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(label)}
                    color={stillFlagged.length ? 'warning' : undefined}
                    helperText={stillFlagged.length ? translate('ats.cities.unmatched', { places: stillFlagged.join(', ') }) : translate('ats.cities.hint')}
                />
            )}
        />
    );
}
