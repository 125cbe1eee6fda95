/**
 * What only a Hindi page loads (custom/i18nProvider.ts imports this module only in Hindi): each
 * Hindi twin's loader, by the English part it translates, and MUI's own words as theme component
 * defaults (config/i18n/hi.mui.json).
 */

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
                labelDisplayedRows: ({ from, to, count }: DisplayedRows) => t('mui.displayed_rows', { from, to, count: count === -1 ? t('mui.more_than', { to }) : count }),
            },
        },
        MuiBreadcrumbs: { defaultProps: { expandText: t('mui.show_path') } },
    };
}
