/**
 * The bar of each area (SPEC.md section 2): which account-menu entries and
 * which navigation links it has. The rendering is AreaBar's.
 */
import Lock from '@mui/icons-material/Lock';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { useSessionUser, type SessionUser } from '../../dataProvider/session';
import { useCorporateMenu } from '../../ui/menuContext';
import type { Crumb } from '../../ui/pageFrame';
import { AreaBar, type BarMenuItem, type NavItem } from './AreaBar';
import { holdsBothAreas, switchArea } from './areas';
import { GlobalSearch } from './GlobalSearch';
import { menuTrail } from './menuTrail';

/** The account menu's name and avatar picture. */
function person(user: SessionUser | null): { userName: string; userImage: string | null } {
    return {
        userName: user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '',
        userImage: user?.profile_image ?? null,
    };
}

/**
 * "Switch To" the other area of a corporate user who is an interviewer too (SPEC.md sections 2 and
 * 4): the interviewer bar names the corporate role, the corporate bar the interviewer one. None for
 * anyone else.
 */
function useSwitchItem(to: 'corporate' | 'interviewer'): BarMenuItem | null {
    const translate = useTranslate();
    const navigate = useNavigate();
    const user = useSessionUser();
    if (!user || !holdsBothAreas(user)) return null;
    return {
        key: 'switch',
        label: translate('ats.bar.switch_to', { role: translate(`ats.roles.${to === 'corporate' ? user.role_name : 'INTERVIEWER'}`) }),
        icon: <SwapHoriz fontSize="small" />,
        onSelect: () => {
            switchArea(user, to);
            navigate(to === 'corporate' ? '/corporate' : '/interviewer/dashboard');
        },
    };
}

function useCommonItems() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const logout = useLogout();
    const profile = (to: string): BarMenuItem => ({
        key: 'profile',
        label: translate('ats.bar.profile'),
        icon: <Person fontSize="small" />,
        onSelect: () => navigate(to),
    });
    const logOut: BarMenuItem = {
        key: 'logout',
        label: translate('ats.bar.log_out'),
        icon: <Logout fontSize="small" />,
        // Not back to this page after the next sign-in: whoever signs in next on this browser may be
        // someone else, who may not open it (a recruiter sent to the reports an admin left: Access denied).
        onSelect: () => void logout({}, undefined, false),
    };
    return { profile, logOut };
}

/** Candidate-profile pages highlight a tab from their query flags (SPEC.md section 2). */
export function interviewerTabFor(pathname: string, query: URLSearchParams): 'upcoming' | 'past' | 'approval' | null {
    if (pathname.startsWith('/interviewer/candidate-profile')) {
        if (query.get('isPast') === 'true') return 'past';
        if (query.get('isPast') === 'false' && query.get('isProfileReview') === 'true') return 'approval';
        return 'upcoming';
    }
    if (pathname.startsWith('/interviewer/upcoming-interviews')) return 'upcoming';
    if (pathname.startsWith('/interviewer/past-interviews')) return 'past';
    if (pathname.startsWith('/interviewer/profile-approval')) return 'approval';
    return null;
}

const interviewerNav: NavItem[] = [
    { label: 'ats.nav.dashboard', to: '/interviewer/dashboard' },
    { label: 'ats.nav.upcoming_interviews', to: '/interviewer/upcoming-interviews', isActive: (p, q) => interviewerTabFor(p, q) === 'upcoming' },
    { label: 'ats.nav.past_interviews', to: '/interviewer/past-interviews', isActive: (p, q) => interviewerTabFor(p, q) === 'past' },
    { label: 'ats.nav.profile_approval', to: '/interviewer/profile-approval', isActive: (p, q) => interviewerTabFor(p, q) === 'approval' },
];

export function InterviewerBar() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { profile, logOut } = useCommonItems();
    const user = useSessionUser();
    const items: BarMenuItem[] = [profile('/interviewer/profile')];
    const toCorporate = useSwitchItem('corporate');
    if (toCorporate) items.push(toCorporate);
    items.push(
        {
            key: 'password',
            label: translate('ats.bar.change_password'),
            icon: <Lock fontSize="small" />,
            onSelect: () => navigate('/interviewer/change-password'),
        },
        logOut,
    );
    return <AreaBar menuItems={items} navItems={interviewerNav} {...person(user)} />;
}

const vendorNav: NavItem[] = [
    { label: 'ats.nav.dashboard', to: '/vendors/dashboard' },
    { label: 'ats.nav.job_openings', to: '/vendors/job-openings' },
    { label: 'ats.nav.applicants', to: '/vendors/applications' },
];

export function VendorBar() {
    const { profile, logOut } = useCommonItems();
    return <AreaBar menuItems={[profile('/vendors/profile'), logOut]} navItems={vendorNav} {...person(useSessionUser())} />;
}

const employeeNav: NavItem[] = [
    { label: 'ats.nav.dashboard', to: '/employee/dashboard' },
    { label: 'ats.nav.job_openings', to: '/employee/job-openings' },
    { label: 'ats.nav.applied_jobs', to: '/employee/applied-jobs' },
    { label: 'ats.nav.refer_and_share', to: '/employee/refer-and-share' },
];

export function EmployeeBar() {
    const { profile, logOut } = useCommonItems();
    return <AreaBar menuItems={[profile('/employee/profile'), logOut]} navItems={employeeNav} {...person(useSessionUser())} />;
}

const candidateNav: NavItem[] = [
    { label: 'ats.nav.jobs', to: '/candidate/jobs' },
    { label: 'ats.nav.applied_jobs', to: '/candidate/applied-jobs' },
    { label: 'ats.nav.offers', to: '/candidate/offers' },
    { label: 'ats.nav.my_data', to: '/candidate/my-data' },
];

/** Candidates get a bar without the corporate sidebar (SPEC.md section 6); its menu is the interviewer's without Switch To. */
export function CandidateBar() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { profile, logOut } = useCommonItems();
    const password: BarMenuItem = {
        key: 'password',
        label: translate('ats.bar.change_password'),
        icon: <Lock fontSize="small" />,
        onSelect: () => navigate('/candidate/change-password'),
    };
    return <AreaBar menuItems={[profile('/candidate/profile'), password, logOut]} navItems={candidateNav} {...person(useSessionUser())} />;
}

/** The trail to the current corporate page through the menu, translated as the sidebar does. */
function useCorporateTrail(): Crumb[] {
    const translate = useTranslate();
    const menu = useCorporateMenu();
    const { pathname } = useLocation();
    return menuTrail(menu, pathname).map(step => ({
        label: step.labelKey ? translate(step.labelKey, { smart_count: 2, _: translate(step.label, { _: step.label }) }) : translate(step.label, { _: step.label }),
        to: step.route,
    }));
}

/** The corporate area's bar: the sidebar carries brand and navigation; the bar the page's header, the search and the account menu. */
export function CorporateBar() {
    const { logOut } = useCommonItems();
    const trail = useCorporateTrail();
    const toInterviewer = useSwitchItem('interviewer');
    return <AreaBar menuItems={toInterviewer ? [toInterviewer, logOut] : [logOut]} {...person(useSessionUser())} showBrand={false} trail={trail} tools={<GlobalSearch />} />;
}
