// Review cards over the real embedded store: one card per student and source, gradings that refuse a
// stale card, the due-student walk of the reminders, and the reminders' ledger.
import { reviewScheduler } from '../review/scheduler.ts';
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { createReviewCardRepository, type NewReviewCard, type ReviewCardRepository } from './review-cards.ts';
import type { Database } from './types.ts';

const START = new Date('2025-03-01T08:00:00.000Z');

let dir: string;
let db: Database;
let cards: ReviewCardRepository;

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  cards = await createReviewCardRepository(db);
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

const newCard = (
  userId: string,
  id: string,
  kind: 'saved' | 'quiz' = 'saved',
  now = START,
): NewReviewCard => ({
  userId,
  source: { kind, id },
  createdAt: now.toISOString(),
  ...reviewScheduler.newCard(now),
});

test('adds one card per student and source, also when two adds race', async () => {
  const first = await cards.add(newCard('sara', 's1'));
  expect(first.created).toBe(true);
  expect(first.card).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{28}$/),
    userId: 'sara',
    source: { kind: 'saved', id: 's1' },
    createdAt: START.toISOString(),
    due: START.toISOString(),
    fsrs: expect.objectContaining({ state: 0, reps: 0 }),
    updatedAt: START.toISOString(),
  });
  const again = await cards.add(newCard('sara', 's1'));
  expect(again).toEqual({ card: first.card, created: false });

  const raced = await Promise.all([
    cards.add(newCard('sara', 'q1', 'quiz')),
    cards.add(newCard('sara', 'q1', 'quiz')),
  ]);
  expect(raced.filter((r) => r.created)).toHaveLength(1);
  expect(raced[0].card._id).toBe(raced[1].card._id);

  // The same id under the other kind, or for another student, is another card.
  expect((await cards.add(newCard('sara', 's1', 'quiz'))).created).toBe(true);
  expect((await cards.add(newCard('omar', 's1'))).created).toBe(true);
  expect(await cards.listForUser('sara')).toHaveLength(3);
  expect(await cards.listForUser('omar')).toHaveLength(1);
});

test('finds a card only for its student and deletes only the student’s cards', async () => {
  const { card } = await cards.add(newCard('sara', 's1'));
  expect(await cards.findForUser(card._id, 'sara')).toEqual(card);
  expect(await cards.findForUser(card._id, 'omar')).toBeNull();
  expect(await cards.deleteForUser('omar', [card._id])).toBe(0);
  expect(await cards.deleteForUser('sara', [])).toBe(0);
  expect(await cards.deleteForUser('sara', [card._id])).toBe(1);
  expect(await cards.listForUser('sara')).toEqual([]);
});

test('saves a grading from the current state only, and marks the first one', async () => {
  const { card } = await cards.add(newCard('sara', 's1'));
  const gradedAt = new Date(START.getTime() + 60_000);
  const next = reviewScheduler.grade(card, 'good', gradedAt);
  const saved = await cards.saveReview(card._id, 'sara', 0, next, gradedAt.toISOString());
  expect(saved).toEqual({
    ...card,
    due: next.due,
    fsrs: next.fsrs,
    firstReviewedAt: gradedAt.toISOString(),
    updatedAt: gradedAt.toISOString(),
  });
  // The same grading again (a second click) is refused: the card has one review now.
  expect(await cards.saveReview(card._id, 'sara', 0, next, gradedAt.toISOString())).toBeNull();
  // Another student cannot grade it.
  expect(await cards.saveReview(card._id, 'omar', 1, next, gradedAt.toISOString())).toBeNull();

  const laterAt = new Date(next.due);
  const later = reviewScheduler.grade(next, 'good', laterAt);
  const second = await cards.saveReview(card._id, 'sara', 1, later, laterAt.toISOString());
  expect(second?.fsrs.reps).toBe(2);
  expect(second?.firstReviewedAt).toBe(gradedAt.toISOString());
  expect(second?.updatedAt).toBe(laterAt.toISOString());
});

test('walks the students with a card due now, in id order', async () => {
  const now = new Date(START.getTime() + 60 * 60_000);
  await cards.add(newCard('b-omar', 's1'));
  await cards.add(newCard('a-sara', 's1'));
  await cards.add(newCard('a-sara', 's2'));
  // Due only tomorrow.
  await cards.add(newCard('c-lina', 's1', 'saved', new Date(START.getTime() + 24 * 60 * 60_000)));
  await cards.add(newCard('d-huda', 's1'));

  const walked: string[] = [];
  for (let user = await cards.nextUserWithDueCard(now.toISOString()); user !== null;) {
    walked.push(user);
    user = await cards.nextUserWithDueCard(now.toISOString(), user);
  }
  expect(walked).toEqual(['a-sara', 'b-omar', 'd-huda']);
  expect(await cards.nextUserWithDueCard(new Date(START.getTime() - 1).toISOString())).toBeNull();
});

test('the reminders’ ledger: one claim per student and day, released on failure', async () => {
  expect(await cards.remindedOn('sara')).toBeNull();
  expect(await cards.claimReminder('sara', '2025-03-01')).toBe(true);
  expect(await cards.remindedOn('sara')).toBe('2025-03-01');
  expect(await cards.claimReminder('sara', '2025-03-01')).toBe(false);
  // Two processes claiming at once: one wins.
  const raced = await Promise.all([
    cards.claimReminder('omar', '2025-03-01'),
    cards.claimReminder('omar', '2025-03-01'),
  ]);
  expect(raced.filter(Boolean)).toHaveLength(1);

  // The next day moves the stored day on.
  expect(await cards.claimReminder('sara', '2025-03-02')).toBe(true);
  expect(await cards.remindedOn('sara')).toBe('2025-03-02');
  // A release only undoes the day it names.
  await cards.releaseReminder('sara', '2025-03-01');
  expect(await cards.remindedOn('sara')).toBe('2025-03-02');
  await cards.releaseReminder('sara', '2025-03-02');
  expect(await cards.remindedOn('sara')).toBeNull();
  expect(await cards.claimReminder('sara', '2025-03-02')).toBe(true);
});

test('the unique index survives a reopen of the datafile', async () => {
  await cards.add(newCard('sara', 's1'));
  await db.close();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  cards = await createReviewCardRepository(db);
  expect((await cards.add(newCard('sara', 's1'))).created).toBe(false);
  expect(await cards.listForUser('sara')).toHaveLength(1);
});
