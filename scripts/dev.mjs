// `npm run dev`: the mock server (reloading on change) on :8080 and Vite with hot reload on :5173,
// which proxies the API paths to the mock server. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'mock-server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: new URL('../web/', import.meta.url),
    stdio: 'inherit',
    env: { ...process.env, MOCK_SERVER_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
