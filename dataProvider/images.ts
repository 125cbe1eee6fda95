import { constants } from '../config';

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
