/**
 * The tutor's provider, chosen by configuration: the OpenAI-compatible provider when OPENAI_BASE_URL
 * or OPENAI_API_KEY is set, else the embedded offline study engine (retrieval over the student's
 * saved content and uploaded files, the bilingual glossary, OCR of photos). The chat shows which one
 * answers.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Store } from '../store/index.ts';
import { materialSearchFor } from '../materials/search-index.ts';
import { loadGlossary } from './glossary.ts';
import { createMaterialsKnowledge } from './knowledge/materials.ts';
import { createSavedContentKnowledge } from './knowledge/saved-content.ts';
import { createImageReader } from './offline/ocr.ts';
import { createOfflineProvider } from './providers/offline.ts';
import { loadCatalogue, type Catalogue } from '../courses/catalogue.ts';
import { createQuizService } from '../quiz/service.ts';
import { warmCurriculum } from './knowledge/curriculum.ts';
import { offlineCurriculum } from './curriculum-search.ts';
import { warmUpMaths } from './offline/maths/index.ts';
import { createOpenAIProvider } from './providers/openai.ts';
import type { TutorProvider } from './types.ts';

export function createTutorProvider(
  config: Pick<Config, 'openai'>,
  deps: { store: Store; logger: Logger; catalogue?: Catalogue },
): TutorProvider {
  const { baseUrl, apiKey, model } = config.openai;
  if (baseUrl !== undefined || apiKey !== undefined) {
    return createOpenAIProvider({
      ...(baseUrl === undefined ? {} : { baseUrl }),
      ...(apiKey === undefined ? {} : { apiKey }),
      ...(model === undefined ? {} : { model }),
      logger: deps.logger,
    });
  }
  // The OCR worker starts on the first photo, not here.
  const reader = createImageReader({ logger: deps.logger });
  const catalogue = deps.catalogue ?? loadCatalogue();
  // The maths library's first call compiles its parser (~0.2 s): done now, not on a student's question.
  setImmediate(() => {
    try {
      warmUpMaths();
    } catch (err) {
      deps.logger.warn({ err }, 'The maths solver could not be warmed up');
    }
  });
  // The lessons' index is built in the background now, so the first question does not wait for it.
  warmCurriculum(catalogue).catch((err: unknown) => deps.logger.warn({ err }, 'The curriculum index failed'));
  const quiz = createQuizService({
    store: deps.store,
    clock: () => new Date(),
    logger: deps.logger,
    catalogue: () => catalogue,
  });
  return createOfflineProvider({
    knowledge: [
      createSavedContentKnowledge(deps.store.savedContents),
      // The same index as GET /search and the file grounding (one per store), found on first use.
      createMaterialsKnowledge(() => materialSearchFor(deps.store.materials)),
    ],
    glossary: loadGlossary(),
    curriculum: offlineCurriculum(deps.store, catalogue),
    // "Quiz me on …": through the quiz engine, as POST /quizzes does.
    createQuiz: (userId, input, signal) => quiz.create(userId, input, signal),
    readImage: (image, signal) => reader.readImage(image, signal),
    logger: deps.logger,
    close: () => reader.close(),
  });
}
