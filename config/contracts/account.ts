/**
 * The signed-in person's own settings on the wire (docs/api.md, "Sign-in"): their language, which
 * the mails the server writes to them are in (docs/decisions.md, "Hindi"). The console saves it
 * when its account menu switches language (dataProvider/account.ts); the server keeps it on the
 * account (users.locale) and writes each mail's fixed text in it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { LoginAudience } from '../index';
import type { AnswerOf } from './common';

/** The languages the server writes in: the console's two (dataProvider/locale.ts LOCALES). */
export const SERVER_LOCALES = ['en', 'hi'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

const localeSchema = { type: 'string', enum: SERVER_LOCALES } as const;

/** PATCH /api/me/locale: the caller's own language; there is no one else's to name. */
export const updateLocaleBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['locale'],
    properties: { locale: localeSchema },
} as const;
export type UpdateLocaleBody = FromSchema<typeof updateLocaleBodySchema>;

export const localeAnswerSchema = {
    type: 'object',
    properties: { locale: localeSchema },
} as const;
export type LocaleAnswer = AnswerOf<typeof localeAnswerSchema>;

const nullableString = { type: ['string', 'null'] } as const;

/**
 * The signed-in user, as every audience's login, create-account-details and GET /api/me answer
 * it: SPEC.md section 3's fields, plus the account's own profile image, which the bar's avatar
 * shows (absent from a cookie written before it was answered).
 */
export const sessionUserSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        first_name: { type: 'string' },
        last_name: nullableString,
        email: { type: 'string' },
        role_name: { type: 'string' },
        secondary_role: nullableString,
        company_name: { type: 'string' },
        company_profile_image: nullableString,
        profile_image: nullableString,
    },
} as const;

export const accountMessages = {
    localeSaved: 'Language saved.',
} as const;

/**
 * POST /api/{audience}/login's 401 for the right password at another audience's sign-in page
 * (docs/decisions.md, "Sign-in limits"): the failure envelope's `data` names the page to use.
 */
export interface OtherSignInPage {
    sign_in_at: LoginAudience;
}
