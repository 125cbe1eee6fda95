/**
 * /employee/refer-and-share: refer a person for a job (name, email, phone, a
 * CV uploaded with SPEC.md section 4's progress, a note for the recruiter;
 * POST employee/referrals, which records the employee and source Referral),
 * the employee's referrals with each one's stage in outsiders' words, and
 * Share a job (the employee's career link for a chosen job). `?job=` chooses
 * the job of the form (a job card's Refer).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../config/contracts/common';
import { EMPLOYEE_LIST_PAGE_SIZE } from '../../config/contracts/employeePortal';
import { useUpload } from '../../dataProvider/upload';
import type { ApiSuccess } from '../../dataProvider/types';
import { employeePaths, type EmployeeJob, type EmployeePortalDataProvider, type Page, type Referral, type UploadedCv } from '../../dataProvider/employeePortal';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { CV_ACCEPT, isCvFile } from '../career/apply/applyFlow';
import { formatDay } from '../candidate/format';
import { focusFirstInvalid, useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { ListPager } from '../../ui/ListPager';
import { stackedLabel, stackedTableSx } from '../../ui/stackedTable';
import { emptyReferral, referralBody, referralErrors, referralLimits, type ReferralDraft } from './referralForm';
import { ShareJob } from './SharePanel';
import { BusyButton, FileButton } from '../../ui/BusyButton';

/** The jobs the selects offer: the first 100 shown to employees (the API's largest page). */
const JOB_CHOICES = 100;

export default function ReferAndSharePage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [query] = useSearchParams();
    const [jobs, setJobs] = useState<EmployeeJob[] | null>(null);
    const [jobsFailure, setJobsFailure] = useState<string | null>(null);
    const [referralsVersion, setReferralsVersion] = useState(0);

    useEffect(() => {
        dataProvider.employeeJobs({ currentPage: 1, limit: JOB_CHOICES }).then(
            answer => setJobs(answer.data),
            (error: unknown) => setJobsFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
    }, [dataProvider, translate]);

    const chosen = query.get('job') ?? '';
    return (
        <Stack spacing={2} sx={{ maxWidth: 1000 }}>
            <PageHeader title={translate('ats.nav.refer_and_share')} />
            {jobsFailure && <Alert severity="error">{jobsFailure}</Alert>}
            <ReferralForm jobs={jobs} initialJob={jobs?.some(job => job.id === chosen) ? chosen : ''} onReferred={() => setReferralsVersion(count => count + 1)} />
            <ReferralsList version={referralsVersion} />
            <ShareSection jobs={jobs} initialJob={jobs?.some(job => job.id === chosen) ? chosen : ''} />
        </Stack>
    );
}

function JobSelect({ jobs, value, onChange, label, error, name }: { jobs: EmployeeJob[] | null; value: string; onChange: (jobId: string) => void; label: string; error?: string; name: string }) {
    const translate = useTranslate();
    return (
        <TextField
            select
            size="small"
            required
            name={name}
            label={translate(label)}
            value={jobs ? value : ''}
            onChange={event => onChange(event.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : undefined}
            disabled={!jobs}
            sx={{ minWidth: 280 }}
        >
            <MenuItem value="">{translate('ats.employee.choose_job')}</MenuItem>
            {(jobs ?? []).map(job => (
                <MenuItem key={job.id} value={job.id}>
                    {job.job_locations.length > 0 ? `${job.title} (${job.job_locations.join(', ')})` : job.title}
                </MenuItem>
            ))}
        </TextField>
    );
}

function ReferralForm({ jobs, initialJob, onReferred }: { jobs: EmployeeJob[] | null; initialJob: string; onReferred: () => void }) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const { progress, upload } = useUpload();
    const [draft, setDraft] = useState<ReferralDraft>(() => emptyReferral(initialJob));
    const [file, setFile] = useState<File | null>(null);
    const [uploaded, setUploaded] = useState<UploadedCv | null>(null);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [formKey, setFormKey] = useState(0);
    const formRef = useRef<HTMLFormElement>(null);
    // Refer keeps the focus while sending (ui/BusyButton.tsx); a field the server refuses then takes it.
    const focusInvalidAfterRender = useFocusFirstInvalid(formRef);
    // A referral sent starts the form afresh (a new key), which took the focus with the old Refer
    // button: it goes to First name, where the next person starts (the job stays chosen).
    useEffect(() => {
        if (formKey > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="first_name"]')?.focus();
    }, [formKey]);
    /** The last referral sent, said under the form until the next one starts. */
    const [sent, setSent] = useState<{ name: string; job: string; cv: string | null } | null>(null);

    // The job list arrives after the first render: a job named in the address is chosen then.
    useEffect(() => {
        if (initialJob) setDraft(current => (current.job_id ? current : { ...current, job_id: initialJob }));
    }, [initialJob]);

    const set = (field: keyof ReferralDraft) => (value: string) => {
        setDraft(current => ({ ...current, [field]: value }));
        setErrors(({ [field]: _gone, ...rest }) => rest);
        setSent(null);
    };

    const submit = async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const local = referralErrors(draft);
        setErrors(local);
        setFailure(null);
        if (Object.keys(local).length > 0) {
            focusFirstInvalid(event.currentTarget);
            return;
        }
        setBusy(true);
        try {
            let cv = uploaded;
            if (file && cv?.file_name !== file.name) {
                const form = new FormData();
                form.append('file', file);
                cv = (await upload<ApiSuccess<UploadedCv>>(employeePaths.uploadCv, form)).json.data;
                setUploaded(cv);
            }
            const answer = await dataProvider.referPerson(referralBody(draft, cv?.file_id ?? null));
            toast.success(answer.message ?? 'ats.employee.referred_toast');
            setSent({ name: answer.data.candidate_name, job: answer.data.job.title, cv: cv?.file_name ?? null });
            setDraft(emptyReferral(draft.job_id));
            setFile(null);
            setUploaded(null);
            setFormKey(key => key + 1);
            onReferred();
        } catch (error) {
            const fields = (error as { body?: { errors?: FieldErrors } } | null)?.body?.errors ?? {};
            setErrors(fields.resume_file_id ? { ...fields, file: fields.resume_file_id } : fields);
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            focusInvalidAfterRender();
        } finally {
            setBusy(false);
        }
    };

    const field = (name: keyof ReferralDraft, options: { type?: 'text' | 'email' | 'tel'; required?: boolean; autoComplete?: string; maxLength?: number; multiline?: boolean } = {}) => {
        const error = errors[name];
        return (
            <TextField
                name={name}
                size="small"
                fullWidth
                label={translate(`ats.employee.fields.${name}`)}
                type={options.type ?? 'text'}
                required={options.required}
                autoComplete={options.autoComplete ?? 'off'}
                multiline={options.multiline}
                minRows={options.multiline ? 3 : undefined}
                value={draft[name]}
                onChange={event => set(name)(event.target.value)}
                error={Boolean(error)}
                helperText={error ? translate(error, { _: error }) : name === 'note' ? translate('ats.employee.note_help') : undefined}
                slotProps={{ htmlInput: { maxLength: options.maxLength } }}
            />
        );
    };

    return (
        <Card variant="outlined" component="section" aria-labelledby="refer-title">
            <CardContent>
                <Typography variant="h6" component="h2" id="refer-title">
                    {translate('ats.employee.refer_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('ats.employee.refer_intro')}
                </Typography>
                <Box component="form" key={formKey} ref={formRef} noValidate onSubmit={event => void submit(event)} aria-labelledby="refer-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <JobSelect jobs={jobs} value={draft.job_id} onChange={set('job_id')} label="ats.employee.fields.job_id" error={errors.job_id} name="job_id" />
                    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                        {field('first_name', { required: true, maxLength: referralLimits.name })}
                        {field('last_name', { maxLength: referralLimits.name })}
                        {field('email', { type: 'email', required: true, maxLength: referralLimits.email })}
                        {field('phone', { type: 'tel' })}
                    </Box>
                    <Box>
                        {/* The CV is sent with the referral, which Refer started and keeps the focus for: this waits, disabled. */}
                        <FileButton variant="outlined" disabled={busy}>
                            {translate(file ? 'ats.employee.cv_change' : 'ats.employee.cv_choose')}
                            <input
                                type="file"
                                hidden
                                accept={CV_ACCEPT}
                                aria-label={translate('ats.employee.referral_cv_file')}
                                onChange={event => {
                                    const picked = event.target.files?.[0] ?? null;
                                    event.target.value = '';
                                    if (!picked) return;
                                    if (!isCvFile(picked)) return setErrors(current => ({ ...current, file: 'ats.employee.cv_type' }));
                                    setErrors(({ file: _gone, ...rest }) => rest);
                                    setUploaded(null);
                                    setSent(null);
                                    setFile(picked);
                                }}
                            />
                        </FileButton>
                        <Typography component="span" variant="body2" sx={{ ml: 1.5 }}>
                            {file ? file.name : translate('ats.employee.cv_optional_hint')}
                        </Typography>
                        {errors.file && <FormHelperText error>{translate(errors.file, { _: errors.file })}</FormHelperText>}
                        {file && <UploadProgress value={progress} />}
                    </Box>
                    {field('note', { multiline: true, maxLength: referralLimits.note })}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure}
                        </Alert>
                    )}
                    {sent && (
                        <Alert severity="success" role="status">
                            {translate(sent.cv ? 'ats.employee.referral_sent_cv' : 'ats.employee.referral_sent', { name: sent.name, title: sent.job, file: sent.cv })}
                        </Alert>
                    )}
                    <BusyButton type="submit" variant="contained" busy={busy} sx={{ alignSelf: 'flex-start' }}>
                        {translate('ats.employee.submit_referral')}
                    </BusyButton>
                </Box>
            </CardContent>
        </Card>
    );
}

const channelKeys = { REFERRAL: 'ats.employee.channel_referral', SHARE_LINK: 'ats.employee.channel_share' } as const;

function ReferralsList({ version }: { version: number }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<Page<Referral> | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [reloads, setReloads] = useState(0);

    const load = useCallback(
        (wanted: number) => dataProvider.employeeReferrals({ page: wanted, limit: EMPLOYEE_LIST_PAGE_SIZE }),
        [dataProvider],
    );
    useEffect(() => {
        let cancelled = false;
        setFailure(null);
        load(page).then(
            value => !cancelled && setAnswer(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [load, page, version, reloads, translate]);

    return (
        <Card variant="outlined" component="section" aria-labelledby="referrals-title">
            <CardContent>
                <Typography variant="h6" component="h2" id="referrals-title" gutterBottom>
                    {translate('ats.employee.my_referrals')}
                </Typography>
                {failure && (
                    <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads(count => count + 1)}>{translate('ats.candidate.retry')}</Button>}>
                        {failure}
                    </Alert>
                )}
                {!answer && !failure && <RowSkeletons label="ats.candidate.loading" count={3} />}
                {answer && answer.data.length === 0 && <EmptyState icon={GroupAdd} title="ats.employee.no_referrals" description="ats.employee.no_referrals_hint" />}
                {answer && answer.data.length > 0 && (
                    <>
                        <TableContainer>
                            {/* A card a row on a phone: five columns do not fit 390 px and the stage, the one wanted, was off-screen. */}
                            <Table size="small" aria-labelledby="referrals-title" sx={stackedTableSx()}>
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{translate('ats.employee.person')}</TableCell>
                                        <TableCell>{translate('ats.candidate.job')}</TableCell>
                                        <TableCell>{translate('ats.employee.how')}</TableCell>
                                        <TableCell>{translate('ats.employee.referred_on')}</TableCell>
                                        <TableCell>{translate('ats.candidate.status')}</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {answer.data.map(referral => (
                                        <TableRow key={referral.application_id} data-testid="referral">
                                            <TableCell component="th" scope="row">
                                                {referral.candidate_name}
                                            </TableCell>
                                            <TableCell {...stackedLabel(translate('ats.candidate.job'))}>{referral.job.title}</TableCell>
                                            <TableCell {...stackedLabel(translate('ats.employee.how'))}>{translate(channelKeys[referral.channel])}</TableCell>
                                            <TableCell {...stackedLabel(translate('ats.employee.referred_on'))}>{formatDay(referral.referred_at)}</TableCell>
                                            <TableCell data-testid="referral-stage" {...stackedLabel(translate('ats.candidate.status'))}>
                                                <Chip size="small" variant="outlined" label={referral.stage} title={referral.stage} sx={{ maxWidth: 220 }} />
                                            </TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </TableContainer>
                        <ListPager meta={answer.meta} onChange={setPage} />
                    </>
                )}
            </CardContent>
        </Card>
    );
}

function ShareSection({ jobs, initialJob }: { jobs: EmployeeJob[] | null; initialJob: string }) {
    const translate = useTranslate();
    const [jobId, setJobId] = useState(initialJob);
    useEffect(() => {
        if (initialJob) setJobId(current => current || initialJob);
    }, [initialJob]);
    const job = jobs?.find(one => one.id === jobId);
    return (
        <Card variant="outlined" component="section" aria-labelledby="share-title">
            <CardContent>
                <Typography variant="h6" component="h2" id="share-title">
                    {translate('ats.employee.share_a_job')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('ats.employee.share_intro')}
                </Typography>
                <Stack spacing={2}>
                    <JobSelect jobs={jobs} value={jobId} onChange={setJobId} label="ats.employee.job_to_share" name="share_job" />
                    {job && <ShareJob jobId={job.id} title={job.title} />}
                </Stack>
            </CardContent>
        </Card>
    );
}
