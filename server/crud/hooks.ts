/**
 * Behaviour JSON cannot carry, by name. A resource file names a hook in one
 * of its slots (`"hooks": { "beforeWrite": "sanitizeHtml" }`); the name must
 * be registered here, for that slot, or the server refuses to start.
 *
 * The `account` behaviour (records that are people who sign in) is built in:
 * it runs for every resource with an `account` block, in the same transaction
 * as the record's own write.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { allPermissions, defaultTeammatePermissions, type Action, type Permissions, type RoleName } from '../../config/index.js';
import type { HookSlot, ResourceConfig } from '../../config/resources.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { HttpProblem } from '../lib/http.js';
import { localeOf, mailText } from '../lib/locale.js';
import { queueMail } from '../lib/mailer.js';
import { newOneTimeToken } from '../lib/tokens.js';
import type { AuthUser } from '../lib/access.js';
import { sanitizeHtml } from '../lib/sanitize.js';
import { unknownVariablesMessage, whatsappTemplateErrors } from '../lib/templateRender.js';
import { setUserStatus } from '../lib/users.js';
import type { ResourceModel, Row, Values } from './model.js';
import { brandOf } from '../lib/careerCompany.js';

export interface HookContext {
    tx: Tx;
    model: ResourceModel;
    workspace: Workspace;
    user: AuthUser;
    request: FastifyRequest;
}

/** What a hook sees. `values` are the validated fields being written; `record`/`previous` the row after/before. */
export interface HookEvent {
    slot: HookSlot;
    operation: 'create' | 'update' | 'status' | 'bulkUpload';
    values: Values;
    record?: Row;
    previous?: Row;
}

export interface Hook {
    description: string;
    slots: readonly HookSlot[];
    /** beforeWrite hooks return the values to write; after* hooks return nothing. */
    run(ctx: HookContext, event: HookEvent): Promise<Values | void> | Values | void;
}

/** Fields holding HTML: uiSchema widget `html`, or `contentMediaType: text/html`. */
export function htmlFields(config: ResourceConfig): string[] {
    return Object.entries(config.schema.properties)
        .filter(([name, field]) => {
            const ui = config.uiSchema?.[name] as Record<string, unknown> | undefined;
            return ui?.['ui:widget'] === 'html' || field.contentMediaType === 'text/html';
        })
        .map(([name]) => name);
}

function sanitizeHtmlFields(config: ResourceConfig, values: Values): Values {
    const out = { ...values };
    for (const field of htmlFields(config)) {
        if (typeof out[field] === 'string') out[field] = sanitizeHtml(out[field] as string);
    }
    return out;
}

const uiOptions = (config: ResourceConfig, field: string) => ((config.uiSchema?.[field] as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as Record<string, unknown>;

/**
 * Fields whose uiSchema offers variables (`ui:options.variables`) may name
 * only variables of config/communication/variables.json. A field with
 * `ui:options.placeholders: "numbered"` (a WhatsApp body) uses {{1}} … {{n}}
 * instead, each mapped to a variable by the array field `ui:options.mapping` names;
 * `ui:options.ownFields` also accepts a template's own fields (offer letters).
 */
function templateFieldErrors(config: ResourceConfig, values: Values, previous: Values | undefined): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const field of Object.keys(config.schema.properties)) {
        const options = uiOptions(config, field);
        if (!options.variables) continue;
        if (options.placeholders === 'numbered' && typeof options.mapping === 'string') {
            const mapping = options.mapping;
            if (!(field in values) && !(mapping in values)) continue;
            const merged = { ...previous, ...values };
            Object.assign(errors, whatsappTemplateErrors(String(merged[field] ?? ''), merged[mapping]));
        } else if (typeof values[field] === 'string') {
            const problem = unknownVariablesMessage(values[field] as string, { ownFields: options.ownFields === true });
            if (problem) errors[field] = problem;
        }
    }
    return errors;
}

export const hooks: Record<string, Hook> = {
    sanitizeHtml: {
        description: 'Strips scripts, event handlers and unsafe URLs from every HTML field before it is written.',
        slots: ['beforeWrite'],
        run({ model }, { values }) {
            return sanitizeHtmlFields(model.config, values);
        },
    },
    templateVariables: {
        description: 'Sanitises HTML fields, and refuses (400, naming the variable) a template field naming a variable that is not in config/communication/variables.json.',
        slots: ['beforeWrite'],
        run({ model }, { values, previous }) {
            const errors = templateFieldErrors(model.config, values, previous);
            const first = Object.values(errors)[0];
            if (first) throw new HttpProblem(400, first, errors);
            return sanitizeHtmlFields(model.config, values);
        },
    },
};

/** The slots each registered hook may fill, for validateResourceConfigs. */
export function hookSlotsByName(): Record<string, readonly HookSlot[]> {
    return Object.fromEntries(Object.entries(hooks).map(([name, hook]) => [name, hook.slots]));
}

/** Runs the hook a resource names for a slot, if any. beforeWrite hooks may replace the values. */
export async function runHook(ctx: HookContext, event: HookEvent): Promise<Values> {
    const name = ctx.model.config.hooks?.[event.slot];
    if (!name) return event.values;
    const hook = hooks[name];
    if (!hook) throw new Error(`Hook "${name}" of resource "${ctx.model.name}" is not registered`);
    const result = await hook.run(ctx, event);
    return event.slot === 'beforeWrite' && result ? result : event.values;
}

// ---------------------------------------------------------------------------
// The account behaviour.

export const INVITE_TTL_HOURS = 72;
const EMAIL_TAKEN = 'A user with this email already exists';
const teammateRoles: readonly RoleName[] = ['RECRUITER', 'LEAD_RECRUITER'];

interface AccountFields {
    email: string;
    first_name: string;
    last_name: string | null;
    phone: string | null;
    role_name: RoleName;
    permissions: Permissions;
}

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

/** Only known modules and actions survive into a users row. */
function cleanPermissions(value: unknown): Permissions {
    const known = allPermissions();
    const out: Permissions = {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
    for (const [module, actions] of Object.entries(value as Record<string, unknown>)) {
        if (!known[module] || !Array.isArray(actions)) continue;
        const granted = actions.filter((a): a is Action => typeof a === 'string' && known[module].includes(a as Action));
        if (granted.length) out[module] = [...new Set(granted)];
    }
    return out;
}

function accountFields(model: ResourceModel, record: Values): AccountFields {
    const account = model.config.account!;
    const role = (account.role ?? text(record[account.roleField ?? ''])) as RoleName | null;
    if (!role || role === 'CORPORATE') {
        const field = account.roleField ?? 'role';
        throw new HttpProblem(400, 'Choose a valid role.', { [field]: 'Choose a valid role.' });
    }
    let permissions: Permissions = {};
    if (teammateRoles.includes(role)) {
        const raw = account.permissionsField ? record[account.permissionsField] : undefined;
        permissions = raw === undefined || raw === null ? defaultTeammatePermissions[role as 'RECRUITER' | 'LEAD_RECRUITER'] : cleanPermissions(raw);
    }
    return {
        email: String(record[account.emailField]).trim(),
        first_name: String(record[account.firstNameField] ?? '').trim(),
        last_name: account.lastNameField ? text(record[account.lastNameField]) : null,
        phone: account.phoneField ? text(record[account.phoneField]) : null,
        role_name: role,
        permissions,
    };
}

async function assertEmailFree(ctx: HookContext, email: string, exceptUserId: string | null): Promise<void> {
    let query = ctx.tx.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
    if (exceptUserId) query = query.where('id', '<>', exceptUserId);
    if (await query.executeTakeFirst()) {
        const field = ctx.model.config.account!.emailField;
        throw new HttpProblem(400, EMAIL_TAKEN, { [field]: EMAIL_TAKEN });
    }
}

/**
 * Queues the invite: a single-use set-password link, valid INVITE_TTL_HOURS, that POST /api/reset-password
 * accepts. The new user has no language yet (their first sign-in records it): the invite is in the
 * language of the request that adds them, the inviter's.
 */
export async function sendInvite(ctx: HookContext, user: { id: string; email: string; first_name: string }): Promise<void> {
    const { tx, workspace, request } = ctx;
    const { token, hash } = newOneTimeToken();
    await tx
        .insertInto('password_resets')
        .values({ workspace_id: workspace.id, user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000) })
        .execute();
    const link = `${request.protocol}://${request.host}/reset-password?token=${token}&invite=1`;
    const brand = brandOf(workspace);
    const locale = localeOf(request);
    const values = { name: user.first_name, inviter: ctx.user.first_name, brand, hours: INVITE_TTL_HOURS, link };
    await queueMail(
        tx,
        workspace.id,
        {
            to: user.email,
            subject: mailText(locale, 'invite_subject', values, `You are invited to ${brand} ATS`),
            text: mailText(
                locale,
                'invite_text',
                values,
                `Hello ${user.first_name},\n\n${ctx.user.first_name} added you to ${brand} ATS.\n` +
                    `Choose your password within ${INVITE_TTL_HOURS} hours with this link:\n${link}\n\nIf you were not expecting this, ignore this email.`,
            ),
        },
        request.log,
    );
}

export const accountBehaviour = {
    /** Before the record is inserted: its users row, and the invite. Returns the user_id to store. */
    async create(ctx: HookContext, values: Values): Promise<string> {
        const fields = accountFields(ctx.model, values);
        // The record shows what the account holds: without permissions of its own it is written with the role's defaults.
        const permissionsField = ctx.model.config.account!.permissionsField;
        if (permissionsField && (values[permissionsField] === undefined || values[permissionsField] === null) && teammateRoles.includes(fields.role_name)) {
            values[permissionsField] = fields.permissions;
        }
        await assertEmailFree(ctx, fields.email, null);
        const user = await ctx.tx
            .insertInto('users')
            .values({
                workspace_id: ctx.workspace.id,
                email: fields.email,
                password_hash: null,
                first_name: fields.first_name,
                last_name: fields.last_name,
                phone: fields.phone,
                role_name: fields.role_name,
                secondary_role: null,
                permissions: JSON.stringify(fields.permissions),
                profile_image: null,
                created_by: ctx.user.id,
            })
            .returning(['id', 'email', 'first_name'])
            .executeTakeFirstOrThrow();
        await sendInvite(ctx, user);
        return user.id;
    },

    /** Before an update is written: the users row follows email, names, phone, role and permissions. */
    async update(ctx: HookContext, record: Row): Promise<void> {
        const userId = record.user_id as string | null;
        if (!userId) return;
        const fields = accountFields(ctx.model, record);
        await assertEmailFree(ctx, fields.email, userId);
        await ctx.tx
            .updateTable('users')
            .set({
                email: fields.email,
                first_name: fields.first_name,
                last_name: fields.last_name,
                phone: fields.phone,
                role_name: fields.role_name,
                permissions: JSON.stringify(fields.permissions),
                updated_at: sql`now()`,
                version: sql`version + 1`,
            })
            .where('id', '=', userId)
            .execute();
    },

    /** Disabling the record disables the account and ends its sessions; enabling re-enables it. */
    async status(ctx: HookContext, record: Row): Promise<void> {
        const userId = record.user_id as string | null;
        if (userId) await setUserStatus(ctx.tx, userId, record.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE');
    },

    /** After the record is deleted: its account goes too (sessions and reset links cascade). */
    async remove(ctx: HookContext, record: Row): Promise<void> {
        const userId = record.user_id as string | null;
        if (userId && userId !== ctx.user.id) await ctx.tx.deleteFrom('users').where('id', '=', userId).execute();
    },
};
