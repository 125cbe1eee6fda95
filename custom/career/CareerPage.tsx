/**
 * The public career page (/careerPage; docs/ui-career.md): the workspace's
 * open jobs, ten to a page, searchable and filtered by SPEC.md section 3's
 * open-jobs keys, with the skill list. Its whole state is the URL
 * (careerFilters.ts). Loaded on demand from the public routes, so the
 * sign-in pages do not carry it.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WorkOff from '@mui/icons-material/WorkOff';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CAREER_PAGE_PATH, careerJobPath } from '../../config/contracts/career';
import type { CareerJobCard } from '../../dataProvider/career';
import { session } from '../../dataProvider/session';
import { workspaceTitle } from '../../dataProvider/workspace';
import { EmptyState } from '../../ui/EmptyState';
import { useWorkspace } from '../workspaceContext';
import { CareerFiltersBar } from './CareerFiltersBar';
import { CareerShell, carriedQuery, useEmbed } from './CareerShell';
import { hasFilters, viewFromSearch, withFilter, withoutFilters, withPage, type OpenJobFilterKey } from './careerFilters';
import { JobFacts } from './jobFacts';
import { usePageMeta } from '../../ui/usePageMeta';
import { useAppliedJobIds, useCareerFilters, useCareerJobs, useCareerLanding, useCareerSkills } from './useCareerData';

function JobListItem({ job, query, embedded, applied }: { job: CareerJobCard; query: string; embedded: boolean; applied: boolean }) {
    const translate = useTranslate();
    // From a partner's frame a job opens in a tab of its own (config/contracts/career.ts, partner attribution).
    const newTab = embedded ? { target: '_blank', rel: 'noopener' } : {};
    return (
        <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                    <Typography variant="h6" component="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Link component={RouterLink} to={`${careerJobPath(job.id)}${query}`} {...newTab}>
                            {job.title}
                        </Link>
                    </Typography>
                    {/* As the job's own page says it (JobPage.tsx). */}
                    {applied && <Chip size="small" color="success" icon={<CheckCircle />} label={translate('ats.career.applied')} data-testid="career-job-applied" />}
                </Box>
                <JobFacts job={job} dense />
                {job.skills.length > 0 && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('ats.career.skills')} role="list">
                        {job.skills.slice(0, 8).map(skill => (
                            <Chip key={skill} role="listitem" size="small" label={skill} />
                        ))}
                    </Box>
                )}
            </CardContent>
        </Card>
    );
}

/** Previous and next as links (crawlable, and the back button returns to the page before). */
function Pager({ params, currentPage, pageCount }: { params: URLSearchParams; currentPage: number; pageCount: number }) {
    const translate = useTranslate();
    if (pageCount <= 1) return null;
    const to = (page: number) => `${CAREER_PAGE_PATH}?${withPage(params, page).toString()}`.replace(/\?$/, '');
    return (
        <Box component="nav" aria-label={translate('ats.career.pages')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
            {currentPage > 1 ? (
                <Link component={RouterLink} to={to(currentPage - 1)} rel="prev">
                    {translate('ats.career.previous_page')}
                </Link>
            ) : null}
            <Typography variant="body2" aria-current="page">
                {translate('ats.career.page_of', { page: currentPage, pages: pageCount })}
            </Typography>
            {currentPage < pageCount ? (
                <Link component={RouterLink} to={to(currentPage + 1)} rel="next">
                    {translate('ats.career.next_page')}
                </Link>
            ) : null}
        </Box>
    );
}

function SkillList({ params, landing }: { params: URLSearchParams; landing?: string[] }) {
    const translate = useTranslate();
    const skills = useCareerSkills(landing);
    if (skills.status !== 'ready' || skills.data.length === 0) return null;
    return (
        <Box component="section" aria-labelledby="career-skills" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography id="career-skills" variant="subtitle1" component="h2">
                {translate('ats.career.skills_title')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                {skills.data.map(skill => (
                    <li key={skill}>
                        <Chip component={RouterLink} to={`${CAREER_PAGE_PATH}?${withFilter(params, 'keyword', skill).toString()}`} clickable variant="outlined" label={skill} />
                    </li>
                ))}
            </Box>
        </Box>
    );
}

export default function CareerPage() {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const { embedded } = useEmbed();
    const view = viewFromSearch(params);
    const [attempt, setAttempt] = useState(0);
    const landing = useCareerLanding();
    const jobs = useCareerJobs(view, attempt, landing);
    const filters = useCareerFilters(landing?.filters);
    const applied = useAppliedJobIds(jobs.status === 'ready' ? jobs.data.data.map(job => job.id) : null);
    const company = useWorkspace().company ?? session.getCompany();
    const name = company?.brand_name || company?.company_name || '';
    const heading = translate('ats.career.heading', { company: name });
    usePageMeta(company ? `${heading} | ${workspaceTitle(company)}` : null, translate('ats.career.meta_description', { company: name }));

    // Two changes before the router re-renders (a quick second filter) must build on each other:
    // the URL last written is kept until the router hands over a newer one.
    const seen = useRef(params);
    const latest = useRef(params);
    if (seen.current !== params) {
        seen.current = params;
        latest.current = params;
    }
    const write = (next: URLSearchParams) => {
        latest.current = next;
        setParams(next);
    };
    const change = (key: OpenJobFilterKey, value: string) => write(withFilter(latest.current, key, value));
    const searchField = useRef<HTMLInputElement>(null);
    // Clear filters goes disabled (or, in the empty state, away) once pressed: the focus moves to the
    // search, where the filters start, instead of falling to the page's top.
    const clear = () => {
        write(withoutFilters(latest.current));
        searchField.current?.focus();
    };
    const query = carriedQuery(params);
    const filtered = hasFilters(view.filter);

    return (
        <CareerShell>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                <Typography variant="h4" component="h1">
                    {heading}
                </Typography>
                <CareerFiltersBar filter={view.filter} options={filters.status === 'ready' ? filters.data : null} onChange={change} onClear={clear} searchRef={searchField} />
                <Box component="section" aria-labelledby="career-results" aria-busy={jobs.status === 'loading'}>
                    <Typography id="career-results" variant="h6" component="h2" aria-live="polite" sx={{ mb: 1.5 }}>
                        {jobs.status === 'ready' ? translate('ats.career.job_count', { smart_count: jobs.data.meta.total }) : translate('ats.career.jobs')}
                    </Typography>
                    {jobs.status === 'loading' && (
                        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                            <CircularProgress aria-label={translate('ats.career.loading')} />
                        </Box>
                    )}
                    {jobs.status === 'error' && (
                        <Alert
                            severity="error"
                            action={
                                <Button color="inherit" size="small" onClick={() => setAttempt(n => n + 1)}>
                                    {translate('ats.career.retry')}
                                </Button>
                            }
                        >
                            {jobs.message || translate('ats.errors.try_later_bang')}
                        </Alert>
                    )}
                    {jobs.status === 'ready' && jobs.data.data.length === 0 && (
                        <EmptyState
                            icon={WorkOff}
                            title={filtered ? 'ats.career.empty_filtered_title' : 'ats.career.empty_title'}
                            description={filtered ? 'ats.career.empty_filtered_body' : 'ats.career.empty_body'}
                            action={filtered ? <Button onClick={clear}>{translate('ats.career.filters.clear')}</Button> : undefined}
                        />
                    )}
                    {jobs.status === 'ready' && jobs.data.data.length > 0 && (
                        <>
                            <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}>
                                {jobs.data.data.map(job => (
                                    <JobListItem key={job.id} job={job} query={query} embedded={embedded} applied={applied.has(job.id)} />
                                ))}
                            </Box>
                            <Pager params={params} currentPage={jobs.data.meta.currentPage} pageCount={jobs.data.meta.pageCount} />
                        </>
                    )}
                </Box>
                {/* Below the results: the skills answer after the jobs, and a section appearing above
                    them pushed the list down (a layout shift Lighthouse counted against the page). */}
                {!embedded && <SkillList params={params} landing={landing?.skills} />}
            </Box>
        </CareerShell>
    );
}
