// `npm run start:shop`: the shop server (shop-server/) for shoppers, in front of API_BASE_URL.
// Builds first what is missing (the shop, its server renderer, the server), then runs the server
// in this process's place: its configuration is shop-server/src/config.ts's (API_BASE_URL, PORT, HOST...).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const run = (command) => {
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

if (!existsSync('web/dist/index.html') || !existsSync('web/dist-server/entry-server.mjs')) run('npm run build -w web');
if (!existsSync('shop-server/dist/server.js')) run('npm run build -w shop-server');
run('npm run --silent start -w shop-server');
