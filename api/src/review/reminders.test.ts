// The daily review reminder with a hand-moved clock, a real embedded store and the real notify()
// (in-process hub): once a Riyadh day, 16:00-21:00, only with due cards, governed by the 'lessons' toggle.
import { createLogger } from '../logger.ts';
import { createInProcessHub } from '../notifications/hub.ts';
import { createNotificationService, type NotificationService } from '../notifications/service.ts';
import { openStore, type Store } from '../store/index.ts';
import type { NotificationDoc } from '../store/notifications.ts';
import { defaultSettings } from '../store/settings.ts';
import { makeTempDir, manualClock, removeDir } from '../testing.ts';
import { cardCount, reviewReminderMessage } from './messages.ts';
import { inReminderWindow, startReviewReminders, type ReviewReminders } from './reminders.ts';
import { reviewScheduler } from './scheduler.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Riyadh is UTC+3: 16:00 there is 13:00 UTC.
const MORNING = '2025-03-01T06:00:00.000Z'; // 09:00 Riyadh
const WINDOW_OPENS = '2025-03-01T13:00:00.000Z'; // 16:00 Riyadh

const logger = createLogger('silent');
let dir: string;
let store: Store;
let time: ReturnType<typeof manualClock>;
let notifications: NotificationService;
let published: NotificationDoc[];
let reminders: ReviewReminders;

beforeEach(async () => {
  dir = await makeTempDir();
  store = await openStore(
    { dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  );
  time = manualClock(MORNING);
  const hub = createInProcessHub(logger);
  published = [];
  hub.subscribe((doc) => published.push(doc));
  notifications = createNotificationService({ store, hub, clock: time.clock, logger });
  reminders = startReviewReminders({ store, notifications, clock: time.clock, logger, everyMs: HOUR });
});
afterEach(async () => {
  reminders.stop();
  await notifications.close();
  await store.close();
  await removeDir(dir);
});

const setTime = (iso: string) => time.advance(Date.parse(iso) - time.clock().getTime());

/** `count` new cards (due at once) for the student. */
async function addCards(userId: string, count: number) {
  const now = time.clock();
  for (let i = 0; i < count; i += 1) {
    await store.reviewCards.add({
      userId,
      source: { kind: 'saved', id: `${userId}-${i}` },
      createdAt: now.toISOString(),
      ...reviewScheduler.newCard(now),
    });
  }
}

async function storedFor(userId: string) {
  return (await store.notifications.listPage(userId, { limit: 50 })).notifications;
}

test('the window is 16:00 to 20:59 in Riyadh', () => {
  expect(inReminderWindow(new Date('2025-03-01T12:59:59.999Z'))).toBe(false);
  expect(inReminderWindow(new Date('2025-03-01T13:00:00.000Z'))).toBe(true);
  expect(inReminderWindow(new Date('2025-03-01T17:59:59.999Z'))).toBe(true);
  expect(inReminderWindow(new Date('2025-03-01T18:00:00.000Z'))).toBe(false);
});

test('reminds a student with due cards once a Riyadh day, inside the window only', async () => {
  await addCards('sara', 3);
  expect(await reminders.runOnce()).toBe(0); // 09:00 Riyadh
  setTime('2025-03-01T12:59:00.000Z'); // 15:59
  expect(await reminders.runOnce()).toBe(0);
  expect(await storedFor('sara')).toEqual([]);

  setTime(WINDOW_OPENS);
  expect(await reminders.runOnce()).toBe(1);
  const [sent] = await storedFor('sara');
  expect(sent).toMatchObject({
    type: 'notification',
    category: 'lessons',
    read: false,
    seen: false,
    message: {
      en: 'You have 3 cards to review today. A short review session now helps you remember what you learned.',
      ar: 'لديك 3 بطاقات للمراجعة اليوم. جلسة مراجعة قصيرة الآن تساعدك على تثبيت ما تعلّمته.',
    },
  });
  expect(published.map((doc) => doc._id)).toEqual([sent?._id]);

  // Not again the same day, even later in the window.
  time.advance(2 * HOUR);
  expect(await reminders.runOnce()).toBe(0);
  // 21:00 Riyadh: the window is closed.
  setTime('2025-03-01T18:00:00.000Z');
  expect(await reminders.runOnce()).toBe(0);
  // Past midnight in Riyadh (21:00 UTC) it is another day, but the window opens only at 16:00.
  setTime('2025-03-01T21:30:00.000Z');
  expect(await reminders.runOnce()).toBe(0);
  setTime('2025-03-02T14:00:00.000Z');
  expect(await reminders.runOnce()).toBe(1);
  expect(await storedFor('sara')).toHaveLength(2);
});

test('no reminder without due cards', async () => {
  // Omar has no card; Lina's only card is graded and due in ten minutes.
  await addCards('lina', 1);
  const [card] = await store.reviewCards.listForUser('lina');
  if (!card) throw new Error('no card');
  setTime(WINDOW_OPENS);
  const graded = reviewScheduler.grade(card, 'good', time.clock());
  await store.reviewCards.saveReview(card._id, 'lina', 0, graded, time.clock().toISOString());
  expect(await reminders.runOnce()).toBe(0);
  expect(await storedFor('lina')).toEqual([]);
  expect(await storedFor('omar')).toEqual([]);

  // Once it is due, she is reminded: one card.
  time.advance(10 * MINUTE);
  expect(await reminders.runOnce()).toBe(1);
  expect((await storedFor('lina'))[0]?.message).toEqual({
    en: 'You have 1 card to review today. A short review session now helps you remember what you learned.',
    ar: 'لديك بطاقة واحدة للمراجعة اليوم. جلسة مراجعة قصيرة الآن تساعدك على تثبيت ما تعلّمته.',
  });
});

test('reminds every student with due cards in one round', async () => {
  await addCards('sara', 2);
  await addCards('omar', 25);
  await addCards('huda', 1);
  setTime(WINDOW_OPENS);
  await store.reviewCards.claimReminder('huda', '2025-03-01'); // reminded by another process
  expect(await reminders.runOnce()).toBe(2);
  expect((await storedFor('sara'))[0]?.message).toEqual(reviewReminderMessage(2));
  // 25 new cards, 20 of them startable today.
  expect((await storedFor('omar'))[0]?.message.en).toMatch(/^You have 20 cards to review today\./);
  expect((await storedFor('omar'))[0]?.message.ar).toMatch(/^لديك 20 بطاقة للمراجعة اليوم\./);
  expect(await storedFor('huda')).toEqual([]);
});

test('the lessons toggle off: the reminder is stored muted, neither streamed nor unread', async () => {
  await addCards('sara', 4);
  const { subscription: _subscription, ...editable } = defaultSettings();
  await store.settings.save(
    'sara',
    { ...editable, notifications: { ...editable.notifications, lessons: false } },
    time.clock().toISOString(),
  );
  setTime(WINDOW_OPENS);
  expect(await reminders.runOnce()).toBe(1);
  expect(await storedFor('sara')).toEqual([expect.objectContaining({ muted: true, read: true, seen: true })]);
  expect(published).toEqual([]);
  expect(await store.notifications.countUnseen('sara')).toBe(0);
  expect(await reminders.runOnce()).toBe(0);
});

test('a reminder that could not be stored is tried again in the next round', async () => {
  await addCards('sara', 2);
  setTime(WINDOW_OPENS);
  let failures = 1;
  const flaky = startReviewReminders({
    store,
    notifications: {
      notify: (userId, input) => {
        if (failures-- > 0) return Promise.reject(new Error('database unavailable'));
        return notifications.notify(userId, input);
      },
    },
    clock: time.clock,
    logger,
    everyMs: HOUR,
  });
  try {
    expect(await flaky.runOnce()).toBe(0);
    expect(await store.reviewCards.remindedOn('sara')).toBeNull();
    expect(await flaky.runOnce()).toBe(1);
    expect(await storedFor('sara')).toHaveLength(1);
  } finally {
    flaky.stop();
  }
});

test('Arabic counts agree with their noun', () => {
  expect([1, 2, 3, 10, 11, 99, 100, 103].map((n) => cardCount(n).ar)).toEqual([
    'بطاقة واحدة',
    'بطاقتان',
    '3 بطاقات',
    '10 بطاقات',
    '11 بطاقة',
    '99 بطاقة',
    '100 بطاقة',
    '103 بطاقات',
  ]);
  expect([1, 2, 21].map((n) => cardCount(n).en)).toEqual(['1 card', '2 cards', '21 cards']);
});
