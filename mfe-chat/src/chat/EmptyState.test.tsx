// The empty conversation through the remote's real lifecycles, against the contract server
// (test-helpers.tsx): what it suggests is what the provider answering can do (the offline study
// engine's examples are prompts it answers as written), a click on an example puts that exact prompt
// in the input, the offline-mode popover says the same, and the greeting tells a first visit from a
// return.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import { quietLayoutWarnings, renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { QUICK_ACTIONS, TIPS } from './EmptyState';
import { OFFLINE_CAN } from './ProviderBadge';
import { STUDENT, contractServerForEachTest, msg } from './test-helpers';
import { MAX_READ } from './visit';

const renderRemote = renderRemoteInEachTest(lifecycles);
const server = contractServerForEachTest();
quietLayoutWarnings();

/** The offline engine's examples, exactly as it answers them (api/src/tutor/offline). */
const OFFLINE_EXAMPLES = {
  en: [
    'What are the SI base units?',
    'How do I solve 2x + 3 = 11?',
    'Summarize this: …',
    'Quiz me on SI units',
  ],
  ar: ['ما الفرق بين الدقة والضبط؟', 'حل المعادلة 5س - 7 = 18', 'لخّص هذا النص: …', 'اختبرني في الدقة والضبط'],
};
/** What a click on each puts in the input (the pasted text goes after "Summarize this: "). */
const OFFLINE_PROMPTS = {
  en: [
    'What are the SI base units?',
    'How do I solve 2x + 3 = 11?',
    'Summarize this: ',
    'Quiz me on SI units',
  ],
  ar: ['ما الفرق بين الدقة والضبط؟', 'حل المعادلة 5س - 7 = 18', 'لخّص هذا النص: ', 'اختبرني في الدقة والضبط'],
};

/** An empty conversation's page (the tutor as `kind`), once its empty state is there. */
async function openEmpty(locale: Locale, kind: 'offline' | 'openai', id?: string) {
  server().tutor.provider = kind === 'offline' ? { kind, model: 'nibras-offline' } : { kind, model: 'gpt-x' };
  const conversation = id ?? server().seed(locale === 'en' ? 'New conversation' : 'محادثة جديدة')._id;
  useSessionStore.getState().login(STUDENT, server().token, { broadcast: false });
  const remote = await renderRemote({
    locale,
    path: `/ai-engine/conversation/${conversation}`,
    signedIn: false,
  });
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  const empty = await within(page).findByTestId('chat-empty');
  // The provider is known (GET /tutor answered).
  await waitFor(() => expect(within(page).getByTestId('provider-badge')).toBeTruthy());
  return { page, empty };
}

const input = (page: HTMLElement) => within(page).getByTestId<HTMLTextAreaElement>('composer-input');

describe('the empty conversation suggests what the provider can do', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, offline: examples the study engine answers as written, put in the input on a click',
    async (locale) => {
      const { page, empty } = await openEmpty(locale, 'offline');
      expect(empty.dataset.provider).toBe('offline');
      expect(within(empty).getByText(msg(locale, 'chat.empty.lead.offline'))).toBeTruthy();
      const examples = within(empty).getAllByTestId('tip-example');
      expect(examples.map((b) => b.textContent)).toEqual(OFFLINE_EXAMPLES[locale]);
      expect(examples.every((b) => b.tagName === 'BUTTON')).toBe(true);
      for (const [index, example] of examples.entries()) {
        fireEvent.click(example);
        await waitFor(() => expect(input(page).value).toBe(OFFLINE_PROMPTS[locale][index]));
      }
      // Each kind named, in the student's language.
      expect(
        Object.keys(TIPS.offline).map(
          (tip) => within(empty).getByTestId(`tip-${tip}`).firstChild?.textContent,
        ),
      ).toEqual(Object.keys(TIPS.offline).map((tip) => msg(locale, `chat.empty.tips.offline.${tip}.title`)));
    },
  );

  it.each(['en', 'ar'] as const)('in %s, offline: only the quick starts it can finish', async (locale) => {
    const { page } = await openEmpty(locale, 'offline');
    const quick = within(page).getByTestId('quick-actions');
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.dataset.testid),
    ).toEqual(['quick-solve', 'quick-summarize', 'quick-quiz']);
    expect(within(quick).queryByTestId('quick-explain')).toBeNull();
    fireEvent.click(within(quick).getByTestId('quick-summarize'));
    await waitFor(() => expect(input(page).value).toBe(msg(locale, 'chat.quick.offline.summarize.prompt')));
    // Each starter begins one of the examples it answers.
    for (const action of QUICK_ACTIONS.offline) {
      const prompt = msg(locale, `chat.quick.offline.${action}.prompt`);
      expect(OFFLINE_PROMPTS[locale].some((example) => example.startsWith(prompt))).toBe(true);
    }
  });

  it.each(['en', 'ar'] as const)(
    'in %s, offline: the popover says the same, and what it cannot do',
    async (locale) => {
      const { page } = await openEmpty(locale, 'offline');
      fireEvent.click(within(page).getByTestId('provider-badge'));
      const details = await within(document.body).findByTestId('offline-details');
      expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
        OFFLINE_CAN.map((item) => msg(locale, `chat.provider.offlineCan.${item}`)),
      );
      expect(details.textContent).toContain(msg(locale, 'chat.provider.offlineLimit'));
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, an AI model: the wider examples and quick starts',
    async (locale) => {
      const { page, empty } = await openEmpty(locale, 'openai');
      expect(empty.dataset.provider).toBe('openai');
      expect(within(empty).getByText(msg(locale, 'chat.empty.lead.openai'))).toBeTruthy();
      const examples = within(empty).getAllByTestId('tip-example');
      expect(examples.map((b) => b.textContent)).toEqual(
        ['lesson', 'problem', 'review'].map((tip) => msg(locale, `chat.empty.tips.openai.${tip}.example`)),
      );
      // The photo tip says what to do: not a prompt to send.
      const photo = within(empty).getByTestId('tip-photo');
      expect(within(photo).queryByRole('button')).toBeNull();
      expect(photo.textContent).toContain(msg(locale, 'chat.empty.tips.openai.photo.example'));
      fireEvent.click(examples[1]!);
      await waitFor(() =>
        expect(input(page).value).toBe(msg(locale, 'chat.empty.tips.openai.problem.example')),
      );
      expect(
        within(within(page).getByTestId('quick-actions'))
          .getAllByRole('button')
          .map((b) => b.dataset.testid),
      ).toEqual(QUICK_ACTIONS.openai.map((action) => `quick-${action}`));
    },
  );
});

describe('the greeting', () => {
  const greeting = (page: HTMLElement) => within(page).getByTestId('chat-greeting');

  it.each(['en', 'ar'] as const)(
    'in %s, welcomes a student whose conversations have no message yet',
    async (locale) => {
      // A file's conversation opened but never asked in (named after the file).
      const file = server().seed('Physics.pdf', [], { userFileId: 'f1' });
      const { page } = await openEmpty(locale, 'offline');
      await waitFor(() => expect(greeting(page).dataset.visit).toBe('first'));
      expect(greeting(page).textContent).toBe(msg(locale, 'chat.empty.greeting.first'));
      expect(greeting(page).textContent).not.toBe(msg(locale, 'chat.empty.greeting.returning'));
      expect(server().callsTo('GET', `/conversations/${file._id}`)).toHaveLength(1);
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, welcomes back a student who has talked with the tutor',
    async (locale) => {
      server().seed('What is a cell?', [
        { sender: 'user', content: 'What is a cell?' },
        { sender: 'model', content: 'The unit of life.' },
      ]);
      const { page } = await openEmpty(locale, 'openai');
      await waitFor(() => expect(greeting(page).dataset.visit).toBe('returning'));
      expect(greeting(page).textContent).toBe(msg(locale, 'chat.empty.greeting.returning'));
    },
  );

  it('reads the messages of conversations named at creation (a file’s, a lesson’s), a few at most', async () => {
    server().seed('Physics.pdf', [{ sender: 'user', content: 'Summarize page 2' }], { userFileId: 'f1' });
    const { page } = await openEmpty('en', 'offline');
    await waitFor(() => expect(greeting(page).dataset.visit).toBe('returning'));
  });

  it('counts a student with more such conversations than it reads as returning', async () => {
    for (let i = 0; i <= MAX_READ; i += 1)
      server().seed(`Lesson ${i}`, [], { lessonId: `y1-physics-1.u1-l${i + 1}` });
    const { page } = await openEmpty('en', 'offline');
    await waitFor(() => expect(greeting(page).dataset.visit).toBe('returning'));
    expect(server().callsTo('GET', /^\/conversations\/c/).length).toBeLessThanOrEqual(MAX_READ + 1);
  });
});
