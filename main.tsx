import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// SPEC.md's routes are real paths (/vendors/login, /corporate/...), so the
// console uses the browser router; <Admin> picks up the router it is inside.
createRoot(root).render(
    <StrictMode>
        <BrowserRouter>
            <App />
        </BrowserRouter>
    </StrictMode>,
);
