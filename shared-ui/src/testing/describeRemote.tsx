// The contract suite every remote runs against its real lifecycles: each route in
// both languages, unknown sub-paths, navigation through update(), a language switch,
// the shared store instance, unmount, and translation files that match.
import { fireEvent, within } from '@testing-library/dom';
import type { RemoteLifecycles, RemoteName } from '../contract';
import { LOCALES, type Locale } from '../types';
import { SESSION_STORE_INSTANCE_ID } from '../stores/session';
import { bus } from '../bus';
import commonEn from '../i18n/common.en.json';
import commonAr from '../i18n/common.ar.json';
import { localePath, renderRemote, type RenderRemoteOptions, type RenderedRemote } from './renderRemote';
import { hasArabic, localeKeyDiff, messageAt, untranslatedKeys } from './locales';

type Messages = Record<string, unknown>;

export interface RemotePageSpec {
  /** The path under the locale (`/courses/ai`). */
  path: string;
  /** The PlaceholderPage id: the page renders `data-testid="page-<pageId>"`. */
  pageId: string;
  /** The dotted key (in the remote's namespace) of the page's title. */
  titleKey: string;
}

export interface RemoteSuiteSpec {
  name: RemoteName;
  lifecycles: RemoteLifecycles;
  /** The remote's `en` and `ar` message files, as imported JSON. */
  messages: Record<Locale, Messages>;
  /** The remote's routes.ts list: every entry must have a page below. */
  routes: readonly string[];
  pages: readonly RemotePageSpec[];
  /** Paths under the remote's prefixes that no route matches. */
  unknownPaths: readonly string[];
}

const COMMON: Record<Locale, Messages> = { en: commonEn, ar: commonAr };

/**
 * Text that looks like an untranslated key (`home.title`, `home.coming.plan`): i18next
 * shows the key when a translation is missing, so no text node under `root` may hold
 * `<top-level key>.<word>`. Text nodes are checked one by one: textContent would glue
 * neighbours together and hide a key behind the word before it.
 */
export function rawKeysIn(root: Element, messages: Messages): string[] {
  const tops = Object.keys({ ...messages, ...commonEn });
  const pattern = new RegExp(`(?<![\\w.])(?:${tops.join('|')})(?:\\.[\\w-]+)+`, 'g');
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    found.push(...(node.textContent?.match(pattern) ?? []));
  }
  return found;
}

/** A render function whose remotes are unmounted after each test (call it inside describe). */
export function renderRemoteInEachTest(lifecycles: RemoteLifecycles) {
  const mounted: RenderedRemote[] = [];
  afterEach(async () => {
    await Promise.all(mounted.splice(0).map((r) => r.unmount()));
  });
  return async (options: RenderRemoteOptions) => {
    const rendered = await renderRemote(lifecycles, options);
    mounted.push(rendered);
    return rendered;
  };
}

export async function expectPage(
  container: HTMLElement,
  pageId: string,
  title: string,
): Promise<HTMLElement> {
  const page = await within(container).findByTestId(`page-${pageId}`);
  const heading = page.querySelector('h1');
  expect(heading?.textContent).toBe(title);
  return page;
}

export async function expectNotFound(container: HTMLElement, locale: Locale): Promise<HTMLElement> {
  const notFound = await within(container).findByTestId('not-found');
  expect(notFound.querySelector('h1')?.textContent).toBe(messageAt(COMMON, locale, 'notFound.title'));
  return notFound;
}

export function describeRemote(spec: RemoteSuiteSpec): void {
  const { name, lifecycles, messages, pages } = spec;
  const title = (locale: Locale, page: RemotePageSpec) => messageAt(messages, locale, page.titleKey);
  const first = pages[0];
  if (!first) throw new Error(`${name}: the suite needs at least one page`);

  // The bus holds a BroadcastChannel open, which keeps jest from exiting. Each test file
  // has its own module instances, so closing it after the file's last test is safe.
  afterAll(() => bus.close());

  /**
   * antd in the remote's React root follows the locale: the root element's `dir` and `lang` are
   * read from antd's configuration there, and antd components on the page (where it has any)
   * carry antd's RTL classes in Arabic only.
   */
  function expectAntdDirection(container: HTMLElement, page: Element, locale: Locale) {
    const root = container.querySelector(`[data-remote="${name}"]`);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    expect(root?.getAttribute('lang')).toBe(locale);
    const antd = page.querySelectorAll('[class^="ant-"], [class*=" ant-"]');
    const rtl = page.querySelectorAll('[class*="ant-"][class*="-rtl"]');
    if (locale === 'en' || antd.length === 0) expect(rtl).toHaveLength(0);
    else expect(rtl.length).toBeGreaterThan(0);
  }

  describe(`${name} contract`, () => {
    const render = renderRemoteInEachTest(lifecycles);

    describe('translations', () => {
      it('has the same keys in en and ar', () => {
        expect(localeKeyDiff(messages.en, messages.ar)).toEqual({ onlyInEn: [], onlyInAr: [] });
      });

      it('has a real Arabic text for every key', () => {
        expect(untranslatedKeys(messages.en, messages.ar)).toEqual([]);
      });
    });

    it('tests a page for every route in routes.ts', () => {
      expect([...pages.map((p) => p.path)].sort()).toEqual([...spec.routes].sort());
    });

    describe.each(LOCALES)('in %s', (locale) => {
      it.each(pages.map((p) => [p.path, p] as const))('renders %s with its title', async (_path, page) => {
        const { container } = await render({ locale, path: page.path });
        const section = await expectPage(container, page.pageId, title(locale, page));
        if (locale === 'ar') expect(hasArabic(title(locale, page))).toBe(true);
        expectAntdDirection(container, section, locale);
        expect(rawKeysIn(container, messages[locale])).toEqual([]);
      });

      it.each(spec.unknownPaths.map((p) => [p]))('renders not-found for %s', async (path) => {
        const { container } = await render({ locale, path });
        await expectNotFound(container, locale);
        expect(container.querySelector('[data-testid^="page-"]')).toBeNull();
      });
    });

    it('switches pages through update() without remounting', async () => {
      const remote = await render({ locale: 'en', path: first.path });
      await expectPage(remote.container, first.pageId, title('en', first));
      const root = remote.container.querySelector(`[data-remote="${name}"]`);
      expect(root).not.toBeNull();

      for (const page of [...pages.slice(1), first]) {
        await remote.navigate(localePath('en', page.path));
        await expectPage(remote.container, page.pageId, title('en', page));
        expect(remote.container.querySelectorAll('[data-testid^="page-"]')).toHaveLength(1);
      }
      await remote.navigate(localePath('en', spec.unknownPaths[0] ?? '/no-such-page'));
      await expectNotFound(remote.container, 'en');
      await remote.navigate(localePath('en', first.path));
      await expectPage(remote.container, first.pageId, title('en', first));
      // The same React tree was updated: the remote's root element is still the same node.
      expect(remote.container.querySelector(`[data-remote="${name}"]`)).toBe(root);
    });

    it('follows a language switch from the shell', async () => {
      const remote = await render({ locale: 'en', path: first.path });
      await expectPage(remote.container, first.pageId, title('en', first));
      await remote.switchLocale('ar');
      const page = await expectPage(remote.container, first.pageId, title('ar', first));
      expectAntdDirection(remote.container, page, 'ar');
      expect(remote.props.basename).toBe('/ar');
      expect(remote.props.location.pathname).toBe(localePath('ar', first.path));
    });

    it('sends "back to home" on the not-found page through the shell navigate', async () => {
      const unknown = spec.unknownPaths[0];
      if (!unknown) throw new Error(`${name}: the suite needs an unknown path`);
      const remote = await render({ locale: 'ar', path: unknown });
      const notFound = await expectNotFound(remote.container, 'ar');
      fireEvent.click(within(notFound).getByText(messageAt(COMMON, 'ar', 'notFound.home')));
      expect(remote.navigations).toEqual([{ to: '/ar' }]);
    });

    it('renders inside the shared session store instance', async () => {
      const { container } = await render({ locale: 'en', path: first.path });
      await expectPage(container, first.pageId, title('en', first));
      const root = container.querySelector<HTMLElement>(`[data-remote="${name}"]`);
      expect(root?.dataset.storeInstance).toBe(SESSION_STORE_INSTANCE_ID);
    });

    it('removes its DOM on unmount', async () => {
      const remote = await render({ locale: 'en', path: first.path });
      await expectPage(remote.container, first.pageId, title('en', first));
      await remote.unmount();
      expect(remote.container.childElementCount).toBe(0);
      expect(document.querySelector(`[data-remote="${name}"]`)).toBeNull();
      expect(document.body.contains(remote.container)).toBe(false);
    });
  });
}
