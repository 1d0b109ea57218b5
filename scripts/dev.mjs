// `npm run dev`: the mock server (reloading on change) on :8080 (PORT) and the shop server in
// development on :5173 (WEB_PORT; shop-server/src/dev-server.ts): Vite with hot reload inside it,
// which proxies the API paths to the mock server, and every page rendered on the server from the
// sources being edited, so a hydration mismatch shows at once. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const apiPort = process.env.PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'mock-server'], {
    cwd: root,
    stdio: 'inherit',
    // The server's start line then points at the shop with hot reload, not at its last build.
    env: { ...process.env, PORT: apiPort, HOST: host, DEV_SHOP_URL: `http://${host}:${webPort}/` },
  }),
  spawn('npm', ['run', 'dev', '-w', 'shop-server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, HOST: host, API_BASE_URL: `http://${host}:${apiPort}` },
  }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
