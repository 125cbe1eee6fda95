/**
 * /corporate: the corporate dashboard, or, for an institute's workspace
 * (check-workspace's is_institute, TPO mode), the placement dashboard. The
 * placement dashboard and its words are a chunk of their own, fetched only
 * by institutes, so the corporate dashboard's chunk does not grow.
 */
import { session } from '../../dataProvider/session';
import { withMessages } from '../i18nProvider';
import { pageChunk } from '../../ui/PageLoading';
import { useWorkspace } from '../workspaceContext';
import { CorporateDashboard } from './CorporateDashboard';

const TpoDashboard = pageChunk(() => withMessages(import('../tpo/TpoDashboard'), 'usage'));

export default function DashboardHome() {
    const { company } = useWorkspace();
    if (!(company ?? session.getCompany())?.is_institute) return <CorporateDashboard />;
    return <TpoDashboard />;
}
