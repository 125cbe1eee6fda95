/**
 * react-admin's English messages plus ours (config/i18n/en.json). Missing keys
 * fall back to the key itself without a warning, because server messages are
 * shown through the same translate() call.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../config/i18n/en.json';

export const messages = { ...englishMessages, ...en };

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', { allowMissing: true });
