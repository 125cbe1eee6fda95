/**
 * react-admin's preference store (list columns, sidebar state), kept in
 * localStorage under 'ats'. One object for the page's life: the authProvider
 * resets it on session expiry and <Admin> (app/ConsoleApp.tsx) on logout.
 */
import { localStorageStore } from 'react-admin';

export const store = localStorageStore(undefined, 'ats');
