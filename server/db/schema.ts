/** Kysely's view of the platform tables (server/db/migrations). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Permissions, RoleName } from '../../config/index.js';
import type { ServerLocale } from '../../config/contracts/account.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface WorkspacesTable {
    id: Generated<string>;
    host: string;
    company_name: string;
    institute: string | null;
    brand_name: string | null;
    theme_color: Generated<string>;
    company_profile_image: string | null;
    favicon: string | null;
    is_recruit_agency: Generated<boolean>;
    is_active: Generated<boolean>;
    /** IANA zone the workspace's interviews are scheduled and shown in (migration 009). */
    time_zone: Generated<string>;
    website: ColumnType<string | null, string | null | undefined, string | null>;
    industry: ColumnType<string | null, string | null | undefined, string | null>;
    company_size: ColumnType<string | null, string | null | undefined, string | null>;
    contact_email: ColumnType<string | null, string | null | undefined, string | null>;
    contact_phone: ColumnType<string | null, string | null | undefined, string | null>;
    address: ColumnType<string | null, string | null | undefined, string | null>;
    about: ColumnType<string | null, string | null | undefined, string | null>;
    /** Days a vendor's submission is theirs; null: config/constants.json vendorOwnershipDays (migration 012). */
    vendor_ownership_days: ColumnType<number | null, number | null | undefined, number | null>;
    version: Generated<number>;
    created_at: Generated<Timestamp>;
    updated_at: Generated<Timestamp>;
}

export type UserStatus = 'ACTIVE' | 'INACTIVE';

export interface UsersTable {
    id: Generated<string>;
    workspace_id: string;
    email: string;
    password_hash: string | null;
    first_name: string;
    last_name: string | null;
    phone: string | null;
    role_name: RoleName;
    secondary_role: RoleName | null;
    permissions: Json<Permissions>;
    profile_image: string | null;
    status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
    created_by: string | null;
    /** The language their mails are written in; null until known: English (migration 029). */
    locale: ColumnType<ServerLocale | null, ServerLocale | null | undefined, ServerLocale | null>;
    version: Generated<number>;
    created_at: Generated<Timestamp>;
    updated_at: Generated<Timestamp>;
}

export interface SessionsTable {
    id: Generated<string>;
    workspace_id: string;
    user_id: string;
    created_at: Generated<Timestamp>;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    user_agent: string | null;
}

export interface PasswordResetsTable {
    id: Generated<string>;
    workspace_id: string;
    user_id: string;
    token_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Generated<Timestamp>;
}

export interface EmailOutboxTable {
    id: Generated<string>;
    workspace_id: string;
    to_address: string;
    subject: string;
    body_text: string;
    created_at: Generated<Timestamp>;
    sent_at: Timestamp | null;
    last_error: string | null;
    attempts: Generated<number>;
    claimed_at: Timestamp | null;
    /** JSON text of MailAttachment[] (server/lib/mailer.ts) when written; parsed when read. */
    attachments: Generated<unknown>;
    /** Migration 015: the HTML part, extra headers (List-Unsubscribe) and who sent it. */
    body_html: string | null;
    headers: Generated<unknown>;
    category: Generated<'TRANSACTIONAL' | 'MARKETING'>;
    template_id: string | null;
    rule_id: string | null;
    application_id: string | null;
    candidate_id: string | null;
    sent_by: string | null;
}

export interface SystemSettingsTable {
    key: string;
    value: string;
}

export interface SchemaMigrationsTable {
    name: string;
    applied_at: Generated<Timestamp>;
}

/** The per-client sign-in budget (migration 006, server/plugins/signInThrottle.ts). */
export interface SignInAttemptsTable {
    workspace_id: string;
    bucket: string;
    client: string;
    attempts: number;
    resets_at: Timestamp;
}

/** The per-account sign-in backoff (migration 006). */
export interface SignInFailuresTable {
    workspace_id: string;
    email: string;
    failures: number;
    last_failure_at: Timestamp;
    locked_until: Timestamp | null;
}

export interface DB {
    workspaces: WorkspacesTable;
    users: UsersTable;
    sessions: SessionsTable;
    password_resets: PasswordResetsTable;
    email_outbox: EmailOutboxTable;
    system_settings: SystemSettingsTable;
    schema_migrations: SchemaMigrationsTable;
    sign_in_attempts: SignInAttemptsTable;
    sign_in_failures: SignInFailuresTable;
}

export type Workspace = Selectable<WorkspacesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
