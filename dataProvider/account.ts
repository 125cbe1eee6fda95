/**
 * The signed-in person's own settings (config/contracts/account.ts) as a typed custom dataProvider
 * method: their language, which the server writes their mails in. app/ConsoleApp.tsx adds it with
 * `withCustomMethods` (not lazily: the account menu of every area calls it, just before a reload
 * that would cut a chunk's download short), so the menu calls `useDataProvider<AccountDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { LocaleAnswer, UpdateLocaleBody } from '../config/contracts/account';
import { data } from './jobs';

export interface AccountMethods {
    /** Keeps `locale` on the account: PATCH /api/me/locale. */
    saveLocale(locale: UpdateLocaleBody['locale']): Promise<LocaleAnswer>;
}

export type AccountDataProvider = DataProvider & AccountMethods;

export const accountMethods: AccountMethods = {
    saveLocale: locale => {
        const body: UpdateLocaleBody = { locale };
        return data('PATCH', 'me/locale', { body });
    },
};
