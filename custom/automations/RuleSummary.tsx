/**
 * A rule in one sentence and a line of details: "Stage entered: Interview →
 * Welcome mail to the candidate, after 2 hours", with its filters beneath.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AutomationRule } from '../../dataProvider/automations';

export function RuleSummary({ rule }: { rule: AutomationRule }) {
    const translate = useTranslate();
    const recipients = rule.recipients.map(r => translate(`ats.automations.recipient_kinds.${r}`)).join(', ');
    const delay =
        rule.delay_value > 0
            ? translate('ats.automations.after', { delay: translate(`ats.automations.unit_count.${rule.delay_unit}`, { smart_count: rule.delay_value }) })
            : translate('ats.automations.immediately');
    const filters = [
        ...rule.stage_names.map(s => translate('ats.automations.stage_chip', { name: s })),
        ...rule.sources.map(s => translate('ats.automations.source_chip', { name: s })),
        ...rule.results.map(r => translate(`ats.automations.results.${r}`)),
    ];
    return (
        <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="p">
                {rule.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('ats.automations.summary', {
                    event: translate(`ats.automations.events.${rule.event_type}`),
                    template: rule.template_name ?? translate('ats.automations.template_missing'),
                    recipients,
                    delay,
                })}
            </Typography>
            {(filters.length > 0 || rule.job_ids.length > 0) && (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {rule.job_ids.length > 0 && <Chip size="small" variant="outlined" label={translate('ats.automations.jobs_chip', { smart_count: rule.job_ids.length })} />}
                    {filters.map(label => (
                        <Chip key={label} size="small" variant="outlined" label={label} />
                    ))}
                </Stack>
            )}
        </Stack>
    );
}
