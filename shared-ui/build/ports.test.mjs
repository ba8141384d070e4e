import { portOf, runtimeConfig, urlOf } from './ports.mjs';

describe('run-time config', () => {
  it('defaults to localhost ports', () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: 'http://localhost:8787',
      remotes: {
        mfe_marketing: 'http://localhost:3001/mf-manifest.json',
        mfe_learning: 'http://localhost:3002/mf-manifest.json',
        mfe_chat: 'http://localhost:3003/mf-manifest.json',
        mfe_materials: 'http://localhost:3004/mf-manifest.json',
        mfe_settings: 'http://localhost:3005/mf-manifest.json',
      },
    });
  });

  it('follows port and URL variables', () => {
    const env = {
      MFE_CHAT_PORT: '4103',
      MFE_LEARNING_URL: 'https://learning.nibras.sa/',
      API_URL: 'https://api.nibras.sa',
    };
    const config = runtimeConfig(env);
    expect(config.remotes.mfe_chat).toBe('http://localhost:4103/mf-manifest.json');
    expect(config.remotes.mfe_learning).toBe('https://learning.nibras.sa/mf-manifest.json');
    expect(config.apiUrl).toBe('https://api.nibras.sa');
    expect(urlOf('mfe_chat', env)).toBe('http://localhost:4103');
  });

  it('refuses a port that is not a port', () => {
    expect(() => portOf('shell', { SHELL_PORT: 'abc' })).toThrow('SHELL_PORT must be a TCP port number');
    expect(() => portOf('shell', { SHELL_PORT: '70000' })).toThrow('SHELL_PORT');
  });
});
