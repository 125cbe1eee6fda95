/**
 * Wire-level fallback texts and the i18n keys the UI should translate instead.
 *
 * The fallback literal lives here, not only in config/i18n/en.json, because it
 * becomes an `HttpError.message` below the i18n layer (react-admin translates
 * error messages that are keys, and shows other strings as they are).
 * tests/unit/dataProvider/messages.test.ts keeps both in step.
 */

/** SPEC section 8: preferred last resort when the server gives no message. */
export const fallbackErrorMessage = 'Something went wrong! Please try again later';

/** docs/api.md: the check-workspace message that means "inactive", not "unknown". */
export const workspaceInactiveMessage = 'Workspace is inactive!';

/** Keys in config/i18n/en.json for the texts the shell shows on our events. */
export const i18nKeys = {
    fallbackError: 'ats.errors.try_later_bang',
    workspaceCheckFailed: 'ats.workspace.check_failed',
    workspaceInactive: 'ats.workspace.inactive',
    sessionExpiredTitle: 'ats.auth.session_expired_title',
    sessionExpiredBody: 'ats.auth.session_expired_body',
    loggedOut: 'ats.auth.logged_out',
    titleSuffix: 'ats.app.title_suffix',
} as const;
