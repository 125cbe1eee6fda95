/**
 * The account menu's language entry (ui/LanguageSwitch.tsx for the sign-in pages' switch):
 * the other language, named in itself; choosing it remembers it and reloads the page in it.
 */
import Translate from '@mui/icons-material/Translate';
import { useTranslate } from 'react-admin';
import { LOCALES, currentLocale, switchLocale } from '../dataProvider/locale';

/** Two languages, so one entry: the other one. */
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
