/**
 * The pager under a list of the portals' pages (candidate, employee, vendor):
 * the list meta's pages, each button named ("Page 2 of 3", "Next page"), and
 * nothing when there is one page.
 */
import Pagination from '@mui/material/Pagination';
import { useTranslate } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';

const edgeKeys: Record<string, string> = { previous: 'previous_page', next: 'next_page', first: 'first_page', last: 'last_page' };

export function ListPager({ meta, onChange, size }: { meta: ListMeta; onChange: (page: number) => void; size?: 'small' | 'medium' }) {
    const translate = useTranslate();
    if (meta.pageCount <= 1) return null;
    return (
        <Pagination
            size={size}
            count={meta.pageCount}
            page={meta.currentPage}
            onChange={(_event, next) => onChange(next)}
            getItemAriaLabel={(type, number) =>
                type === 'page' ? translate('ats.pager.page_of', { page: number, pages: meta.pageCount }) : translate(`ats.pager.${edgeKeys[type] ?? 'last_page'}`)
            }
        />
    );
}
