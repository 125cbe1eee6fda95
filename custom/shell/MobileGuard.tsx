/**
 * Wraps page content: at or below 768 px it shows the unsupported-device
 * notice instead (SPEC.md section 2), since the console is built for desktops.
 */
import type { ReactNode } from 'react';
import PhonelinkOff from '@mui/icons-material/PhonelinkOff';
import { EmptyState } from '../../ui/EmptyState';
import { useShellBreakpoints } from './useShellBreakpoints';

export function MobileGuard({ children }: { children: ReactNode }) {
    const { isMobile } = useShellBreakpoints();
    if (isMobile) {
        return <EmptyState icon={PhonelinkOff} title="ats.shell.mobile_title" description="ats.shell.mobile_unsupported" />;
    }
    return <>{children}</>;
}
