/**
 * How a page gives the frame its header (docs/ui.md, "The page frame"): the
 * page renders <PageHeader title=… action=… />, which draws nothing where it
 * stands; the area's top bar shows the title (the page's one h1), the
 * breadcrumbs and the primary action. One mechanism for hand-written pages
 * and generated views alike; a page without one shows the breadcrumbs its
 * menu entry gives (custom/shell/AreaBar.tsx).
 */
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface Crumb {
    /** Already translated. */
    label: string;
    /** Absent for the current page or a group without a page. */
    to?: string;
}

export interface PageHeaderValue {
    title: string;
    /** The trail above the title; when absent, the frame's own (the menu's groups). */
    breadcrumbs?: Crumb[];
    /** The page's one primary action (a contained button), shown at the bar's right. */
    action?: ReactNode;
}

type Setter = (owner: object, value: PageHeaderValue | null) => void;

const HeaderContext = createContext<PageHeaderValue | null>(null);
const SetterContext = createContext<Setter | null>(null);

/** Holds the current page's header for the bar; the layouts put it around the bar and the page. */
export function PageFrameProvider({ children }: { children: ReactNode }) {
    const [current, setCurrent] = useState<{ owner: object; value: PageHeaderValue } | null>(null);
    const setterRef = useRef<Setter>((owner, value) =>
        // A page that unmounts after the next one mounted must not clear the next one's header.
        setCurrent(previous => (value ? { owner, value } : previous?.owner === owner ? null : previous)),
    );
    return (
        <SetterContext.Provider value={setterRef.current}>
            <HeaderContext.Provider value={current?.value ?? null}>{children}</HeaderContext.Provider>
        </SetterContext.Provider>
    );
}

/** The header the current page gave, for the bar. */
export function usePageHeader(): PageHeaderValue | null {
    return useContext(HeaderContext);
}

/**
 * The page's title, breadcrumbs and primary action, shown by the frame's bar.
 * Outside a frame (a component test of the page alone) it renders the title
 * as the page's h1 and the action beside it, so the page still reads whole.
 */
export function PageHeader({ title, breadcrumbs, action }: PageHeaderValue) {
    const setHeader = useContext(SetterContext);
    const owner = useRef({}).current;
    useLayoutEffect(() => {
        setHeader?.(owner, { title, breadcrumbs, action });
    });
    useLayoutEffect(() => () => setHeader?.(owner, null), [setHeader, owner]);
    if (setHeader) return null;
    return (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
            <div>
                {breadcrumbs?.map(crumb => (crumb.to ? <Link key={crumb.label} to={crumb.to}>{crumb.label}</Link> : <span key={crumb.label}>{crumb.label}</span>))}
                <h1 style={{ margin: 0, fontSize: '1.25rem', fontWeight: 600 }}>{title}</h1>
            </div>
            {action}
        </div>
    );
}
