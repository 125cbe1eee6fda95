// `npm run dev`: the API with reload (tsx watch) and Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
    spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: port, CONSOLE_DIR: '/nonexistent' },
    }),
    spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];
console.log(`Console with reload: http://acme.localhost:5173 (API on :${port})`);
const stopAll = () => children.forEach(child => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
children.forEach(child => child.on('exit', code => { stopAll(); process.exit(code ?? 0); }));
