/**
 * `npm run recording:har -- <recording.json> <out.har> [--base-url http://localhost:8080]`: writes
 * the recording as HAR (har.ts). Exits 2 with a message when the recording cannot be read.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readRecording } from './format.js';
import { toHar } from './har.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'base-url': { type: 'string' } } });
const [input, output] = positionals;
if (!input || !output) {
  console.error('usage: npm run recording:har -- <recording.json> <out.har> [--base-url http://localhost:8080]');
  process.exitCode = 2;
} else {
  try {
    const recording = readRecording(input);
    writeFileSync(output, `${JSON.stringify(toHar(recording, values['base-url']), null, 2)}\n`);
    console.log(`${output}: ${recording.exchanges.length} entries`);
  } catch (error) {
    console.error(`recording:har: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
