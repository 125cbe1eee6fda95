/**
 * The job form shared by /corporate/post-a-job (create) and its edit page:
 * every field of docs/api-jobs.md, client-side checks from jobForm.ts shown
 * beside each field, server field errors likewise, and "Generate with AI"
 * (generate-ai-content, type JD) drafting the description from the fields.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { useDataProvider, useTranslate } from 'react-admin';
import { constants } from '../../config';
import { EMPLOYMENT_TYPES, JOB_TYPES, POSITION_TYPES, PRIORITIES } from '../../config/contracts/jobs';
import type { FilterLists, JobsDataProvider } from '../../dataProvider/jobs';
import { BusyButton } from '../../ui/BusyButton';
import { errorMessage } from '../../ui/errors';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { descriptionHtml } from '../../ui/JobDescription';
import { LazyRichTextEditor } from '../../ui/richText/LazyRichTextEditor';
import { useToast } from '../../ui/toast';
import { CityLocationsInput } from '../cities/CityLocationsInput';
import { ChoiceSelect, OptionsMultiSelect, ReferencePicker, SkillsInput, VendorAccessInput } from './JobFormFields';
import { ScreeningQuestionsInput } from './ScreeningQuestionsInput';
import { validateJob, type JobFormErrors, type JobFormValues } from './jobForm';

export interface JobFormProps {
    initial: JobFormValues;
    filterLists: FilterLists | null;
    /** Clients exist only on recruit agencies. */
    showClient: boolean;
    submitLabel: string;
    /** Resolves with server field errors to show, or nothing on success. */
    onSubmit: (values: JobFormValues) => Promise<JobFormErrors | undefined>;
    /** The saved job's locations that name no city (flagged until changed). */
    unmatchedLocations?: readonly string[];
}

const Row = ({ children }: { children: ReactNode }) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {children}
    </Stack>
);

export function JobForm({ initial, filterLists, showClient, submitLabel, onSubmit, unmatchedLocations }: JobFormProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [values, setValues] = useState(initial);
    const [errors, setErrors] = useState<JobFormErrors>({});
    const [saving, setSaving] = useState(false);
    const [drafting, setDrafting] = useState(false);
    const formRef = useRef<HTMLFormElement>(null);
    // The form is longer than a window: the keyboard, and the eye, go to what to fix rather than stay on the button.
    const focusFirstInvalid = useFocusFirstInvalid(formRef);

    const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => {
        setValues(previous => ({ ...previous, [key]: value }));
        setErrors(previous => (previous[key] ? { ...previous, [key]: undefined } : previous));
    };
    const text = (key: keyof JobFormValues, label: string, extra: Record<string, unknown> = {}) => (
        <TextField
            size="small"
            fullWidth
            label={translate(label)}
            value={values[key]}
            onChange={(event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as never)}
            error={Boolean(errors[key])}
            helperText={errors[key] ? translate(errors[key] as string, { _: errors[key], ...constants.experienceYears }) : undefined}
            slotProps={{ inputLabel: { shrink: extra.type === 'date' ? true : undefined } }}
            {...extra}
        />
    );
    const flag = (key: 'show_to_employees' | 'show_on_career_page', label: string) => (
        <FormControlLabel control={<Switch checked={values[key]} onChange={event => set(key, event.target.checked)} />} label={translate(label)} />
    );

    const submit = async () => {
        const found = validateJob(values, { requireClient: false });
        setErrors(found);
        if (Object.keys(found).length > 0) {
            toast.error('ats.jobs.errors.fix_fields');
            focusFirstInvalid();
            return;
        }
        setSaving(true);
        try {
            const refused = (await onSubmit(values)) ?? {};
            setErrors(refused);
            if (Object.keys(refused).length > 0) focusFirstInvalid();
        } finally {
            setSaving(false);
        }
    };

    const draft = async () => {
        if (!values.title.trim()) {
            setErrors(previous => ({ ...previous, title: 'ats.jobs.errors.title_for_ai' }));
            return;
        }
        setDrafting(true);
        try {
            const department = filterLists?.departments.find(d => d.id === values.department_id)?.label;
            const content = await dataProvider.generateAiContent({
                type: 'JD',
                title: values.title.trim(),
                skills: values.skills,
                ...(values.min_experience !== '' ? { min_experience: Number(values.min_experience) } : {}),
                ...(values.max_experience !== '' ? { max_experience: Number(values.max_experience) } : {}),
                job_locations: values.job_locations,
                employment_type: values.employment_type,
                ...(department ? { department } : {}),
            });
            set('description', content);
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setDrafting(false);
        }
    };

    return (
        <Stack ref={formRef} spacing={2} component="form" noValidate onSubmit={event => { event.preventDefault(); void submit(); }} aria-label={translate('ats.jobs.form')}>
            {text('title', 'ats.jobs.title', { required: true })}
            <Box>
                {/* Headings, lists and emphasis, as candidates, vendors and employees then see them (ui/JobDescription.tsx). */}
                <LazyRichTextEditor
                    id="job-description"
                    label={translate('ats.jobs.description')}
                    value={descriptionHtml(values.description)}
                    onChange={html => set('description', html)}
                    disabled={drafting}
                    error={Boolean(errors.description)}
                    // Under the editor and tied to it (aria-describedby, aria-invalid), so the first-error focus reaches it.
                    helperText={errors.description ? translate(errors.description, { _: errors.description }) : undefined}
                    action={
                        <BusyButton size="small" startIcon={<AutoAwesome />} onClick={() => void draft()} busy={drafting}>
                            {translate(drafting ? 'ats.jobs.generating' : 'ats.jobs.generate_ai')}
                        </BusyButton>
                    }
                />
            </Box>
            <Row>
                {showClient && <ReferencePicker resource="clients" fallback={filterLists?.clients ?? []} label="ats.jobs.client" value={values.client_id} onChange={v => set('client_id', v)} error={errors.client_id} />}
                <ReferencePicker resource="departments" fallback={filterLists?.departments ?? []} label="ats.jobs.department" value={values.department_id} onChange={v => set('department_id', v)} error={errors.department_id} />
                <ReferencePicker resource="business_units" fallback={filterLists?.business_units ?? []} label="ats.jobs.business_unit" value={values.business_unit_id} onChange={v => set('business_unit_id', v)} error={errors.business_unit_id} />
            </Row>
            <Row>
                <ReferencePicker resource="domains" fallback={filterLists?.domains ?? []} label="ats.jobs.domain" value={values.domain_id} onChange={v => set('domain_id', v)} error={errors.domain_id} />
                <ReferencePicker resource="position_categories" fallback={filterLists?.position_categories ?? []} label="ats.jobs.position_category" value={values.position_category_id} onChange={v => set('position_category_id', v)} error={errors.position_category_id} />
            </Row>
            <OptionsMultiSelect label="ats.jobs.recruiters" value={values.recruiter_ids} options={filterLists?.recruiters ?? []} onChange={v => set('recruiter_ids', v)} />
            <Row>
                <ChoiceSelect label="ats.jobs.employment_type" value={values.employment_type} choices={EMPLOYMENT_TYPES} labels="ats.jobs.employment_types" onChange={v => set('employment_type', v)} />
                <ChoiceSelect label="ats.jobs.position_type" value={values.position_type} choices={POSITION_TYPES} labels="ats.jobs.position_types" onChange={v => set('position_type', v)} />
                <ChoiceSelect label="ats.jobs.priority" value={values.priority} choices={PRIORITIES} labels="ats.jobs.priorities" onChange={v => set('priority', v)} />
                <ChoiceSelect label="ats.jobs.job_type" value={values.job_type} choices={JOB_TYPES} labels="ats.jobs.job_types" onChange={v => set('job_type', v)} />
            </Row>
            <CityLocationsInput label="ats.jobs.job_locations" value={values.job_locations} unmatched={unmatchedLocations} onChange={v => set('job_locations', v)} />
            <SkillsInput value={values.skills} onChange={v => set('skills', v)} />
            <Row>
                {text('min_experience', 'ats.jobs.min_experience', { type: 'number', required: true })}
                {text('max_experience', 'ats.jobs.max_experience', { type: 'number', required: true })}
                {text('openings', 'ats.jobs.openings', { type: 'number', required: true })}
            </Row>
            <Row>
                {text('salary_min', 'ats.jobs.salary_min', { type: 'number' })}
                {text('salary_max', 'ats.jobs.salary_max', { type: 'number' })}
                {text('currency', 'ats.jobs.currency')}
            </Row>
            <Row>
                {text('posted_date', 'ats.jobs.posted_date', { type: 'date' })}
                {text('job_deadline', 'ats.jobs.job_deadline', { type: 'date' })}
                {text('hiring_deadline', 'ats.jobs.hiring_deadline', { type: 'date' })}
            </Row>
            <Row>
                <VendorAccessInput access={values.vendor_access} vendorIds={values.vendor_ids} onAccess={v => set('vendor_access', v)} onVendorIds={v => set('vendor_ids', v)} error={errors.vendor_ids} />
            </Row>
            <Row>
                {flag('show_to_employees', 'ats.jobs.show_to_employees')}
                {flag('show_on_career_page', 'ats.jobs.show_on_career_page')}
            </Row>
            <ScreeningQuestionsInput value={values.screening_questions} onChange={v => set('screening_questions', v)} error={errors.screening_questions} />
            {Object.keys(errors).some(key => errors[key as keyof JobFormErrors] && !(key in values)) && (
                <Alert severity="error">{Object.entries(errors).filter(([key]) => !(key in values)).map(([, message]) => message).join(' ')}</Alert>
            )}
            <Box>
                <BusyButton type="submit" variant="contained" busy={saving}>
                    {translate(submitLabel)}
                </BusyButton>
            </Box>
        </Stack>
    );
}
