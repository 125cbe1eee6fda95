/**
 * Keeps a crashing page from blanking the whole console: the shell (sidebar,
 * bar) stays usable and the page shows the generic failure text. `resetKey`
 * (the path) clears the error when the user navigates away.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { EmptyState } from '../../ui/EmptyState';

interface Props {
    resetKey: string;
    children: ReactNode;
}

interface State {
    failedAt: string | null;
}

export class PageErrorBoundary extends Component<Props, State> {
    override state: State = { failedAt: null };

    static getDerivedStateFromError(): Partial<State> {
        return { failedAt: '' };
    }

    override componentDidCatch(error: Error, info: ErrorInfo): void {
        this.setState({ failedAt: this.props.resetKey });
        console.error(error, info.componentStack);
    }

    override render() {
        const { failedAt } = this.state;
        const failedHere = failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey);
        if (failedHere) {
            return <EmptyState icon={ErrorOutline} title="ats.errors.generic_bang" description="ats.errors.try_later_bang" />;
        }
        return this.props.children;
    }
}
