/**
 * The global search dialog (docs/ui.md, "Global search"), a lazy chunk the
 * shell loads on first use (custom/shell/GlobalSearch.tsx). One field, one
 * list: the menu's pages the user sees (matched here) and the jobs,
 * candidates and applications the server finds for them (GET /api/search,
 * permission-aware there). Keyboard only: type, ↑/↓, Enter, Esc. The field is
 * a combobox whose active option is announced (aria-activedescendant).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CANDIDATE_SEARCH_MAX_WORDS, candidateSearchWords } from '../../config/contracts/candidates';
import type { GlobalSearchResult, SearchDataProvider } from '../../dataProvider/search';
import { visibleMenu, type MenuNode } from '../../ui/menu';
import { applicationPath } from '../board/openApplication';
import { useCorporateMenu } from '../../ui/menuContext';
import { sessionMenuContext } from '../../ui/sessionMenu';
import { errorMessage } from '../../ui/errors';
import { visuallyHidden } from '../../ui/visuallyHidden';

/** One line of the list. */
export interface SearchOption {
    id: string;
    kind: 'pages' | 'jobs' | 'candidates' | 'applications';
    label: string;
    detail?: string;
    /** Where choosing it goes; a line without is shown but opens nothing (aria-disabled). */
    to?: string;
}

const DEBOUNCE_MS = 200;
const PAGE_LIMIT = 5;

function flatten(nodes: MenuNode[], translate: (key: string, options?: object) => string, trail: string[] = []): SearchOption[] {
    return nodes.flatMap(node => {
        if (node.kind === 'group') return flatten(node.children, translate, [...trail, translate(node.group.label, { _: node.group.label })]);
        const { entry } = node;
        const label = entry.labelKey ? translate(entry.labelKey, { smart_count: 2, _: translate(entry.label, { _: entry.label }) }) : translate(entry.label, { _: entry.label });
        return [{ id: `page-${entry.key}`, kind: 'pages' as const, label, detail: trail.join(' / ') || undefined, to: entry.route }];
    });
}

/** The user's menu entries whose label (or group) has a word starting with every typed word. */
export function matchPages(pages: SearchOption[], q: string): SearchOption[] {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const wordsOf = (option: SearchOption) => `${option.label} ${option.detail ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return pages.filter(option => words.every(w => wordsOf(option).some(word => word.startsWith(w)))).slice(0, PAGE_LIMIT);
}

/**
 * The server's finds as lines, in the dialog's order (jobs, candidates, applications). A job's
 * status shows only when it is not active, in words; an application opens on its job's board with
 * its drawer open (custom/board/BoardPage.tsx, `?application=`).
 */
export function serverOptions(found: GlobalSearchResult, translate: (key: string, options?: object) => string): SearchOption[] {
    return [
        ...found.jobs.map(job => ({
            id: `job-${job.id}`,
            kind: 'jobs' as const,
            label: job.title,
            detail: job.status === 'ACTIVE' ? undefined : translate(`ats.resources.${job.status.toLowerCase()}`, { _: job.status }),
            to: `/corporate/total-applications/${job.id}`,
        })),
        // A candidate opens on the board of their newest application the user may open, as an
        // application does; one with none is listed (the person is in the workspace) but opens nothing.
        ...found.candidates.map(candidate => ({
            id: `candidate-${candidate.id}`,
            kind: 'candidates' as const,
            label: candidate.name,
            detail: candidate.application ? (candidate.current_title ?? candidate.email) : translate('ats.search.no_application', { detail: candidate.current_title ?? candidate.email }),
            to: candidate.application ? applicationPath(candidate.application.job_id, candidate.application.id) : undefined,
        })),
        ...found.applications.map(application => ({
            id: `application-${application.id}`,
            kind: 'applications' as const,
            label: `${application.candidate_name} · ${application.job_title}`,
            detail: application.stage_name,
            to: applicationPath(application.job_id, application.id),
        })),
    ];
}

/** Whether the server is asked at all: its rule for q (two letters in some word, at most six words). */
const serverSearchable = (q: string) => {
    const words = candidateSearchWords(q);
    return words.some(w => w.length >= 2) && words.length <= CANDIDATE_SEARCH_MAX_WORDS;
};

type Remote = { state: 'idle' } | { state: 'loading' } | { state: 'done'; options: SearchOption[] } | { state: 'error'; message: string };

function useServerSearch(q: string): Remote {
    const dataProvider = useDataProvider<SearchDataProvider>();
    const translate = useTranslate();
    const [remote, setRemote] = useState<Remote>({ state: 'idle' });
    useEffect(() => {
        if (!serverSearchable(q)) {
            setRemote({ state: 'idle' });
            return;
        }
        setRemote({ state: 'loading' });
        const controller = new AbortController();
        const timer = window.setTimeout(() => {
            dataProvider.globalSearch(q.trim(), controller.signal).then(
                found => !controller.signal.aborted && setRemote({ state: 'done', options: serverOptions(found, translate) }),
                (error: unknown) => !controller.signal.aborted && setRemote({ state: 'error', message: errorMessage(error, error instanceof Error ? error.message : '') }),
            );
        }, DEBOUNCE_MS);
        return () => {
            window.clearTimeout(timer);
            controller.abort();
        };
    }, [q, dataProvider, translate]);
    return remote;
}

export interface SearchDialogProps {
    open: boolean;
    onClose: () => void;
    /**
     * What was typed after the shortcut before the field was there (custom/shell/GlobalSearch.tsx);
     * taking it gives the keys back to the page. Taken once the field is in the page.
     */
    takeTypedAhead?: () => string;
}

export default function SearchDialog({ open, onClose, takeTypedAhead }: SearchDialogProps) {
    const translate = useTranslate();
    const navigate = useNavigate();
    const menu = useCorporateMenu();
    const [q, setQ] = useState('');
    // In the commit that puts the field (focused) in the page, before it is painted: a key typed
    // after this is the field's own, and none typed before it is lost.
    useLayoutEffect(() => {
        const ahead = takeTypedAhead?.() ?? '';
        if (ahead) setQ(ahead);
    }, [takeTypedAhead]);
    // The active line belongs to the list it was chosen in: a new list starts at its first line.
    // Derived while rendering, not reset by an effect, so an arrow pressed right as the server's
    // answer renders is never undone by a reset that runs after it.
    const [selection, setSelection] = useState<{ options: SearchOption[]; index: number }>({ options: [], index: 0 });
    // The user's menu, the CS dashboard included where the workspace has it (it was left out).
    const pages = useMemo(() => flatten(visibleMenu(menu, sessionMenuContext()).nodes, translate), [menu, translate]);
    const remote = useServerSearch(q);
    const options = useMemo(() => [...matchPages(pages, q), ...(remote.state === 'done' ? remote.options : [])], [pages, q, remote]);
    const active = selection.options === options ? selection.index : 0;
    const setActive = (index: number) => setSelection({ options, index });

    const close = () => {
        setQ('');
        onClose();
    };
    // Where a chosen line goes, once the dialog has finished closing: a line that opens an applicant's
    // drawer on the board already shown would open that modal while this one still closes, and MUI's
    // modal manager then left the drawer aria-hidden (screen readers could not reach it).
    const leavingTo = useRef<string | null>(null);
    // Opened again before it finished closing: that choice is dropped, not followed on the next close.
    useEffect(() => {
        if (open) leavingTo.current = null;
    }, [open]);
    const choose = (option: SearchOption | undefined) => {
        if (!option?.to) return;
        leavingTo.current = option.to;
        close();
    };
    const onExited = () => {
        const to = leavingTo.current;
        leavingTo.current = null;
        if (to) navigate(to);
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (options.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((active + step + options.length) % options.length);
        } else if (event.key === 'Enter') {
            event.preventDefault();
            choose(options[active]);
        }
    };

    const listId = 'global-search-results';
    const optionId = (index: number) => `global-search-option-${index}`;
    let status = '';
    if (remote.state === 'loading') status = translate('ats.search.searching');
    else if (remote.state === 'error') status = translate('ats.search.failed', { message: remote.message });
    else if (q.trim() && options.length === 0 && remote.state === 'done') status = translate('ats.search.no_results', { q: q.trim() });

    return (
        <Dialog open={open} onClose={close} slotProps={{ transition: { onExited } }} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start', pt: '12vh' } }}>
            {/* The dialog's name: MUI points the role="dialog" Paper at its title's id (a label on the Dialog lands on the presentation root). */}
            <DialogTitle sx={visuallyHidden}>{translate('ats.search.title')}</DialogTitle>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <SearchIcon aria-hidden color="action" />
                <InputBase
                    autoFocus
                    fullWidth
                    value={q}
                    onChange={event => setQ(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder={translate('ats.search.placeholder')}
                    inputProps={{
                        role: 'combobox',
                        'aria-label': translate('ats.search.label'),
                        'aria-expanded': options.length > 0,
                        'aria-controls': listId,
                        'aria-autocomplete': 'list',
                        'aria-activedescendant': options.length > 0 ? optionId(active) : undefined,
                    }}
                />
            </Box>
            <Box component="ul" id={listId} role="listbox" aria-label={translate('ats.search.label')} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '50vh', overflowY: 'auto' }}>
                {options.map((option, index) => {
                    const heading = index === 0 || options[index - 1].kind !== option.kind;
                    return (
                        <Box component="li" key={option.id} role="presentation">
                            {heading && (
                                <Typography component="div" variant="overline" color="text.secondary" aria-hidden sx={{ display: 'block', px: 2, pt: 1 }}>
                                    {translate(`ats.search.${option.kind}`)}
                                </Typography>
                            )}
                            <Box
                                id={optionId(index)}
                                role="option"
                                aria-selected={index === active}
                                aria-disabled={option.to ? undefined : true}
                                data-kind={option.kind}
                                onMouseDown={event => event.preventDefault()}
                                onClick={() => choose(option)}
                                onMouseMove={() => setActive(index)}
                                sx={{ px: 2, py: 1, cursor: option.to ? 'pointer' : 'default', bgcolor: index === active ? 'action.selected' : undefined, position: 'relative', display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}
                            >
                                <Typography component="span" noWrap title={option.label}>
                                    {option.label}
                                </Typography>
                                {/* The option is named by its text, so its name holds what it shows (WCAG 2.5.3); the
                                    hidden comma and kind read as the aria-label it had: "label, detail (Jobs)". */}
                                {option.detail && (
                                    <Typography component="span" variant="body2" color="text.secondary" noWrap>
                                        <Box component="span" sx={visuallyHidden}>
                                            {', '}
                                        </Box>
                                        {option.detail}
                                    </Typography>
                                )}
                                <Box component="span" sx={visuallyHidden}>
                                    {` (${translate(`ats.search.${option.kind}`)})`}
                                </Box>
                            </Box>
                        </Box>
                    );
                })}
            </Box>
            <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" color="text.secondary" role="status">
                    {status}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-hidden>
                    {translate('ats.search.hint')}
                </Typography>
            </Box>
        </Dialog>
    );
}
