/**
 * /corporate: the corporate dashboard, or, for an institute's workspace
 * (check-workspace's is_institute, TPO mode), the placement dashboard. The
 * placement dashboard and its words are a chunk of their own, fetched only
 * by institutes, so the corporate dashboard's chunk does not grow.
 *
 * /corporate is every corporate user's home (sign-in lands there), so a
 * teammate without COMPANY-DASHBOARD VIEW is taken to the first page their
 * menu shows instead of a refusal; with no page at all, the refusal says who
 * can help.
 */
import { Navigate } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { withMessages } from '../i18nProvider';
import { AccessDenied, sessionAllows } from '../../ui/AccessDenied';
import { firstVisibleRoute, visibleMenu } from '../../ui/menu';
import { useCorporateMenu } from '../../ui/menuContext';
import { sessionMenuContext } from '../../ui/sessionMenu';
import { pageChunk } from '../../ui/PageLoading';
import { useWorkspace } from '../workspaceContext';
import { CorporateDashboard } from './CorporateDashboard';

const TpoDashboard = pageChunk(() => withMessages(import('../tpo/TpoDashboard'), 'usage'));

export default function DashboardHome() {
    const { company } = useWorkspace();
    if (!sessionAllows('COMPANY-DASHBOARD', 'VIEW')) return <FirstPageInstead />;
    if (!(company ?? session.getCompany())?.is_institute) return <CorporateDashboard />;
    return <TpoDashboard />;
}

function FirstPageInstead() {
    const first = firstVisibleRoute(visibleMenu(useCorporateMenu(), sessionMenuContext()).nodes, '/corporate');
    return first ? <Navigate to={first} replace /> : <AccessDenied />;
}
