/**
 * The corporate bar's search (docs/ui.md, "Global search"): a button and the
 * keys that open the dialog from anywhere in the corporate area, Ctrl K (⌘ K)
 * and "/" outside a field. The dialog is a chunk of its own, downloaded on
 * first use: only this listener is in the console's first paint.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

const SearchDialog = lazy(() => import('../search/SearchDialog'));

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
    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (!isSearchShortcut(event)) return;
            event.preventDefault();
            setUsed(true);
            setOpen(true);
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
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
                    <SearchDialog open={open} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
}
