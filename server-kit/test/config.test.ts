import { describe, expect, it } from 'vitest';
import {
  aSwitch,
  addressListOf,
  anyText,
  baseUrlOf,
  commaListOf,
  commonRules,
  ConfigError,
  fastifyTrustProxy,
  hostOf,
  httpUrlOf,
  oneOf,
  originListOf,
  plainHttpUrl,
  readEnvironment,
  trustProxyOf,
  wholeNumber,
} from '../src/config.js';

const rules = {
  ...commonRules,
  CACHE_SECONDS: wholeNumber(0, 3600),
  CACHE_MAX_MB: wholeNumber(1, 4096),
  MODE: oneOf(['live', 'replay']),
  COMPRESS: aSwitch,
  NAME: anyText,
};

const read = (env: Record<string, string | undefined>) => readEnvironment('test server', rules, env);

/** The ConfigError `done()` throws, or undefined. */
function problemOf(run: () => void): ConfigError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  return undefined;
}

describe('readEnvironment', () => {
  it('reads numbers, words (case-blind) and text, trimmed', () => {
    const environment = read({ PORT: ' 8080 ', CACHE_SECONDS: '0', LOG_LEVEL: 'WARN', MODE: 'Replay', NAME: ' Shop ' });
    expect(environment.problems).toEqual([]);
    expect(environment.number('PORT')).toBe(8080);
    expect(environment.number('CACHE_SECONDS')).toBe(0);
    expect(environment.text('LOG_LEVEL')).toBe('warn');
    expect(environment.text('MODE')).toBe('replay');
    expect(environment.text('NAME'), 'text keeps its case').toBe('Shop');
    expect(() => environment.done()).not.toThrow();
  });

  it('treats an unset or empty variable as unset', () => {
    const environment = read({ PORT: '', CACHE_SECONDS: '   ' });
    expect(environment.problems).toEqual([]);
    expect(environment.number('PORT')).toBeUndefined();
    expect(environment.text('CACHE_SECONDS')).toBeUndefined();
    expect(environment.number('CACHE_MAX_MB')).toBeUndefined();
  });

  it('reports every problem at once, each by its variable’s name, in the rules’ order', () => {
    // Each wrong value, in the order of the rules (the common ones first), and what is said of it.
    const wrong = [
      ['PORT', '1e3', 'must be a whole number from 0 to 65535'],
      ['LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
      ['CACHE_SECONDS', '0x10', 'must be a whole number from 0 to 3600'],
      ['CACHE_MAX_MB', '5000', 'must be a whole number from 1 to 4096'],
      ['COMPRESS', 'maybe', 'must be true or false'],
    ] as const;
    // The environment names them the other way round, beside a right one.
    const environment = read({
      MODE: 'live',
      ...Object.fromEntries(wrong.map(([name, value]) => [name, value]).reverse()),
    });
    expect(environment.problems).toEqual(wrong.map(([name, value, says]) => `${name}="${value}" ${says}`));
    const error = problemOf(() => environment.done());
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems).toHaveLength(5);
  });

  it.each(['-1', '1.5', '80.0', '８０', '1_000', '0b1', '65536', '80 80', 'eighty'])('refuses PORT=%j', (port) => {
    expect(read({ PORT: port }).problems).toEqual([
      `PORT=${JSON.stringify(port.trim())} must be a whole number from 0 to 65535`,
    ]);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['On', true],
    ['false', false],
    ['0', false],
    ['No', false],
    ['OFF', false],
  ])('reads the switch %j as %s', (value, on) => {
    const environment = read({ COMPRESS: value });
    expect(environment.problems).toEqual([]);
    expect(environment.on('COMPRESS')).toBe(on);
    expect(environment.on('COMPRESS', !on), 'a set switch ignores the fallback').toBe(on);
  });

  it('gives the fallback for an unset switch', () => {
    expect(read({}).on('COMPRESS')).toBe(false);
    expect(read({}).on('COMPRESS', true)).toBe(true);
  });

  it('reads only the variables it has rules for', () => {
    const environment = read({ PORT: '80', SECRET: 'x', PATH: '/usr/bin' });
    expect(environment.problems).toEqual([]);
    expect(environment.number('PORT')).toBe(80);
  });

  // BUG (reported): a problem Ajv finds that is not at one rule's variable (a variable an extra
  // keyword requires: its error's instancePath is '') is dropped, so done() passes and the
  // server starts without it. Drop `.fails` once readEnvironment reports such errors too.
  it('reports a variable an extra keyword requires, by name', () => {
    const environment = readEnvironment(
      'test server',
      { MODE: oneOf(['live', 'replay']), TARGET: anyText },
      {
        MODE: 'live',
      },
      {
        if: { properties: { MODE: { const: 'live' } }, required: ['MODE'] },
        then: { required: ['TARGET'] },
      },
    );
    expect(environment.problems).toHaveLength(1);
    expect(environment.problems[0]).toContain('TARGET');
  });

  it('lets the caller add its own problems before done()', () => {
    const environment = read({});
    environment.problems.push('API_BASE_URL is required');
    expect(problemOf(() => environment.done())?.problems).toEqual(['API_BASE_URL is required']);
  });
});

describe('ConfigError', () => {
  it('names the server and lists each problem on a line of its own', () => {
    const error = new ConfigError('shop server', ['PORT="x" must be a number', 'HOST="?" must be a host']);
    expect(error.name).toBe('ConfigError');
    expect(error).toBeInstanceOf(Error);
    expect(error.server).toBe('shop server');
    expect(error.message).toBe(
      'The shop server\'s configuration has 2 problem(s):\n  - PORT="x" must be a number\n  - HOST="?" must be a host',
    );
  });
});

describe('hostOf', () => {
  it('defaults to 127.0.0.1', () => {
    const problems: string[] = [];
    expect(hostOf(undefined, problems)).toBe('127.0.0.1');
    expect(problems).toEqual([]);
  });

  it.each(['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'shop-server', 'api.example.co.in'])(
    'accepts %s',
    (host) => {
      const problems: string[] = [];
      expect(hostOf(host, problems)).toBe(host);
      expect(problems).toEqual([]);
    },
  );

  it.each(['http://localhost', 'local host', 'under_score', '-dash', 'dash-.example', '256.1.1.1.', 'a'.repeat(64)])(
    'refuses %s',
    (host) => {
      const problems: string[] = [];
      hostOf(host, problems);
      expect(problems).toEqual([`HOST=${JSON.stringify(host)} must be an IP address or a host name`]);
    },
  );
});

describe('plainHttpUrl', () => {
  it.each(['http://localhost:3000', 'https://server-3f16.onrender.com', 'https://api.example.com/v1/'])(
    'accepts %s',
    (raw) => {
      expect(plainHttpUrl(raw)?.href).toBe(new URL(raw).href);
    },
  );

  it.each([
    'ftp://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pass@example.com',
    'https://user@example.com',
    'https://example.com/?key=1',
    'https://example.com/#top',
    'example.com',
    '/relative',
    '',
  ])('refuses %j', (raw) => {
    expect(plainHttpUrl(raw)).toBeUndefined();
  });

  // BUG (reported): an empty query or fragment ("…/?" or "…/#") has url.search === '' and
  // url.hash === '', so it passes, and baseUrlOf keeps it in the base URL: every upstream call
  // then goes to `https://example.com/?/product-api/...` (or drops its path after `#`).
  it.each(['https://example.com/?', 'https://example.com/#'])('refuses the empty query or fragment of %j', (raw) => {
    expect(plainHttpUrl(raw)).toBeUndefined();
  });
});

describe('httpUrlOf', () => {
  it('gives the URL as plainHttpUrl reads it, and nothing, with no problem, when unset', () => {
    const problems: string[] = [];
    expect(httpUrlOf('SHOP_URL', 'http://localhost:8080/shop/', problems, 'such as …')?.href).toBe(
      'http://localhost:8080/shop/',
    );
    expect(httpUrlOf('SHOP_URL', undefined, problems, 'such as …')).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('says which variable is wrong, ending with what it accepts', () => {
    const problems: string[] = [];
    expect(httpUrlOf('SHOP_URL', 'localhost:8080', problems, 'such as http://localhost:8080/')).toBeUndefined();
    expect(problems).toEqual(['SHOP_URL="localhost:8080" must be an http(s) URL such as http://localhost:8080/']);
  });
});

describe('baseUrlOf', () => {
  it('gives the URL without trailing slashes, normalised', () => {
    const problems: string[] = [];
    expect(baseUrlOf('API_BASE_URL', 'https://API.Example.com/', problems)).toBe('https://api.example.com');
    expect(baseUrlOf('API_BASE_URL', 'http://localhost:3000/v1//', problems)).toBe('http://localhost:3000/v1');
    expect(problems).toEqual([]);
  });

  it('gives nothing, and no problem, when unset', () => {
    const problems: string[] = [];
    expect(baseUrlOf('API_BASE_URL', undefined, problems)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('says which variable is wrong and what it takes', () => {
    const problems: string[] = [];
    expect(baseUrlOf('UPSTREAM', 'https://example.com/?token=x', problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^UPSTREAM="https:\/\/example.com\/\?token=x" must be an http\(s\) URL/);
  });
});

describe('commaListOf', () => {
  it('gives the entries trimmed, without empty ones, and none when unset', () => {
    expect(commaListOf(' username , city,, ')).toEqual(['username', 'city']);
    expect(commaListOf(undefined)).toEqual([]);
  });
});

describe('originListOf', () => {
  it('gives each origin without its trailing slash', () => {
    const problems: string[] = [];
    expect(originListOf('CORS_ORIGINS', 'http://localhost:5173, https://shop.example/', problems)).toEqual([
      'http://localhost:5173',
      'https://shop.example',
    ]);
    expect(problems).toEqual([]);
  });

  it('names each entry that is no origin (no scheme, or a path), and keeps the others', () => {
    const problems: string[] = [];
    expect(originListOf('ORIGINS', 'localhost:5173, https://shop.example, https://shop.example/app', problems)).toEqual(
      ['https://shop.example'],
    );
    expect(problems).toEqual([
      'ORIGINS entry "localhost:5173" must be an origin such as http://localhost:5173 (scheme, host, optional port; no path)',
      'ORIGINS entry "https://shop.example/app" must be an origin such as http://localhost:5173 (scheme, host, optional port; no path)',
    ]);
  });
});

describe('trustProxyOf', () => {
  it.each([
    [undefined, undefined],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['0', 0],
    ['2', 2],
    ['100', 100],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['127.0.0.1, 10.0.0.0/8 ,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback', ['loopback']],
  ])('reads %j as %j', (setting, trust) => {
    const problems: string[] = [];
    expect(trustProxyOf(setting, problems)).toEqual(trust);
    expect(problems).toEqual([]);
  });

  it('refuses a hop count past 100', () => {
    const problems: string[] = [];
    expect(trustProxyOf('101', problems)).toBeUndefined();
    expect(problems).toEqual(['TRUST_PROXY="101" must be a whole number from 0 to 100']);
  });

  it.each(['yes', '1.5', '-1', '10.0.0.0/33', '300.1.1.1', ',', 'example.com'])('refuses %j', (setting) => {
    const problems: string[] = [];
    expect(trustProxyOf(setting, problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY=.* must be a comma list of IP addresses or CIDR ranges/);
  });
});

describe('addressListOf', () => {
  it('names its variable in the problem', () => {
    const problems: string[] = [];
    expect(addressListOf('ALLOWED', '10.0.0.1, nonsense', problems)).toBeUndefined();
    expect(problems).toEqual([
      'ALLOWED="10.0.0.1, nonsense" must be a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8',
    ]);
    expect(addressListOf('ALLOWED', ' 10.0.0.1 ,, 192.168.0.0/16 ', problems)).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(problems).toHaveLength(1);
  });
});

describe('fastifyTrustProxy', () => {
  it('passes booleans and lists on, trusts nobody when unset, and counts hops for a number', () => {
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    /** Whether each of the nearest four hops is trusted. */
    const hops = (count: number) => {
      const trust = fastifyTrustProxy(count);
      return typeof trust === 'function' ? [0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop)) : trust;
    };
    expect(hops(2)).toEqual([true, true, false, false]);
    expect(hops(0)).toEqual([false, false, false, false]);
  });
});
