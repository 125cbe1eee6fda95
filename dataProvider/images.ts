import { constants } from '../config';
import { isProfileImage } from '../config/contracts/common';

/**
 * SPEC section 3 profile-image rule: a stored value that is non-empty and
 * contains neither 'https' nor '.com' is a bare file name in public storage, so
 * the storage path is prepended; anything else is already a URL. Empty → null.
 */
export function profileImageUrl(stored: string | null | undefined): string | null {
    if (!stored) return null;
    if (stored.includes('https') || stored.includes('.com')) return stored;
    return constants.profileImageBaseUrl + stored;
}

/**
 * The picture a profile form shows while its field is being typed in: the typed value once the
 * server would take it (PROFILE_IMAGE_PATTERN), else the stored one, so a half-typed or refused
 * value ("http://…", "not a url") is never requested under the public image path.
 */
export function typedProfileImageUrl(typed: string, stored: string | null | undefined): string | null {
    return profileImageUrl(isProfileImage(typed) ? typed.trim() : stored);
}
