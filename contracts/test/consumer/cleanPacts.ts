// Pact merges new interactions into an existing pact file, so a stale interaction from an earlier run
// would survive a test that no longer declares it. Start every consumer run from an empty folder.
import { rm } from 'node:fs/promises';
import { PACT_DIR } from '../../src/paths';

export default async function cleanPacts(): Promise<void> {
  await rm(PACT_DIR, { recursive: true, force: true });
}
