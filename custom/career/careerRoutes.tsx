/**
 * The career pages' public routes: the list (/careerPage), its natural
 * addresses (/career, /careers: sent on to it) and a job's page (the share
 * URL, config/contracts/career.ts careerJobPath). Both pages are chunks
 * of their own: this module is all the sign-in pages' entry carries of them
 * (docs/performance.md, "Console loading"; docs/ui-career.md, "Budgets").
 */
import { Suspense, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { CAREER_PAGE_ALIASES, CAREER_PAGE_PATH } from '../../config/contracts/career';
import { preloadable } from '../../ui/preloadable';

const careerPage = preloadable(() => import('./CareerPage'));
const jobPage = preloadable(() => import('./JobPage'));

function CareerLoading() {
    const translate = useTranslate();
    return (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
            <CircularProgress aria-label={translate('ats.career.loading')} />
        </Box>
    );
}

const lazyPage = (page: ReactElement) => <Suspense fallback={<CareerLoading />}>{page}</Suspense>;

/**
 * /career or /careers: the career page, with the address's query (utm_*, filters) and hash. The
 * server answers them with a 301 (server/routes/career.ts); this covers the dev server and a link
 * followed inside the app, which the console otherwise sent to the staff sign-in.
 */
function ToCareerPage() {
    const { search, hash } = useLocation();
    return <Navigate to={{ pathname: CAREER_PAGE_PATH, search, hash }} replace />;
}

/** `preload` fetches the page's chunk before the first render when the page is opened at its address. */
export const careerRoutes: Array<{ path: string; element: ReactElement; preload: () => Promise<void> }> = [
    { path: CAREER_PAGE_PATH, element: lazyPage(<careerPage.Page />), preload: careerPage.preload },
    { path: `${CAREER_PAGE_PATH}/job/:id`, element: lazyPage(<jobPage.Page />), preload: jobPage.preload },
    ...CAREER_PAGE_ALIASES.map(path => ({ path, element: <ToCareerPage />, preload: careerPage.preload })),
];
