import { firstRemote } from './preload';

const storage = (session: unknown = null) => ({
  getItem: (key: string) => (key === 'nibras.session' && session ? JSON.stringify(session) : null),
});
const signedIn = storage({ state: { token: 'tok', isAuthenticated: true }, version: 0 });

describe('the first page remote (preloaded before the app starts)', () => {
  it.each([
    ['/en', 'mfe_marketing'],
    ['/ar/', 'mfe_marketing'],
    ['/en/pricing', 'mfe_marketing'],
    ['/ar/terms-of-services', 'mfe_marketing'],
  ])('%s: %s for everyone', (path, remote) => {
    expect(firstRemote(path, storage())).toBe(remote);
    expect(firstRemote(path, signedIn)).toBe(remote);
  });

  it.each([
    ['/en/home', 'mfe_learning'],
    ['/ar/ai-engine/conversation/1', 'mfe_chat'],
    ['/en/uploaded-materials', 'mfe_materials'],
    ['/en/settings/accessibility', 'mfe_settings'],
  ])('%s: %s for a student with a session, nothing for a visitor', (path, remote) => {
    expect(firstRemote(path, signedIn)).toBe(remote);
    expect(firstRemote(path, storage())).toBeNull();
  });

  it.each(['/', '/pricing', '/fr/pricing', '/en/auth', '/en/onboarding', '/en/no-such-page', '/english'])(
    '%s: nothing',
    (path) => expect(firstRemote(path, signedIn)).toBeNull(),
  );

  it('reads an unreadable session as none', () => {
    expect(firstRemote('/en/home', { getItem: () => '{not json' })).toBeNull();
  });
});
