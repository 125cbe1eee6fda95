import SearchOff from '@mui/icons-material/SearchOff';
import { HomeLink } from '../../ui/AccessDenied';
import { PageState } from '../../ui/PageState';

/** Unknown paths inside an area, with the way back to the user's home page. */
export function NotFoundPage() {
    return <PageState icon={SearchOff} title="ats.shell.page_not_found_title" description="ats.shell.page_not_found_body" action={<HomeLink />} />;
}
