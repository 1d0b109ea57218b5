import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../src/config.js';
import { configOrExit, fail } from '../src/serve.js';

/** process.exit, made to throw so that the test goes on; and console.error, kept quiet. */
function spies() {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`);
  });
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { exit, error };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('configOrExit', () => {
  it('gives the configuration read', () => {
    const { exit } = spies();
    expect(configOrExit(() => ({ port: 8080 }))).toEqual({ port: 8080 });
    expect(exit).not.toHaveBeenCalled();
  });

  it('prints a ConfigError’s message alone and exits 1', () => {
    const { exit, error } = spies();
    const problem = new ConfigError('shop server', ['PORT="x" must be a whole number from 0 to 65535']);
    expect(() =>
      configOrExit(() => {
        throw problem;
      }),
    ).toThrow('exit 1');
    expect(error).toHaveBeenCalledExactlyOnceWith(problem.message);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('lets any other error through', () => {
    const { exit } = spies();
    const bug = new TypeError('a bug');
    expect(() =>
      configOrExit(() => {
        throw bug;
      }),
    ).toThrow(bug);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('fail', () => {
  it('prints its message and exits 1', () => {
    const { exit, error } = spies();
    expect(() => fail('Cannot start the shop server: port 8080 is already in use')).toThrow('exit 1');
    expect(error).toHaveBeenCalledWith('Cannot start the shop server: port 8080 is already in use');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
