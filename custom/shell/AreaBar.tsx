/**
 * The top bar of every area: the page frame's bar (docs/ui.md, "The page
 * frame"). It carries the page's breadcrumbs and title (the page's h1, given
 * through <PageHeader>, ui/pageFrame.tsx), the page's primary action, the
 * area's tools (the corporate search) and the account menu; the areas
 * without the corporate sidebar get a first row with the workspace's logo and
 * name and their navigation links. Each area supplies its menu entries and
 * links (bars.tsx), so there is one bar component, not five. The browser tab
 * is titled with the page the bar names.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { workspaceTitle } from '../../dataProvider/workspace';
import { useLanguageMenuItem } from '../../ui/languageMenuItem';
import { usePagePreload } from '../../ui/menuContext';
import { usePageHeader, type Crumb, type PageHeaderValue } from '../../ui/pageFrame';
import { TOAST_TOP_PROPERTY } from '../../ui/toast';
import { usePageMeta } from '../../ui/usePageMeta';
import { AccountMenu, type BarMenuItem } from './AccountMenu';
import { mediaQueries } from './useShellBreakpoints';

export type { BarMenuItem } from './AccountMenu';

/**
 * At or below the shell's mobile width (SPEC.md section 2) the first row holds the logo and the
 * account button only, and it alone stays at the top; the area's links (wrapping onto rows of their
 * own rather than squeezed into a row wider than the phone) and the page's title come below it and
 * scroll away with the page (PhoneBarRest).
 */
const ON_PHONES = `@media ${mediaQueries.mobile}`;

export interface NavItem {
    /** i18n key */
    label: string;
    to: string;
    /** Overrides the default "path starts with `to`" highlight rule. */
    isActive?: (pathname: string, search: URLSearchParams) => boolean;
}

export interface AreaBarProps {
    menuItems: BarMenuItem[];
    navItems?: NavItem[];
    /** Name and picture shown on the account button. */
    userName: string;
    userImage?: string | null;
    /** The workspace's logo and name (the corporate sidebar has its own header, so none there). */
    showBrand?: boolean;
    /** Before the account menu (the corporate area's search). */
    tools?: ReactNode;
    /** The trail to the current page when the page gives none (the corporate menu's groups and entry). */
    trail?: Crumb[];
}

export function AreaBar({ menuItems, navItems = [], userName, userImage, showBrand = true, tools, trail = [] }: AreaBarProps) {
    const header = usePageHeader();
    const language = useLanguageMenuItem();
    const account = <AccountMenu items={[...menuItems.slice(0, -1), language, ...menuItems.slice(-1)]} userName={userName} userImage={userImage} />;
    const hasTopRow = showBrand || navItems.length > 0;
    // noSsr: the first paint is already the phone's (the links are not in the sticky part there).
    const phone = useMediaQuery(mediaQueries.mobile, { noSsr: true }) && hasTopRow;
    const barRef = usePageTop();
    const linksRowRef = useToastBelow();
    useTabTitle(header, trail);
    const titleRow = (!hasTopRow || header) && (
        <Toolbar sx={{ gap: 2 }} data-testid="page-frame-header">
            <FrameTitle header={header} trail={trail} />
            <Box sx={{ flexGrow: 1 }} />
            {header?.action && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{header.action}</Box>}
            {!hasTopRow && tools}
            {!hasTopRow && account}
        </Toolbar>
    );
    return (
        <>
            <AppBar ref={barRef} position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
                {hasTopRow && (
                    <Toolbar ref={linksRowRef} variant="dense" sx={{ gap: 2, flexWrap: 'wrap', [ON_PHONES]: { gap: 1, px: 2 } }}>
                        {showBrand && <Brand />}
                        {!phone && <AreaNav items={navItems} />}
                        <Box sx={{ flexGrow: 1, [ON_PHONES]: { display: 'none' } }} />
                        {tools}
                        {account}
                    </Toolbar>
                )}
                {!phone && titleRow}
            </AppBar>
            {phone && <PhoneBarRest navItems={navItems} titleRow={titleRow} />}
        </>
    );
}

/**
 * Below a phone's sticky row: the area's links and the page's title, which scroll away with the
 * page. Kept at the top, with links on two rows, they took about 190 px of an 844 px screen (22%)
 * through every long form (the interview feedback is some 4000 px); the row left is about 49 px.
 * Focus and in-page jumps stop below that row (`scroll-padding-top`), not under it.
 */
function PhoneBarRest({ navItems, titleRow }: { navItems: NavItem[]; titleRow: ReactNode }) {
    return (
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
            <GlobalStyles styles={{ html: { scrollPaddingTop: 'var(--ats-page-top, 0px)' } }} />
            {navItems.length > 0 && (
                // As tight as when the links shared the first row's toolbar: no dense toolbar's 48 px around a row of 36 px links.
                <Toolbar variant="dense" sx={{ minHeight: 0, [ON_PHONES]: { px: 2, minHeight: 0 } }}>
                    <AreaNav items={navItems} />
                </Toolbar>
            )}
            {titleRow}
        </Box>
    );
}

/**
 * The bar sticks to the top; a page's own sticky toolbar (the board's) sticks below it at
 * `var(--ats-page-top)`, which follows the height of what stays on screen: the whole bar (one row
 * or two, a title that wraps), or on a phone its first row (the toast then shows just below it).
 */
function usePageTop() {
    const ref = useRef<HTMLElement | null>(null);
    useEffect(() => {
        const bar = ref.current;
        if (!bar || typeof ResizeObserver === 'undefined') return;
        const root = document.documentElement;
        const update = () => root.style.setProperty('--ats-page-top', `${bar.offsetHeight}px`);
        update();
        const observer = new ResizeObserver(update);
        observer.observe(bar);
        return () => {
            observer.disconnect();
            root.style.removeProperty('--ats-page-top');
        };
    }, []);
    return ref;
}

/**
 * A desktop toast shows at the top centre (docs/ui.md, "Toasts"); with a row of area links, the
 * middle of that row holds links, so the toast goes 8 px below it, over the title row's empty middle.
 */
function useToastBelow() {
    const ref = useRef<HTMLDivElement | null>(null);
    useEffect(() => {
        const row = ref.current;
        if (!row) return;
        const root = document.documentElement;
        // The row grows when its links wrap, so it is followed, not read once.
        const update = () => root.style.setProperty(TOAST_TOP_PROPERTY, `${row.offsetHeight + 8}px`);
        update();
        const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
        observer?.observe(row);
        return () => {
            observer?.disconnect();
            root.style.removeProperty(TOAST_TOP_PROPERTY);
        };
    }, []);
    return ref;
}

/**
 * The tab names the page shown and its workspace ("Job Postings | Acme Careers ATS"), as the career
 * pages do: a menu entry's own page by the entry (its heading may be a greeting), any other page by
 * its heading, a page without one by its place in the menu.
 */
function useTabTitle(header: PageHeaderValue | null, trail: Crumb[]) {
    const { pathname } = useLocation();
    const entry = trail.at(-1);
    const pageName = entry?.to === pathname ? entry.label : (header?.title ?? entry?.label);
    const company = session.getCompany();
    usePageMeta(pageName && company ? `${pageName} | ${workspaceTitle(company)}` : null);
}

function Brand() {
    const company = session.getCompany();
    if (!company) return null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, [ON_PHONES]: { flex: '1 1 0' } }}>
            <Avatar src={profileImageUrl(company.company_profile_image) ?? undefined} alt="" sx={{ width: 32, height: 32, flexShrink: 0 }}>
                {company.company_name.charAt(0)}
            </Avatar>
            <Typography variant="subtitle1" component="span" noWrap>
                {company.brand_name || company.company_name}
            </Typography>
        </Box>
    );
}

/**
 * The breadcrumbs above the title. With a header, the title names the page; without one, the
 * trail alone does, its last crumb the current page.
 */
function FrameTitle({ header, trail }: { header: PageHeaderValue | null; trail: Crumb[] }) {
    const translate = useTranslate();
    const { pathname } = useLocation();
    // A page below its menu entry (a form, a record) keeps the entry as a link; the entry's own page is the title.
    const crumbs = header ? (header.breadcrumbs ?? (trail.at(-1)?.to === pathname ? trail.slice(0, -1) : trail)) : trail;
    return (
        <Box sx={{ minWidth: 0 }}>
            {crumbs.length > 0 && (
                <Box component="nav" aria-label={translate('ats.shell.breadcrumbs')}>
                    <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, typography: 'body2', color: 'text.secondary' }}>
                        {crumbs.map((crumb, index) => (
                            <Box component="li" key={`${index}-${crumb.label}`} sx={{ display: 'flex', alignItems: 'center' }}>
                                {index > 0 && (
                                    <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                                        /
                                    </Box>
                                )}
                                {crumb.to && crumb.to !== pathname ? (
                                    <Box component={Link} to={crumb.to} sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}>
                                        {crumb.label}
                                    </Box>
                                ) : (
                                    <span aria-current={crumb.to === pathname ? 'page' : undefined}>{crumb.label}</span>
                                )}
                            </Box>
                        ))}
                    </Box>
                </Box>
            )}
            {header && (
                <Typography variant="h6" component="h1" noWrap title={header.title} sx={{ lineHeight: 1.3, fontWeight: 600, [ON_PHONES]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}>
                    {header.title}
                </Typography>
            )}
        </Box>
    );
}

function AreaNav({ items }: { items: NavItem[] }) {
    const translate = useTranslate();
    const { pathname, search } = useLocation();
    const preloadPage = usePagePreload();
    if (items.length === 0) return null;
    const query = new URLSearchParams(search);
    return (
        <Box
            component="nav"
            aria-label={translate('ats.shell.area_navigation')}
            // On a phone the links wrap onto rows of their own: scrolled sideways, the last ones were cut at the edge with nothing saying there were more.
            sx={{ display: 'flex', gap: 0.5, [ON_PHONES]: { flexBasis: '100%', flexWrap: 'wrap', mx: -1, '& > a': { whiteSpace: 'nowrap' } } }}
        >
            {items.map(item => {
                const active = item.isActive ? item.isActive(pathname, query) : pathname.startsWith(item.to);
                return (
                    <Button
                        key={item.to}
                        // Link, not NavLink: NavLink replaces aria-current by its own path match, which misses the candidate page's query-flag rule.
                        component={Link}
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        // The page's chunk is fetched while the pointer or the focus is on its link, as in the sidebar.
                        onPointerEnter={() => preloadPage(item.to)}
                        onFocus={() => preloadPage(item.to)}
                        color={active ? 'primary' : 'inherit'}
                        sx={{ fontWeight: active ? 700 : 400 }}
                    >
                        {translate(item.label)}
                    </Button>
                );
            })}
        </Box>
    );
}
