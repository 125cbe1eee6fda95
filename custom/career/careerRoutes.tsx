/**
 * The career pages' public routes: the list (/careerPage) and a job's page
 * (the share URL, config/contracts/career.ts careerJobPath). Both are chunks
 * of their own: this module is all the sign-in pages' entry carries of them
 * (docs/performance.md, "Console loading"; docs/ui-career.md, "Budgets").
 */
import { lazy, Suspense, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { CAREER_PAGE_PATH } from '../../config/contracts/career';

const CareerPage = lazy(() => import('./CareerPage'));
const JobPage = lazy(() => import('./JobPage'));

function CareerLoading() {
    const translate = useTranslate();
    return (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
            <CircularProgress aria-label={translate('ats.career.loading')} />
        </Box>
    );
}

const lazyPage = (page: ReactElement) => <Suspense fallback={<CareerLoading />}>{page}</Suspense>;

export const careerRoutes: Array<{ path: string; element: ReactElement }> = [
    { path: CAREER_PAGE_PATH, element: lazyPage(<CareerPage />) },
    { path: `${CAREER_PAGE_PATH}/job/:id`, element: lazyPage(<JobPage />) },
];
