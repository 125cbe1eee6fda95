import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPublicLocaleMessages } from './custom/i18nProvider';
import { preloadPublicPage } from './custom/routes/publicRoutes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// SPEC.md's routes are real paths (/vendors/login, /corporate/...), so the
// console uses the browser router; <Admin> picks up the router it is inside.
// At transition priority, the first render (MUI's styles, the workspace's theme, the whole first
// page when the server wrote the workspace check into it) runs in slices the browser can
// interrupt, not as one long task (docs/performance.md, "Console loading").
const render = () =>
    startTransition(() =>
        createRoot(root).render(
            <StrictMode>
                <BrowserRouter>
                    <App />
                </BrowserRouter>
            </StrictMode>,
        ),
    );

// Before the first render: in Hindi the public pages' words (custom/i18nProvider.ts), and the chunk
// of a page that has one (the career page, unsubscribe), so the page draws once, not a fallback first.
// A chunk that fails to download is tried again by the page itself.
const ready = [loadPublicLocaleMessages(), preloadPublicPage(window.location.pathname).catch(() => undefined)];
void Promise.all(ready).then(render, render);
