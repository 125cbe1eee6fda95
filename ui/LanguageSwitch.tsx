/**
 * The language switch (docs/decisions.md, "Hindi"): the page's languages, each written in
 * itself, so a reader finds theirs whichever language the page is in. Choosing one remembers
 * it and reloads the page in it (dataProvider/locale.ts). `LanguageSwitch` is the sign-in
 * pages' row of buttons; `useLanguageMenuItem` the account menu's entry.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Translate from '@mui/icons-material/Translate';
import { useTranslate } from 'react-admin';
import { LOCALES, currentLocale, switchLocale } from '../dataProvider/locale';

export function LanguageSwitch() {
    const translate = useTranslate();
    return (
        <Box component="nav" aria-label={translate('ats.language.label')} sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
            {LOCALES.map(({ locale, name }) => (
                <Button
                    key={locale}
                    size="small"
                    lang={locale}
                    color={locale === currentLocale ? 'primary' : 'inherit'}
                    aria-current={locale === currentLocale ? 'true' : undefined}
                    onClick={() => locale !== currentLocale && switchLocale(locale)}
                    sx={{ textTransform: 'none', fontWeight: locale === currentLocale ? 700 : 400 }}
                >
                    {name}
                </Button>
            ))}
        </Box>
    );
}

/** The account menu's entry: the other language, named in itself (two languages, so one entry). */
export function useLanguageMenuItem() {
    const translate = useTranslate();
    const other = LOCALES.find(known => known.locale !== currentLocale) ?? LOCALES[0];
    return {
        key: 'language',
        label: translate('ats.language.switch_to', { language: other.name }),
        icon: <Translate fontSize="small" />,
        onSelect: () => switchLocale(other.locale),
    };
}
