/**
 * The offer form (docs/ui-communication.md, "Offer letters"): a new DRAFT for
 * an application (fixed when opened from the application's drawer, else
 * picked by a word of the candidate, email or job), or the edit of a draft.
 * It asks for the template, the salary and its currency, the joining date,
 * the last day to answer, and each of the template's own fields
 * ({{reporting_manager}}). Save checks what the server would refuse and says
 * each problem under its field, the focus on the first (docs/ui.md, "Form
 * errors"); the server's field errors show there too, and only what belongs to
 * no field above the buttons.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { FIELD_MAX, fieldLabel, OFFER_CURRENCIES, templateFields } from '../../config/contracts/offers';
import type { Offer, OfferApplicationOption, OffersDataProvider, OfferCurrency } from '../../dataProvider/offers';
import { session } from '../../dataProvider/session';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { todayIn } from '../interviews/zonedTime';
import { offerErrors, type OfferValues } from './offerForm';
import { BusyButton } from '../../ui/BusyButton';

export interface OfferDialogProps {
    open: boolean;
    onClose: () => void;
    onSaved: (offer: Offer, message?: string) => void;
    /** The application the offer is for (the drawer's); absent: the form offers a picker. */
    application?: { id: string; label: string };
    /** A draft to edit. */
    offer?: Offer;
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function initialValues(offer: Offer | undefined): OfferValues {
    if (!offer) return { template_id: '', annual_ctc: '', currency: 'INR', joining_date: isoDay(45), expires_on: isoDay(14), field_values: {} };
    return {
        template_id: offer.template_id ?? '',
        annual_ctc: offer.annual_ctc === null ? '' : String(offer.annual_ctc),
        currency: (OFFER_CURRENCIES as readonly string[]).includes(offer.currency) ? (offer.currency as OfferCurrency) : 'INR',
        joining_date: offer.joining_date ?? '',
        expires_on: offer.expires_on ?? '',
        field_values: { ...offer.field_values },
    };
}

/** The template's own fields, read from its body when it is picked. */
function useTemplateFields(templateId: string): string[] {
    const dataProvider = useDataProvider<OffersDataProvider>();
    const [fields, setFields] = useState<string[]>([]);
    useEffect(() => {
        let cancelled = false;
        setFields([]);
        if (templateId) dataProvider.offerTemplate(templateId).then(template => !cancelled && setFields(templateFields(template.body)), () => undefined);
        return () => {
            cancelled = true;
        };
    }, [dataProvider, templateId]);
    return fields;
}

/**
 * A search's results that arrive while the pointer is pressed on the list wait until it is released
 * and its click is handled: replacing the list under a press lost the click (the option pressed
 * was gone, or moved, by the release) and left the list open.
 */
function useHeldWhilePressed<T>(show: (value: T) => void): { update: (value: T) => void; press: () => void } {
    const pressed = useRef(false);
    const held = useRef<{ value: T } | null>(null);
    useEffect(() => {
        const release = () => {
            if (!pressed.current) return;
            pressed.current = false;
            // After the click that this release makes, which the list still has to receive.
            setTimeout(() => {
                if (pressed.current || !held.current) return;
                show(held.current.value);
                held.current = null;
            });
        };
        document.addEventListener('pointerup', release);
        document.addEventListener('pointercancel', release);
        return () => {
            document.removeEventListener('pointerup', release);
            document.removeEventListener('pointercancel', release);
        };
    }, [show]);
    return useMemo(
        () => ({
            update: (value: T) => {
                if (pressed.current) held.current = { value };
                else show(value);
            },
            press: () => {
                pressed.current = true;
            },
        }),
        [show],
    );
}

function ApplicationPicker({ value, onChange, error }: { value: OfferApplicationOption | null; onChange: (value: OfferApplicationOption | null) => void; error?: string }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<OffersDataProvider>();
    const [input, setInput] = useState('');
    const [options, setOptions] = useState<OfferApplicationOption[]>([]);
    const showFound = useHeldWhilePressed(setOptions);
    useEffect(() => {
        let cancelled = false;
        const timer = setTimeout(() => dataProvider.offerApplications(input).then(found => !cancelled && showFound.update(found), () => undefined), 250);
        return () => {
            cancelled = true;
            clearTimeout(timer);
        };
    }, [dataProvider, input, showFound]);
    // The picked application stays an option whatever the last search found, so the list opened
    // again shows it selected (and MUI finds the value among the options).
    const shown = value && !options.some(option => option.id === value.id) ? [value, ...options] : options;
    return (
        <Autocomplete
            options={shown}
            value={value}
            onChange={(_event, next) => onChange(next)}
            // Only what the user types (or clears) is searched: picking an option writes its label
            // into the box, and that label ("name · job") finds nothing.
            onInputChange={(_event, next, reason) => (reason === 'input' || reason === 'clear') && setInput(next)}
            filterOptions={found => found}
            slotProps={{ listbox: { onPointerDown: showFound.press } }}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={option => `${option.candidate_name} · ${option.job_title}`}
            renderOption={(props, option) => (
                <li {...props} key={option.id}>
                    <Stack>
                        <Typography variant="body2">{`${option.candidate_name} · ${option.job_title}`}</Typography>
                        <Typography variant="caption" color="text.secondary">{`${option.candidate_email} · ${option.stage}`}</Typography>
                    </Stack>
                </li>
            )}
            noOptionsText={translate('ats.offers.no_applications')}
            renderInput={params => <TextField {...params} required label={translate('ats.offers.application')} error={Boolean(error)} helperText={error ?? translate('ats.offers.application_help')} />}
        />
    );
}

export function OfferDialog({ open, onClose, onSaved, application, offer }: OfferDialogProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<OffersDataProvider>();
    const titleId = useId();
    const [values, setValues] = useState<OfferValues>(() => initialValues(offer));
    const [picked, setPicked] = useState<OfferApplicationOption | null>(null);
    const [templates, setTemplates] = useState<{ id: string; label: string }[]>([]);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const fields = useTemplateFields(values.template_id);
    const formRef = useRef<HTMLFormElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);

    // A reopened form starts from the offer (or blank); only opening it resets what was typed.
    useEffect(() => {
        if (!open) return;
        setValues(initialValues(offer));
        setPicked(null);
        setErrors({});
        setFailure(null);
    }, [open, offer]);
    useEffect(() => {
        if (open) dataProvider.offerTemplateOptions().then(setTemplates, (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [open, dataProvider, translate]);

    // A field the user changes loses its complaint about the old value.
    const forget = (...names: string[]) => setErrors(current => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
    const set = (patch: Partial<OfferValues>) => {
        setValues(current => ({ ...current, ...patch }));
        forget(...Object.keys(patch));
    };
    const setField = (name: string, value: string) => {
        setValues(current => ({ ...current, field_values: { ...current.field_values, [name]: value } }));
        forget(`field_values.${name}`);
    };
    const applicationId = offer?.application_id ?? application?.id ?? picked?.id ?? '';
    const picking = !offer && !application;
    // The fields an error can be said under; any other goes above the buttons.
    const shownFields = new Set([...(picking ? ['application_id'] : []), 'template_id', 'annual_ctc', 'currency', 'joining_date', 'expires_on', ...fields.map(name => `field_values.${name}`)]);

    const save = async () => {
        const found = offerErrors({ values, applicationId: offer ? null : applicationId, fields, today: todayIn(session.getCompany()?.time_zone ?? 'UTC') }, translate);
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            focusFirstInvalid();
            return;
        }
        setSaving(true);
        // Only the template's current fields go: a field of a template no longer picked is not this letter's.
        const fieldValues = Object.fromEntries(fields.map(name => [name, values.field_values[name] ?? '']));
        const body = {
            template_id: values.template_id,
            annual_ctc: Number(values.annual_ctc),
            currency: values.currency,
            joining_date: values.joining_date,
            expires_on: values.expires_on,
            field_values: fieldValues,
        };
        try {
            const answer = offer ? await dataProvider.updateOffer(offer.id, { ...body, version: offer.version }) : await dataProvider.createOffer({ ...body, application_id: applicationId });
            onSaved(answer.data, answer.message);
        } catch (error) {
            const refused = Object.entries(fieldErrorsOf(error));
            const placed = Object.fromEntries(refused.filter(([name]) => shownFields.has(name)));
            const elsewhere = refused.filter(([name]) => !shownFields.has(name)).map(([, message]) => message);
            setErrors(placed);
            if (Object.keys(placed).length > 0) focusFirstInvalid();
            // Said once: under its field, or here when it belongs to none.
            setFailure(elsewhere.length > 0 ? elsewhere.join(' ') : Object.keys(placed).length > 0 ? null : errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{translate(offer ? 'ats.offers.edit_title' : 'ats.offers.new_title')}</DialogTitle>
            <DialogContent>
                <Stack
                    spacing={2}
                    sx={{ pt: 1 }}
                    component="form"
                    ref={formRef}
                    id={`${titleId}-form`}
                    noValidate
                    onSubmit={event => {
                        event.preventDefault();
                        void save();
                    }}
                >
                    {picking ? (
                        <ApplicationPicker
                            value={picked}
                            onChange={next => {
                                setPicked(next);
                                forget('application_id');
                            }}
                            error={errors.application_id}
                        />
                    ) : (
                        <Typography variant="body2">{translate('ats.offers.for_application', { label: application?.label ?? `${offer?.candidate_name} · ${offer?.job_title}` })}</Typography>
                    )}
                    <TextField select required label={translate('ats.offers.template')} value={values.template_id} onChange={event => set({ template_id: event.target.value })} error={Boolean(errors.template_id)} helperText={errors.template_id}>
                        {templates.map(template => (
                            <MenuItem key={template.id} value={template.id}>
                                {template.label}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Stack direction="row" spacing={2}>
                        <TextField
                            required
                            type="number"
                            label={translate('ats.offers.annual_ctc')}
                            value={values.annual_ctc}
                            onChange={event => set({ annual_ctc: event.target.value })}
                            error={Boolean(errors.annual_ctc)}
                            helperText={errors.annual_ctc}
                            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                            sx={{ flex: 2 }}
                        />
                        <TextField select required label={translate('ats.offers.currency')} value={values.currency} onChange={event => set({ currency: event.target.value as OfferCurrency })} error={Boolean(errors.currency)} helperText={errors.currency} sx={{ flex: 1 }}>
                            {OFFER_CURRENCIES.map(code => (
                                <MenuItem key={code} value={code}>
                                    {code}
                                </MenuItem>
                            ))}
                        </TextField>
                    </Stack>
                    <Stack direction="row" spacing={2}>
                        <TextField required type="date" label={translate('ats.offers.joining_date')} value={values.joining_date} onChange={event => set({ joining_date: event.target.value })} error={Boolean(errors.joining_date)} helperText={errors.joining_date} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
                        <TextField
                            required
                            type="date"
                            label={translate('ats.offers.expires_on')}
                            value={values.expires_on}
                            onChange={event => set({ expires_on: event.target.value })}
                            error={Boolean(errors.expires_on)}
                            helperText={errors.expires_on ?? translate('ats.offers.expires_help')}
                            slotProps={{ inputLabel: { shrink: true } }}
                            sx={{ flex: 1 }}
                        />
                    </Stack>
                    {fields.length > 0 && <Typography variant="subtitle2">{translate('ats.offers.template_fields')}</Typography>}
                    {fields.map(name => (
                        <TextField
                            key={name}
                            required
                            label={fieldLabel(name)}
                            value={values.field_values[name] ?? ''}
                            onChange={event => setField(name, event.target.value)}
                            error={Boolean(errors[`field_values.${name}`])}
                            helperText={errors[`field_values.${name}`]}
                            slotProps={{ htmlInput: { maxLength: FIELD_MAX } }}
                        />
                    ))}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure}
                        </Alert>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>
                    {translate('ats.confirm.cancel')}
                </Button>
                <BusyButton type="submit" form={`${titleId}-form`} variant="contained" busy={saving}>
                    {translate(offer ? 'ats.offers.save' : 'ats.offers.save_draft')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}
