import { createLogger } from '../logger.ts';
import type { Store } from '../store/index.ts';
import { createTutorProvider } from './index.ts';

const deps = {
  store: { savedContents: { listForUser: () => Promise.resolve([]) } } as unknown as Store,
  logger: createLogger('silent'),
};
const openai = (baseUrl?: string, apiKey?: string, model?: string) => ({
  openai: { baseUrl, apiKey, model },
});

describe('createTutorProvider', () => {
  test('the OpenAI-compatible provider when OPENAI_BASE_URL or OPENAI_API_KEY is set', async () => {
    expect(
      createTutorProvider(openai('http://127.0.0.1:11434/v1', undefined, 'llama3.1'), deps).info,
    ).toEqual({
      kind: 'openai',
      model: 'llama3.1',
    });
    expect(createTutorProvider(openai(undefined, 'sk-test'), deps).info).toEqual({
      kind: 'openai',
      model: 'gpt-4o-mini',
    });
  });

  test('the offline study engine otherwise', async () => {
    const provider = createTutorProvider(openai(), deps);
    expect(provider.info).toEqual({ kind: 'offline', model: 'nibras-offline' });
    await provider.close?.();
  });
});
