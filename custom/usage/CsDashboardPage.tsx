/**
 * The CS dashboard (/corporate/cs-dashboard; docs/api-dashboard.md "Usage
 * and the CS dashboard"): for the workspaces in CS_DASHBOARD_WORKSPACES
 * only (check-workspace's cs_dashboard; the API answers 404 elsewhere), the
 * workspace's setup checklist and its usage per month. Customer-success
 * staff see the workspace they are signed in to (docs/decisions.md, "Usage").
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SearchOff from '@mui/icons-material/SearchOff';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useTranslate } from 'react-admin';
import { session } from '../../dataProvider/session';
import { usageApi, type CsDashboard } from '../../dataProvider/usage';
import { EmptyState } from '../../ui/EmptyState';
import { formatNumber } from '../../ui/format';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { useWorkspace } from '../workspaceContext';
import { MonthsFilter, useMonths } from './MonthsFilter';
import { UsageFigures } from './UsageFigures';

function SetupChecklist({ setup }: { setup: CsDashboard['setup'] }) {
    const translate = useTranslate();
    const done = setup.filter(step => step.done).length;
    return (
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('ats.usage.setup.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('ats.usage.setup.progress', { done, total: setup.length })}
            </Typography>
            <List dense aria-label={translate('ats.usage.setup.title')}>
                {setup.map(step => (
                    <ListItem key={step.step}>
                        <ListItemIcon>{step.done ? <TaskAlt color="success" titleAccess={translate('ats.usage.setup.done')} /> : <RadioButtonUnchecked color="disabled" titleAccess={translate('ats.usage.setup.not_done')} />}</ListItemIcon>
                        <ListItemText primary={translate(`ats.usage.setup.steps.${step.step}`)} secondary={translate(`ats.usage.setup.counts.${step.step}`, { smart_count: step.count, count: formatNumber(step.count) })} />
                    </ListItem>
                ))}
            </List>
        </Paper>
    );
}

function Dashboard() {
    const translate = useTranslate();
    const [months, setMonths] = useMonths();
    const load = useLoaded(() => usageApi.csDashboard({ months }), [months], 'ats.usage.error');
    if (load.failureStatus === 404) return <EmptyState title="ats.usage.cs_absent_title" description="ats.usage.cs_absent_description" icon={SearchOff} />;
    const data = load.value;
    return (
        <>
            {data ? <Typography color="text.secondary">{translate('ats.usage.cs_workspace', { company: data.workspace.company_name, host: data.workspace.host })}</Typography> : null}
            <MonthsFilter months={months} onChange={setMonths} />
            {load.failure ? <LoadFailure message={load.failure} onRetry={load.reload} /> : null}
            {!data && !load.failure ? <RowSkeletons label="ats.usage.loading" /> : null}
            {data ? (
                <>
                    <SetupChecklist setup={data.setup} />
                    <UsageFigures usage={data.usage} />
                </>
            ) : null}
        </>
    );
}

export default function CsDashboardPage() {
    const translate = useTranslate();
    const { company } = useWorkspace();
    const listed = Boolean((company ?? session.getCompany())?.cs_dashboard);
    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.pages.cs_dashboard')} />
            {listed ? <Dashboard /> : <EmptyState title="ats.usage.cs_absent_title" description="ats.usage.cs_absent_description" icon={SearchOff} />}
        </Stack>
    );
}
