/**
 * A job card's facts ("Engineering · Bengaluru, Remote · 5–10 years") as a line that wraps.
 * Each fact is an inline block: it moves to the next line whole, and breaks inside only when it
 * is wider than the card. The cards had cut the line with an ellipsis (a phone read
 * "Bengaluru, Remote · 5–1…", as if 5-1 years) and kept the rest in a title tooltip, which a
 * touch screen never shows.
 */
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function FactsLine({ facts }: { facts: readonly (string | null | undefined)[] }) {
    const shown = facts.filter((fact): fact is string => Boolean(fact));
    if (shown.length === 0) return null;
    return (
        <Typography variant="body2" color="text.secondary" data-testid="job-facts">
            {shown.map((fact, index) => (
                <Fragment key={index}>
                    {index > 0 && ' '}
                    <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
                        {index > 0 ? `· ${fact}` : fact}
                    </Box>
                </Fragment>
            ))}
        </Typography>
    );
}
