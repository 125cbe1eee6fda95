/**
 * The career pages' public routes: the list (/careerPage) and a job's page
 * (the share URL, config/contracts/career.ts careerJobPath). Both are chunks
 * of their own: this module is all the sign-in pages' entry carries of them
 * (docs/performance.md, "Console loading"; docs/ui-career.md, "Budgets").
 */
import { Suspense, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { CAREER_PAGE_PATH } from '../../config/contracts/career';
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

/** `preload` fetches the page's chunk before the first render when the page is opened at its address. */
export const careerRoutes: Array<{ path: string; element: ReactElement; preload: () => Promise<void> }> = [
    { path: CAREER_PAGE_PATH, element: lazyPage(<careerPage.Page />), preload: careerPage.preload },
    { path: `${CAREER_PAGE_PATH}/job/:id`, element: lazyPage(<jobPage.Page />), preload: jobPage.preload },
];
