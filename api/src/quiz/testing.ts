/**
 * Test helpers of the quiz engine: study material as a PDF's extraction gives it (lines, not
 * paragraphs) in English and Arabic, a file put in a student's tree through the store, and the right
 * (or a wrong) answer to a stored question in the shape a student sends.
 */
import { rightAnswerOf } from './grading.ts';
import type { Store } from '../store/index.ts';
import type { MaterialNodeDoc } from '../store/materials.ts';
import type { Answer, QuizText, StoredQuestion } from './types.ts';

/** Two pages about cells, cut into lines as a PDF's extraction gives them. */
export const ENGLISH_PAGES = [
  `Cell Structure
The cell is the basic unit of life. All living organisms are made of one or
more cells. The nucleus controls the activities of the cell and contains the
genetic material. The cell membrane surrounds the cell and controls what
enters and leaves it.
Mitochondria release energy from food during cellular respiration. Plant cells
have a cell wall made of cellulose, which gives the cell its shape. The
cytoplasm is the jelly-like fluid that fills the cell and holds the organelles.`,
  `Energy in Cells
Chloroplasts are the organelles where photosynthesis takes place in plant
cells. During photosynthesis, chloroplasts absorb light energy using
chlorophyll. Photosynthesis uses light energy to make glucose from carbon
dioxide and water. Ribosomes make proteins for the cell. Respiration
releases the energy stored in glucose so that the cell can use it. The
vacuole stores water and salts, and in plant cells it helps keep the cell
firm.`,
];

export const ARABIC_PAGES = [
  `بنية الخلية
الخلية هي الوحدة الأساسية للحياة، وتتكون جميع المخلوقات الحية من خلية واحدة
أو أكثر. تتحكم النواة في أنشطة الخلية وتحتوي على المادة الوراثية.
يحيط الغشاء البلازمي بالخلية ويتحكم في المواد التي تدخل إليها وتخرج منها.
تطلق الميتوكوندريا الطاقة من الغذاء في أثناء التنفس الخلوي.
تمتلك الخلية النباتية جدارًا خلويًا يتكون من السليلوز ويعطي الخلية شكلها.`,
  `الطاقة في الخلية
البلاستيدات الخضراء هي العضيات التي تحدث فيها عملية البناء الضوئي في الخلية النباتية.
تصنع الرايبوسومات البروتينات التي تحتاج إليها الخلية.
يستخدم البناء الضوئي الطاقة الضوئية لصنع الجلوكوز من ثاني أكسيد الكربون والماء.
في أثناء البناء الضوئي تمتص البلاستيدات الخضراء الطاقة الضوئية بواسطة الكلوروفيل.
يطلق التنفس الخلوي الطاقة المخزنة في الجلوكوز لكي تستخدمها الخلية.`,
];

/** A section holding a file whose extracted pages are `pages`, made through the store. */
export async function addFile(
  store: Store,
  userId: string,
  name: string,
  pages: readonly string[],
  options: { status?: MaterialNodeDoc['status']; parentId?: string; at?: string } = {},
): Promise<{ section: MaterialNodeDoc; file: MaterialNodeDoc }> {
  const at = options.at ?? '2025-03-01T08:00:00.000Z';
  const section = options.parentId
    ? ((await store.materials.get(userId, options.parentId)) as MaterialNodeDoc)
    : await store.materials.insert({
        userId,
        kind: 'section',
        name: 'Biology',
        color: '#D2E4E2',
        createdAt: at,
        updatedAt: at,
      });
  const file = await store.materials.insert({
    userId,
    kind: 'file',
    name,
    color: '#FFFFFF',
    parentId: section._id,
    mime: 'application/pdf',
    size: 1000,
    blobId: `blob-${name}`,
    status: options.status ?? 'ready',
    pageCount: pages.length,
    progress: 100,
    createdAt: at,
    updatedAt: at,
  });
  await store.materials.putPages(
    userId,
    file._id,
    pages.map((text, i) => ({ page: i + 1, text, ocr: false })),
  );
  return { section, file };
}

const textOf = (text: QuizText): string => ('text' in text ? text.text : text.en);

/** The right answer to a stored question, as a student would send it. */
export function rightAnswer(question: StoredQuestion): Answer {
  const right = rightAnswerOf(question);
  if (question.type === 'numeric') return String(right);
  if (question.type === 'short') return textOf(right as QuizText);
  return right as Answer;
}

/** An answer that is wrong (and scores 0 where partial credit exists). */
export function wrongAnswer(question: StoredQuestion): Answer {
  const right = rightAnswerOf(question);
  switch (question.type) {
    case 'single':
      return ((right as number) + 1) % question.options.length;
    case 'multiple': {
      const wrong = question.options.map((_, i) => i).filter((i) => !(right as number[]).includes(i));
      return wrong.length > 0 ? wrong : [0];
    }
    case 'truefalse':
      return !question.answer;
    case 'numeric':
      return String(question.answer + question.tolerance + 1000);
    case 'short':
      return 'zzzz';
    case 'matching':
    case 'ordering':
      // Every item moved by one place: none right.
      return (right as number[]).map((_, i, list) => list[(i + 1) % list.length] as number);
  }
}
