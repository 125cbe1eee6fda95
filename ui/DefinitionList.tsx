/**
 * Label and value pairs as a description list (<dl>): the profile of the
 * application drawer and the interviewer's candidate page, an interview's
 * details, an interviewer's calibration. Labels are i18n keys; an empty value
 * shows a dash, so a missing field reads as missing rather than as a gap.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export type DefinitionRow = readonly [label: string, value: ReactNode];

export function DefinitionList({ rows, spacious = false }: { rows: readonly DefinitionRow[]; spacious?: boolean }) {
    const translate = useTranslate();
    return (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: spacious ? 3 : 2, rowGap: spacious ? 0.75 : 0.5, m: 0 }}>
            {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(label)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                        {value === null || value === undefined || value === '' ? '—' : typeof value === 'number' ? String(value) : value}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
}
