// Points per event and their daily caps.
import type { LearningEventDoc, LearningEventType } from '../store/learning-events.ts';
import { activePoints, eventPoints, POINTS, quizPercent, quizPoints, reviewPoints } from './points.ts';

const event = (type: LearningEventType, fields: Partial<LearningEventDoc> = {}): LearningEventDoc => ({
  _id: 'e1',
  userId: 'sara',
  type,
  at: '2025-10-01T08:00:00.000Z',
  ...fields,
});

test('a completed lesson earns 10; enrolling and reading earn nothing', () => {
  expect(eventPoints(event('lesson-completed'), {})).toBe(10);
  expect(eventPoints(event('lesson-completed'), { l: 40, p: 400 })).toBe(10);
  expect(eventPoints(event('enrolled'), {})).toBe(0);
  expect(eventPoints(event('lesson-read'), {})).toBe(0);
});

test('a quiz earns round(10 × score / maxScore), at least 1', () => {
  expect(quizPoints(5, 5, 0)).toBe(10);
  expect(quizPoints(3, 5, 0)).toBe(6);
  expect(quizPoints(2.5, 10, 0)).toBe(3); // 2.5 rounds up
  expect(quizPoints(0, 5, 0)).toBe(1);
  expect(quizPoints(-6, 9, 0)).toBe(1); // a negative certainty-based score
  expect(quizPoints(3, 0, 0)).toBe(1);
  expect(eventPoints(event('quiz-submitted', { score: 7, maxScore: 10 }), {})).toBe(7);
});

test('only the first 10 quizzes of a day earn points', () => {
  expect(quizPoints(5, 5, 9)).toBe(10);
  expect(quizPoints(5, 5, 10)).toBe(0);
  expect(eventPoints(event('quiz-submitted', { score: 5, maxScore: 5 }), { q: 10 })).toBe(0);
});

test('a quiz percent has one decimal and stays within 0-100', () => {
  expect(quizPercent(2, 3)).toBe(66.7);
  expect(quizPercent(-2, 3)).toBe(0);
  expect(quizPercent(4, 3)).toBe(100);
  expect(quizPercent(undefined, 3)).toBe(0);
});

test('reviews earn 1 each, at most 20 a day', () => {
  expect(reviewPoints(0)).toBe(1);
  expect(reviewPoints(19)).toBe(1);
  expect(reviewPoints(20)).toBe(0);
  const day = { r: 0 };
  let total = 0;
  for (let i = 0; i < 30; i += 1) {
    total += eventPoints(event('review-done', { cardId: 'c', rating: 'good' }), day);
    day.r += 1;
  }
  expect(total).toBe(POINTS.reviewsPerDay);
});

test('active time earns 1 per full 10 minutes of the day', () => {
  expect(activePoints(0, 599)).toBe(0);
  expect(activePoints(599, 600)).toBe(1);
  expect(activePoints(590, 1250)).toBe(2);
  // One minute at a time for an hour: 6 points, whatever the order of the reports.
  let seconds = 0;
  let total = 0;
  for (let i = 0; i < 60; i += 1) {
    total += eventPoints(event('active-time', { seconds: 60, kind: 'lesson' }), { s: seconds });
    seconds += 60;
  }
  expect(total).toBe(6);
  expect(eventPoints(event('active-time', { seconds: -5, kind: 'lesson' }), { s: 599 })).toBe(0);
});
