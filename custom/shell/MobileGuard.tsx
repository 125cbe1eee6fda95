/**
 * Wraps page content: at or below 768 px it shows the unsupported-device
 * notice instead (SPEC.md section 2), since the console is built for desktops.
 *
 * A page that has been shown stays mounted, hidden, while the notice is up: a
 * window narrowed for a moment (snapped to half a small screen, dev tools
 * opened, a full-page capture) and widened again finds the page as it was,
 * with whatever was typed or chosen in it, not reloaded empty.
 */
import { useRef, type ReactNode } from 'react';
import PhonelinkOff from '@mui/icons-material/PhonelinkOff';
import { EmptyState } from '../../ui/EmptyState';
import { useShellBreakpoints } from './useShellBreakpoints';

export function MobileGuard({ children }: { children: ReactNode }) {
    const { isMobile } = useShellBreakpoints();
    const shown = useRef(false);
    if (!isMobile) shown.current = true;
    const notice = isMobile && <EmptyState icon={PhonelinkOff} title="ats.shell.mobile_title" description="ats.shell.mobile_unsupported" />;
    // Opened on a narrow screen: the page is not loaded at all until the window is wide enough.
    if (!shown.current) return notice;
    return (
        <>
            {notice}
            {/* display: contents keeps the wrapper out of the page's layout while it is shown. */}
            <div hidden={isMobile} style={isMobile ? undefined : { display: 'contents' }}>
                {children}
            </div>
        </>
    );
}
