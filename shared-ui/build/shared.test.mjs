import { SHARED_SINGLETONS, SHARED_UI_ENTRIES, sharedConfig } from './shared.mjs';

const pkg = {
  name: '@nibras/mfe-example',
  dependencies: {
    react: '^19.2.0',
    'react-dom': '^19.2.0',
    'react-router-dom': '^7.18.5',
    antd: '^6.6.8',
    i18next: '^27.1.2',
    'react-i18next': '^18.0.1',
    zustand: '^5.1.0',
    '@nibras/shared-ui': '^1.0.0',
  },
};

describe('sharedConfig: the version skew policy', () => {
  it('makes every shared module a strict singleton, with the range the app declares', () => {
    const shared = sharedConfig(pkg, { version: '1.4.2' });
    for (const name of [...SHARED_SINGLETONS, 'react-dom/client', 'react/jsx-runtime', ...SHARED_UI_ENTRIES])
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared.react.requiredVersion).toBe('^19.2.0');
    expect(shared['react/jsx-runtime'].requiredVersion).toBe('^19.2.0');
    expect(shared['react-dom/client'].requiredVersion).toBe('^19.2.0');
    expect(shared.antd.requiredVersion).toBe('^6.6.8');
  });

  it('requires at least the shared-ui the app was built with, within its major', () => {
    const shared = sharedConfig(pkg, { version: '1.4.2' });
    for (const entry of SHARED_UI_ENTRIES)
      expect(shared[entry]).toMatchObject({ version: '1.4.2', requiredVersion: '^1.4.2' });
  });

  it('refuses to build an app that does not depend on a shared singleton', () => {
    const rest = { ...pkg.dependencies };
    delete rest.zustand;
    expect(() => sharedConfig({ ...pkg, dependencies: rest }, { version: '1.0.0' })).toThrow(
      '@nibras/mfe-example must depend on zustand (a shared singleton)',
    );
  });
});
