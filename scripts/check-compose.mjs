// Validates docker-compose.yml with `docker-compose config`. CI installs docker-compose (.ci/run);
// elsewhere a machine without it is told so and the check is skipped.
import { spawnSync } from 'node:child_process';

const probe = spawnSync('docker-compose', ['version'], { stdio: 'ignore' });
if (probe.error) {
  if (process.env.CI) {
    console.error('docker-compose is not installed, and CI must validate docker-compose.yml');
    process.exit(1);
  }
  console.log('skipped: docker-compose is not installed (apt-get install --no-install-recommends docker-compose)');
  process.exit(0);
}
for (const profile of [[], ['--profile', 'contracts'], ['--profile', 'shop'], ['--profile', 'replicas']]) {
  const { status } = spawnSync('docker-compose', [...profile, '-f', 'docker-compose.yml', 'config', '-q'], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
console.log('docker-compose.yml is valid');
