/**
 * The language switch (docs/decisions.md, "Hindi"): the page's languages, each written in
 * itself, so a reader finds theirs whichever language the page is in. Choosing one remembers
 * it and reloads the page in it (dataProvider/locale.ts), with the focus back on the control that
 * made the switch (ui/focusAfterReload.ts). `LanguageSwitch` is the sign-in
 * pages' row of buttons; ui/languageMenuItem.tsx the account menu's entry (a module of its own:
 * the sign-in pages do not download the console's icon).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { LOCALES, currentLocale, switchLocale } from '../dataProvider/locale';
import { byKeyboard, focusAfterReload, focusRefFor, languageButtonFocus } from './focusAfterReload';

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
                    // The reload leaves the focus on <body>: the chosen language's button takes it back.
                    ref={focusRefFor(languageButtonFocus(locale))}
                    onClick={event => {
                        if (locale === currentLocale) return;
                        focusAfterReload(languageButtonFocus(locale), byKeyboard(event));
                        switchLocale(locale);
                    }}
                    sx={{ textTransform: 'none', fontWeight: locale === currentLocale ? 700 : 400 }}
                >
                    {name}
                </Button>
            ))}
        </Box>
    );
}
