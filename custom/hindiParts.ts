/**
 * What only a Hindi page loads (custom/i18nProvider.ts imports this module only in Hindi): each
 * Hindi twin's loader, by the English part it translates, and MUI's own words as theme component
 * defaults (config/i18n/hi.mui.json).
 */
import type { GridLocaleText } from '@mui/x-data-grid';

/** The Hindi twins, by the English part they translate; fetched only in Hindi. */
export const hindiParts = {
    public: () => import('../config/i18n/hi.public.json'),
    console: () => import('../config/i18n/hi.json'),
    reactAdmin: () => import('../config/i18n/hi.ra.json'),
    // The generated screens' labels (resources/translate.ts keys); English reads the resource files' own.
    resources: () => import('../config/i18n/hi.resources.json'),
    // MUI's own words (its components speak English by default): `muiLocaleComponents`.
    mui: () => import('../config/i18n/hi.mui.json'),
    apply: () => import('../config/i18n/hi.apply.json'),
    candidate: () => import('../config/i18n/hi.candidate.json'),
    employee: () => import('../config/i18n/hi.employee.json'),
    vendor: () => import('../config/i18n/hi.vendor.json'),
    reports: () => import('../config/i18n/hi.reports.json'),
    automations: () => import('../config/i18n/hi.automations.json'),
    usage: () => import('../config/i18n/hi.usage.json'),
} as const;

interface DisplayedRows {
    from: number;
    to: number;
    count: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A pager's buttons (MUI's TablePagination and the data grid's, which names them the same way). */
type PagerButton = 'first' | 'last' | 'next' | 'previous';

/** "1–25 of 40" ("of more than 25" while the total is unknown, -1 or null). */
const displayedRows = (t: Translate, { from, to, count }: { from: number; to: number; count: number | null | undefined }) =>
    t('mui.displayed_rows', { from, to, count: count == null || count === -1 ? t('mui.more_than', { to }) : count });

/**
 * The data grid's words (the reports' table, custom/reports/ReportGrid.tsx), those its pager,
 * empty states, column menu and column panel show; @mui/x-data-grid ships no Hindi. Its sorting,
 * filtering and selection words are left out: the reports' grid neither sorts, filters nor selects.
 */
function dataGridText(t: Translate): Partial<GridLocaleText> {
    const grid = (key: string, options?: Record<string, unknown>) => t(`mui.data_grid.${key}`, options);
    return {
        noRowsLabel: grid('no_rows'),
        noResultsOverlayLabel: grid('no_results'),
        noColumnsOverlayLabel: grid('no_columns'),
        noColumnsOverlayManageColumns: grid('manage_columns'),
        paginationRowsPerPage: t('mui.rows_per_page'),
        paginationDisplayedRows: rows => displayedRows(t, rows),
        paginationItemAriaLabel: (type: PagerButton) => t(`mui.pager.${type}`),
        columnMenuLabel: grid('column_menu'),
        columnMenuAriaLabel: (column: string) => grid('column_menu_of', { column }),
        columnMenuShowColumns: grid('show_columns'),
        columnMenuManageColumns: grid('manage_columns'),
        columnMenuHideColumn: grid('hide_column'),
        columnsManagementSearchTitle: grid('search'),
        columnsManagementNoColumns: grid('no_columns'),
        columnsManagementShowHideAllText: grid('show_hide_all'),
        columnsManagementReset: grid('reset'),
        columnsManagementDeleteIconLabel: grid('clear'),
    };
}

/** MUI's components' English defaults replaced by the catalogue's `mui.*` texts. */
export function muiComponents(t: Translate) {
    return {
        MuiAutocomplete: {
            defaultProps: {
                openText: t('mui.autocomplete.open'),
                closeText: t('mui.autocomplete.close'),
                clearText: t('mui.autocomplete.clear'),
                noOptionsText: t('mui.autocomplete.no_options'),
                loadingText: t('mui.autocomplete.loading'),
            },
        },
        MuiAlert: { defaultProps: { closeText: t('mui.close') } },
        MuiTablePagination: {
            defaultProps: {
                labelRowsPerPage: t('mui.rows_per_page'),
                labelDisplayedRows: (rows: DisplayedRows) => displayedRows(t, rows),
                getItemAriaLabel: (type: PagerButton) => t(`mui.pager.${type}`),
            },
        },
        MuiBreadcrumbs: { defaultProps: { expandText: t('mui.show_path') } },
        // The grid passes its own words to its pager, over the pager's defaults above (as MUI X's locales are applied).
        MuiDataGrid: { defaultProps: { localeText: dataGridText(t) } },
    };
}
