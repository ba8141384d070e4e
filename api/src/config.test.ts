import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config.ts';

const CWD = '/srv/nibras/api';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  test('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 8787,
      host: '0.0.0.0',
      dataDir: path.resolve(CWD, 'data'),
      mongodbUri: undefined,
      mongodbDb: 'nibras',
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
      logLevel: 'info',
      jwtSecret: undefined,
      trustProxy: false,
      openai: { baseUrl: undefined, apiKey: undefined, model: undefined },
      tutor: { dailyMessages: 200 },
      materials: { quotaBytes: 500 * 1024 * 1024 },
      smtpUrl: undefined,
      mailFrom: 'Nibras <no-reply@nibras.invalid>',
    });
    // The shell and the remotes on localhost, 127.0.0.1 and [::1]: the app works on whichever the
    // developer opens (each is its own origin to a browser).
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      for (const port of [3000, 3001, 3002, 3003, 3004, 3005]) {
        expect(DEFAULT_CORS_ORIGINS).toContain(`http://${host}:${port}`);
      }
    }
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(18);
    // The ports follow the variables that move the apps (npm start and npm run dev read the same).
    const moved = loadConfig({ SHELL_PORT: '4000', MFE_CHAT_PORT: '4003' }, CWD).corsOrigins;
    expect(moved).toContain('http://localhost:4000');
    expect(moved).toContain('http://127.0.0.1:4003');
    expect(moved).toContain('http://[::1]:3005');
    expect(moved).not.toContain('http://localhost:3000');
    expect(moved).toHaveLength(18);
    expect(() => loadConfig({ SHELL_PORT: '70000' }, CWD)).toThrow(
      'SHELL_PORT must be a whole number between 1 and 65535',
    );
    // Every default is a valid CORS_ORIGINS entry.
    expect(loadConfig({ CORS_ORIGINS: DEFAULT_CORS_ORIGINS.join(',') }, CWD).corsOrigins).toEqual([
      ...DEFAULT_CORS_ORIGINS,
    ]);
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        API_PORT: '9000',
        API_HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/nibras',
        MONGODB_URI: 'mongodb://db.internal:27017',
        MONGODB_DB: 'nibras_prod',
        CORS_ORIGINS: ' https://nibras.example , https://app.nibras.example:8443 ',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'x'.repeat(32),
        TRUST_PROXY: 'true',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'tutor-small',
        TUTOR_DAILY_MESSAGES: '50',
        MATERIALS_QUOTA_MB: '40',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Nibras <hello@nibras.example>',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/nibras',
      mongodbUri: 'mongodb://db.internal:27017',
      mongodbDb: 'nibras_prod',
      corsOrigins: ['https://nibras.example', 'https://app.nibras.example:8443'],
      logLevel: 'silent',
      jwtSecret: 'x'.repeat(32),
      trustProxy: true,
      openai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-test', model: 'tutor-small' },
      tutor: { dailyMessages: 50 },
      materials: { quotaBytes: 40 * 1024 * 1024 },
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Nibras <hello@nibras.example>',
    });
  });

  test('resolves a relative DATA_DIR against the given working directory', () => {
    expect(loadConfig({ DATA_DIR: '../var/data' }, CWD).dataDir).toBe('/srv/nibras/var/data');
  });

  test('treats empty and blank values as unset', () => {
    const config = loadConfig({ API_PORT: '', MONGODB_URI: '  ', JWT_SECRET: '' }, CWD);
    expect(config.port).toBe(8787);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  test('accepts port 0 (any free port) and mongodb+srv URIs', () => {
    const config = loadConfig(
      { API_PORT: '0', MONGODB_URI: 'mongodb+srv://cluster.example/', JWT_SECRET: 's'.repeat(40) },
      CWD,
    );
    expect(config.port).toBe(0);
    expect(config.mongodbUri).toBe('mongodb+srv://cluster.example/');
  });

  test.each([
    ['API_PORT', 'eighty'],
    ['API_PORT', '70000'],
    ['API_PORT', '80.5'],
    ['MONGODB_URI', 'postgres://db'],
    ['MONGODB_DB', 'bad/name'],
    ['CORS_ORIGINS', 'http://localhost:3000/path'],
    ['CORS_ORIGINS', 'localhost:3000'],
    ['LOG_LEVEL', 'verbose'],
    ['JWT_SECRET', 'too-short'],
    ['TRUST_PROXY', 'yes'],
    ['OPENAI_BASE_URL', 'not a url'],
    ['TUTOR_DAILY_MESSAGES', 'many'],
    ['TUTOR_DAILY_MESSAGES', '0'],
    ['TUTOR_DAILY_MESSAGES', '2.5'],
    ['MATERIALS_QUOTA_MB', 'lots'],
    ['MATERIALS_QUOTA_MB', '0'],
    ['SMTP_URL', 'http://mail.example'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(new RegExp(`^${name} `));
    expect(error.message).toContain(name);
  });

  test('requires JWT_SECRET with MongoDB: several API processes must share one secret', () => {
    const error = configError({ MONGODB_URI: 'mongodb://db.internal:27017' });
    expect(error.problems).toEqual([
      'JWT_SECRET must be set when MONGODB_URI is set (at least 32 characters, the same for every API process)',
    ]);
    // Listed together with the other problems.
    expect(configError({ MONGODB_URI: 'mongodb://db', LOG_LEVEL: 'loud' }).problems).toHaveLength(2);
    // The embedded store generates its own secret.
    expect(loadConfig({}, CWD).jwtSecret).toBeUndefined();
  });

  test('TRUST_PROXY is off unless set to true', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }, CWD).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
  });

  test('lists every bad variable at once, one per line', () => {
    const error = configError({ API_PORT: '-1', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });
    expect(error.problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'API_PORT',
      'JWT_SECRET',
      'LOG_LEVEL',
    ]);
    expect(error.message).toBe(
      ['Invalid configuration:', ...error.problems.map((p) => `  - ${p}`)].join('\n'),
    );
    expect(error.message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(error.message).toContain('JWT_SECRET must be at least 32 characters long');
  });

  test('MAIL_FROM must be an address, optionally with a name', () => {
    expect(loadConfig({ MAIL_FROM: 'hello@nibras.example' }, CWD).mailFrom).toBe('hello@nibras.example');
    expect(configError({ MAIL_FROM: 'Nibras' }).problems).toEqual([
      'MAIL_FROM must be an e-mail address, optionally with a name: Nibras <no-reply@nibras.example>',
    ]);
  });

  test('never echoes a secret value in the error', () => {
    const error = configError({ JWT_SECRET: 'hunter2-secret', MONGODB_URI: 'ftp://user:p4ssw0rd@host' });
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('p4ssw0rd');
  });

  test('reads process.env by default', () => {
    const saved = process.env.API_PORT;
    process.env.API_PORT = '8123';
    try {
      expect(loadConfig().port).toBe(8123);
    } finally {
      if (saved === undefined) delete process.env.API_PORT;
      else process.env.API_PORT = saved;
    }
  });
});
