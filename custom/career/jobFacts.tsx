/**
 * A public job's facts in words (location, type, experience, salary, dates),
 * shared by the list's cards and the job's page, so both say the same.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { experienceWords } from '../../config/contracts/jobs';
import type { CareerJobCard } from '../../dataProvider/career';
import { formatAmount } from '../../dataProvider/locale';

type Translate = ReturnType<typeof useTranslate>;

export function experienceText(translate: Translate, job: Pick<CareerJobCard, 'min_experience' | 'max_experience'>): string {
    return experienceWords(translate, wording => `ats.career.experience_wording.${wording}`, job.min_experience, job.max_experience);
}

/** "INR 600,000 to 900,000", "from USD 50,000", or null when the job publishes no salary. */
export function salaryText(translate: Translate, salary: CareerJobCard['salary']): string | null {
    if (!salary || (salary.min == null && salary.max == null)) return null;
    const amount = (value: number) => `${salary.currency ? `${salary.currency} ` : ''}${formatAmount(value)}`;
    if (salary.min != null && salary.max != null) {
        return salary.min === salary.max ? amount(salary.min) : translate('ats.career.salary_range', { min: amount(salary.min), max: formatAmount(salary.max) });
    }
    return salary.min != null ? translate('ats.career.salary_from', { amount: amount(salary.min) }) : translate('ats.career.salary_up_to', { amount: amount(salary.max as number) });
}

export const employmentTypeText = (translate: Translate, type: string): string => translate(`ats.career.job_types.${type}`, { _: type });

export const locationText = (translate: Translate, locations: readonly string[]): string =>
    locations.length > 0 ? locations.join(', ') : translate('ats.career.location_any');

/** A definition list of the facts; `dense` puts them on one line for the list's cards. */
export function JobFacts({ job, dense = false }: { job: CareerJobCard; dense?: boolean }) {
    const translate = useTranslate();
    const salary = salaryText(translate, job.salary);
    const facts: Array<[string, string]> = [
        ['ats.career.location', locationText(translate, job.job_locations)],
        ['ats.career.job_type', employmentTypeText(translate, job.employment_type)],
        ['ats.career.experience', experienceText(translate, job)],
        ...(salary ? ([['ats.career.salary', salary]] as Array<[string, string]>) : []),
    ];
    return (
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: dense ? 0.5 : 1.5, flexDirection: dense ? 'row' : 'column' }}>
            {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'flex', gap: 0.75, flexDirection: dense ? 'row' : 'column' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(label)}
                        {dense ? ':' : ''}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {value}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
}
