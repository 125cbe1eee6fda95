/**
 * The account menu's language entry (ui/LanguageSwitch.tsx for the sign-in pages' switch):
 * the other language, named in itself; choosing it saves it on the account (the mails the server
 * writes to this person are then in it), remembers it and reloads the page in it, with the focus
 * back on the account menu's button (ui/focusAfterReload.ts).
 */
import Translate from '@mui/icons-material/Translate';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AccountDataProvider } from '../dataProvider/account';
import { LOCALES, currentLocale, switchLocale, type Locale } from '../dataProvider/locale';
import { ACCOUNT_MENU_FOCUS, byKeyboard, focusAfterReload } from './focusAfterReload';

/** The longest the switch waits for the save: a slow network never holds the reload up for long. */
export const SAVE_WAIT_MS = 3000;

/**
 * Saves, then switches: the reload would cut the request short, so it waits for the answer, but
 * neither for a failure nor past SAVE_WAIT_MS. The page's language is the browser's choice
 * (dataProvider/locale.ts); the account's only decides the mails.
 */
export async function saveThenSwitch(save: () => Promise<unknown>, locale: Locale): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>(resolve => {
        timer = setTimeout(resolve, SAVE_WAIT_MS);
    });
    // Through then(): a save that throws at once is a failure like any other.
    await Promise.race([Promise.resolve().then(save).catch(() => undefined), waited]);
    clearTimeout(timer);
    switchLocale(locale);
}

/** Two languages, so one entry: the other one. */
export function useLanguageMenuItem() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AccountDataProvider>();
    const other = LOCALES.find(known => known.locale !== currentLocale) ?? LOCALES[0];
    return {
        key: 'language',
        label: translate('ats.language.switch_to', { language: other.name }),
        icon: <Translate fontSize="small" />,
        onSelect: (event: { detail: number }) => {
            // The reload leaves the focus on <body>: the menu's button takes it back in the new language.
            focusAfterReload(ACCOUNT_MENU_FOCUS, byKeyboard(event));
            void saveThenSwitch(() => dataProvider.saveLocale(other.locale), other.locale);
        },
    };
}
