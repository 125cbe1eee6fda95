import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from '../../ui/EmptyState';

/** Unknown paths inside an area. */
export function NotFoundPage() {
    return <EmptyState level={1} icon={SearchOff} title="ats.shell.page_not_found_title" description="ats.shell.page_not_found_body" />;
}
