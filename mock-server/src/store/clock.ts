/** Milliseconds since the epoch. Injected everywhere time matters, so tests can move it forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const minutes = (n: number) => n * 60_000;
export const days = (n: number) => n * 24 * 60 * 60_000;
