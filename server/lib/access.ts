/**
 * The signed-in caller and the access a route requires, as route()
 * (server/plugins/auth.ts) hands them to handlers, hooks and library code.
 */
import type { Action, Permissions, RoleName } from '../../config/index.js';

export interface AuthUser {
    id: string;
    sessionId: string;
    email: string;
    first_name: string;
    last_name: string | null;
    role_name: RoleName;
    secondary_role: RoleName | null;
    profile_image: string | null;
    permissions: Permissions;
}

/** A module and one of its actions. */
export type Grant = readonly [string, Action];

export type Access =
    | 'public'
    | {
          /** Roles allowed; any signed-in role when absent. */
          roles?: readonly RoleName[];
          /** Module and action required (CORPORATE always holds it). */
          permission?: Grant;
          /** Any one of these suffices (jobs: MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE). */
          anyPermission?: readonly Grant[];
      };
