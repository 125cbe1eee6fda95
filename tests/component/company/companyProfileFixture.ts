/** A workspace's company profile as get-company-profile answers it (the company profile page's tests). */
import type { CompanyProfile } from '../../../custom/company/CompanyProfilePage';

export const companyProfile: CompanyProfile = {
    id: 'w1',
    company_name: 'Acme Talent Partners',
    brand_name: null,
    institute: null,
    theme_color: '#00bbb6',
    time_zone: 'Asia/Kolkata',
    website: null,
    industry: null,
    company_size: null,
    contact_email: null,
    contact_phone: null,
    address: null,
    about: null,
    company_profile_image: null,
    favicon: null,
    vendor_ownership_days: null,
    version: 3,
};
