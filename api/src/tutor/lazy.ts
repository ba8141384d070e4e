import type { ProviderInfo, TutorProvider } from './types.ts';

/**
 * A provider made on its first reply: createApp's default (the offline engine) loads its code (OCR,
 * the search index, the glossary) only when a question comes, not in every process that builds an
 * app (scripts, tests, the contract generator).
 */
export function lazyProvider(info: ProviderInfo, load: () => Promise<TutorProvider>): TutorProvider {
  let loaded: Promise<TutorProvider> | undefined;
  return {
    info,
    async *reply(request) {
      loaded ??= load();
      yield* (await loaded).reply(request);
    },
    async close() {
      if (loaded) await (await loaded).close?.();
    },
  };
}
