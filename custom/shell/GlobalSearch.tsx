/**
 * The corporate bar's search (docs/ui.md, "Global search"): a button and the
 * keys that open the dialog from anywhere in the corporate area, Ctrl K (⌘ K)
 * and "/" outside a field. The dialog is a chunk of its own (2 KB on the
 * wire), out of the console's first paint (fetching it when the page is idle
 * took /corporate over its 250 KB budget): it is fetched when the pointer or
 * focus reaches the button, or on the shortcut. Keys typed before its field is
 * there are kept for that field, not typed into the field that had focus.
 */
import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { preloadable } from '../../ui/preloadable';

const searchDialog = preloadable(() => import('../search/SearchDialog'));
const SearchDialog = searchDialog.Page;

/** Fetches the dialog's chunk; a failed download is tried again when the dialog opens. */
const preloadDialog = () => void searchDialog.preload().catch(() => {});

/** Typing "/" into a field, a select or an editor is typing, not searching. */
function isEditable(target: EventTarget | null): boolean {
    if (!(target instanceof HTMLElement)) return false;
    return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
    return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

export function GlobalSearch() {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    // Mounted once opened, so closing keeps the chunk and the next opening is instant.
    const [used, setUsed] = useState(false);
    // What was typed after the shortcut until the dialog's field was there: its field starts with it.
    // Kept until the dialog takes it, not only while the chunk downloads: React may show a suspended
    // part up to 300 ms after its chunk arrived, and the keys typed meanwhile reached no field.
    const typedAhead = useRef('');
    const waiting = useRef(false);
    // The dialog stays mounted once it has taken the keys: its field is there on every later opening.
    const dialogMounted = useRef(false);
    const takeTypedAhead = useCallback(() => {
        dialogMounted.current = true;
        waiting.current = false;
        return typedAhead.current;
    }, []);
    // A layout effect, so the keys listen from the bar's first paint: a passive effect runs after
    // the paint, and a Ctrl K pressed in between (a busy machine, a quick hand) did nothing.
    useLayoutEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (!isSearchShortcut(event)) return;
            event.preventDefault();
            typedAhead.current = '';
            waiting.current = !dialogMounted.current;
            // A failed download gives the keys back to the page (the dialog's error boundary says what failed).
            searchDialog.preload().catch(() => {
                waiting.current = false;
            });
            setUsed(true);
            setOpen(true);
        };
        // From the shortcut until the dialog's field is there, the keys are the dialog's: caught
        // before a focused field's own handlers (capture) and kept, not typed into that field.
        const onKeyAhead = (event: KeyboardEvent) => {
            if (!waiting.current) return;
            if (event.key === 'Escape') {
                waiting.current = false;
                typedAhead.current = '';
                setOpen(false);
                return;
            }
            const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
            if (!typing && event.key !== 'Backspace') return;
            event.preventDefault();
            event.stopPropagation();
            typedAhead.current = typing ? typedAhead.current + event.key : typedAhead.current.slice(0, -1);
        };
        window.addEventListener('keydown', onKey);
        window.addEventListener('keydown', onKeyAhead, true);
        return () => {
            window.removeEventListener('keydown', onKey);
            window.removeEventListener('keydown', onKeyAhead, true);
        };
    }, []);
    return (
        <>
            <Button
                color="inherit"
                startIcon={<Search />}
                onClick={() => {
                    setUsed(true);
                    setOpen(true);
                }}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                aria-keyshortcuts="Control+K /"
                sx={{ color: 'text.secondary', border: 1, borderColor: 'divider', px: 1.5, textTransform: 'none', flexShrink: 0 }}
            >
                {translate('ats.shell.search')}
                <Box component="kbd" aria-hidden sx={{ ml: 1.5, fontFamily: 'inherit', fontSize: '0.75rem', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }}>
                    Ctrl K
                </Box>
            </Button>
            {used && (
                <Suspense fallback={null}>
                    <SearchDialog open={open} onClose={() => setOpen(false)} takeTypedAhead={takeTypedAhead} />
                </Suspense>
            )}
        </>
    );
}
