/** The vendor's profile form: values as typed, checks, and the PUT vendor/profile body of what changed. Pure, for tests. */
import { CONTACT_PHONE_PATTERN, isProfileImage } from '../../config/contracts/common';
import type { UpdateVendorProfileBody, VendorProfile } from '../../config/contracts/vendorPortal';

export interface VendorProfileValues {
    first_name: string;
    last_name: string;
    company_name: string;
    phone: string;
    website: string;
    city: string;
    profile_image: string;
}

export const vendorProfileFields: (keyof VendorProfileValues)[] = ['first_name', 'last_name', 'company_name', 'phone', 'website', 'city', 'profile_image'];

export function vendorProfileValues(profile: VendorProfile): VendorProfileValues {
    return {
        first_name: profile.first_name,
        last_name: profile.last_name ?? '',
        company_name: profile.company_name ?? '',
        phone: profile.phone ?? '',
        website: profile.website ?? '',
        city: profile.city ?? '',
        profile_image: profile.profile_image ?? '',
    };
}

const CONTACT_PHONE = new RegExp(CONTACT_PHONE_PATTERN);

/**
 * Field → i18n key of its problem (the contract's rules: updateVendorProfileBodySchema). `before`:
 * the profile as read; a picture left as it was is not sent, so not the form's to refuse.
 */
export function vendorProfileErrors(values: VendorProfileValues, before: VendorProfileValues): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!values.first_name.trim()) errors.first_name = 'ats.vendor.required';
    if (values.company_name.trim().length < 2) errors.company_name = 'ats.vendor.company_required';
    if (values.phone.trim() && !CONTACT_PHONE.test(values.phone.trim())) errors.phone = 'ats.vendor.profile_phone_invalid';
    if (values.website.trim() && !isUrl(values.website.trim())) errors.website = 'ats.vendor.website_invalid';
    if (values.profile_image.trim() !== before.profile_image && !isProfileImage(values.profile_image)) errors.profile_image = 'ats.vendor.profile_image_invalid';
    return errors;
}

function isUrl(text: string): boolean {
    try {
        const url = new URL(text);
        return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
        return false;
    }
}

/** Only what changed, trimmed; an emptied optional field is null (removed). */
export function vendorProfileChanges(before: VendorProfileValues, after: VendorProfileValues, version: number): UpdateVendorProfileBody {
    const body: UpdateVendorProfileBody = { version };
    const orNull = (value: string) => value.trim() || null;
    if (after.first_name.trim() !== before.first_name) body.first_name = after.first_name.trim();
    if (after.company_name.trim() !== before.company_name) body.company_name = after.company_name.trim();
    if (after.last_name.trim() !== before.last_name) body.last_name = orNull(after.last_name);
    if (after.phone.trim() !== before.phone) body.phone = orNull(after.phone);
    if (after.website.trim() !== before.website) body.website = orNull(after.website);
    if (after.city.trim() !== before.city) body.city = orNull(after.city);
    if (after.profile_image.trim() !== before.profile_image) body.profile_image = orNull(after.profile_image);
    return body;
}
