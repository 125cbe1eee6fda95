import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPublicLocaleMessages } from './custom/i18nProvider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// SPEC.md's routes are real paths (/vendors/login, /corporate/...), so the
// console uses the browser router; <Admin> picks up the router it is inside.
const render = () =>
    createRoot(root).render(
        <StrictMode>
            <BrowserRouter>
                <App />
            </BrowserRouter>
        </StrictMode>,
    );

// In Hindi the public pages' words are fetched first (custom/i18nProvider.ts); English renders at once.
const localeMessages = loadPublicLocaleMessages();
if (localeMessages) void localeMessages.then(render, render);
else render();
