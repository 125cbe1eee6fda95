/**
 * The rule editor: "when <event> (for these jobs, stages, sources or
 * results), send <template> to <recipients>, now or after a delay". The
 * filters and recipients offered follow the event; the form runs the
 * contract's rules before sending and shows the server's field errors after.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import {
    AUTOMATION_EVENT_TYPES,
    DELAY_UNITS,
    MAX_DELAY_VALUE,
    createRule,
    updateRule,
    type AutomationChannel,
    type AutomationEventType,
    type AutomationRecipient,
    type AutomationRule,
    type DelayUnit,
    type RuleOptions,
} from '../../dataProvider/automations';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { createBody, emptyForm, filtersOf, formOf, reachable, updateBody, validateRule, withEvent, type InterviewResult, type RuleForm } from './ruleForm';
import { BusyButton } from '../../ui/BusyButton';

const RESULTS: InterviewResult[] = ['PASS', 'FAIL', 'WAITLIST', 'NOT_APPEARED'];

export interface RuleEditorDialogProps {
    channel: AutomationChannel;
    /** The rule to edit; absent for a new one. */
    rule?: AutomationRule;
    options: RuleOptions;
    onClose: () => void;
    onSaved: (rule: AutomationRule) => void;
}

export function RuleEditorDialog({ channel, rule, options, onClose, onSaved }: RuleEditorDialogProps) {
    const translate = useTranslate();
    const [form, setForm] = useState<RuleForm>(() => (rule ? formOf(rule) : emptyForm(channel)));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const set = (patch: Partial<RuleForm>) => setForm(current => ({ ...current, ...patch }));
    const filters = filtersOf(form.event_type);
    const recipients = reachable(channel, form.event_type);
    const error = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined);
    const jobsById = new Map(options.jobs.map(j => [j.id, j.title]));

    const save = async () => {
        const found = validateRule(form);
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length) return;
        setBusy(true);
        try {
            onSaved(rule ? await updateRule(rule.id, updateBody(rule, form)) : await createRule(createBody(channel, form)));
        } catch (failed) {
            setErrors(fieldErrorsOf(failed));
            setFailure(errorMessage(failed, translate('ats.errors.try_later_bang')));
            setBusy(false);
        }
    };

    const toggleRecipient = (recipient: AutomationRecipient, on: boolean) =>
        set({ recipients: on ? [...form.recipients, recipient] : form.recipients.filter(r => r !== recipient) });

    return (
        <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="rule-editor-title">
            <DialogTitle id="rule-editor-title">{translate(rule ? 'ats.automations.edit_title' : 'ats.automations.new_title')}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {failure && (
                    <Alert severity="error" role="alert">
                        {failure}
                    </Alert>
                )}
                <TextField label={translate('ats.automations.name')} value={form.name} onChange={e => set({ name: e.target.value })} error={!!errors.name} helperText={error('name')} required slotProps={{ htmlInput: { maxLength: 120 } }} sx={{ mt: 1 }} />
                <TextField
                    select
                    label={translate('ats.automations.event')}
                    value={form.event_type}
                    onChange={e => setForm(current => withEvent(current, channel, e.target.value as AutomationEventType))}
                    error={!!errors.event_type}
                    helperText={error('event_type')}
                    required
                >
                    {AUTOMATION_EVENT_TYPES.filter(type => reachable(channel, type).length > 0).map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(`ats.automations.events.${type}`)}
                        </MenuItem>
                    ))}
                </TextField>
                {filters.includes('job_ids') && (
                    <Autocomplete
                        multiple
                        options={options.jobs.map(j => j.id)}
                        getOptionLabel={id => jobsById.get(id) ?? id}
                        value={form.job_ids}
                        onChange={(_, value) => set({ job_ids: value })}
                        renderInput={params => <TextField {...params} label={translate('ats.automations.jobs')} helperText={error('job_ids') ?? translate('ats.automations.all_when_empty')} error={!!errors.job_ids} />}
                    />
                )}
                {filters.includes('stage_names') && (
                    <Autocomplete
                        multiple
                        options={options.stage_names}
                        value={form.stage_names}
                        onChange={(_, value) => set({ stage_names: value })}
                        renderInput={params => <TextField {...params} label={translate('ats.automations.stages')} helperText={error('stage_names') ?? translate('ats.automations.all_when_empty')} error={!!errors.stage_names} />}
                    />
                )}
                {filters.includes('sources') && (
                    <Autocomplete
                        multiple
                        freeSolo
                        options={options.sources}
                        value={form.sources}
                        onChange={(_, value) => set({ sources: value.map(v => v.trim()).filter(Boolean) })}
                        renderInput={params => <TextField {...params} label={translate('ats.automations.sources')} helperText={error('sources') ?? translate('ats.automations.sources_help')} error={!!errors.sources} />}
                    />
                )}
                {filters.includes('results') && (
                    <Autocomplete
                        multiple
                        options={RESULTS}
                        getOptionLabel={result => translate(`ats.automations.results.${result}`)}
                        value={form.results}
                        onChange={(_, value) => set({ results: value })}
                        renderInput={params => <TextField {...params} label={translate('ats.automations.result_filter')} helperText={error('results') ?? translate('ats.automations.all_when_empty')} error={!!errors.results} />}
                    />
                )}
                <TextField
                    select
                    label={translate('ats.automations.template')}
                    value={form.template_id}
                    onChange={e => set({ template_id: e.target.value })}
                    error={!!errors.template_id}
                    helperText={error('template_id') ?? (options.templates.length ? undefined : translate(`ats.automations.no_templates.${channel}`))}
                    required
                >
                    {options.templates.map(t => (
                        <MenuItem key={t.id} value={t.id}>
                            {t.status === 'INACTIVE' ? translate('ats.automations.template_off', { name: t.name }) : t.name}
                        </MenuItem>
                    ))}
                </TextField>
                <FormControl component="fieldset" error={!!errors.recipients} required>
                    <FormLabel component="legend">{translate('ats.automations.recipients')}</FormLabel>
                    <FormGroup row>
                        {recipients.map(recipient => (
                            <FormControlLabel
                                key={recipient}
                                control={<Checkbox checked={form.recipients.includes(recipient)} onChange={e => toggleRecipient(recipient, e.target.checked)} />}
                                label={translate(`ats.automations.recipient_kinds.${recipient}`)}
                            />
                        ))}
                    </FormGroup>
                    <FormHelperText>{error('recipients') ?? (form.event_type ? undefined : translate('ats.automations.pick_event_first'))}</FormHelperText>
                </FormControl>
                <FormControl component="fieldset">
                    <FormLabel component="legend">{translate('ats.automations.when_send')}</FormLabel>
                    <RadioGroup row value={form.delayed ? 'later' : 'now'} onChange={e => set({ delayed: e.target.value === 'later' })}>
                        <FormControlLabel value="now" control={<Radio />} label={translate('ats.automations.send_now')} />
                        <FormControlLabel value="later" control={<Radio />} label={translate('ats.automations.send_later')} />
                    </RadioGroup>
                </FormControl>
                {form.delayed && (
                    <Box sx={{ display: 'flex', gap: 2 }}>
                        <TextField
                            label={translate('ats.automations.delay')}
                            value={form.delay_value}
                            onChange={e => set({ delay_value: e.target.value })}
                            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: MAX_DELAY_VALUE } }}
                            error={!!errors.delay_value}
                            helperText={error('delay_value')}
                            sx={{ width: 140 }}
                        />
                        <TextField select label={translate('ats.automations.delay_unit')} value={form.delay_unit} onChange={e => set({ delay_unit: e.target.value as DelayUnit })} sx={{ width: 160 }}>
                            {DELAY_UNITS.map(unit => (
                                <MenuItem key={unit} value={unit}>
                                    {translate(`ats.automations.units.${unit}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                    </Box>
                )}
                <FormControlLabel control={<Switch checked={form.enabled} onChange={e => set({ enabled: e.target.checked })} />} label={translate('ats.automations.enabled')} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ats.confirm.cancel')}
                </Button>
                <BusyButton variant="contained" onClick={() => void save()} busy={busy}>
                    {translate('ats.automations.save')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}
