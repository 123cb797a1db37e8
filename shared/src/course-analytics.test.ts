import { describe, expect, it } from 'vitest';
import { isTimeZone, ZCourseAnalyticsQuery } from './api-contract/course-analytics';
import { daysSince, percentOf, progressPercent, quizFailed, riskReasons, type QuizOutcome, type StudentStanding } from './course-analytics';

const NOW = new Date('2026-11-26T12:00:00Z');
const quiz = (percent: number, passPercent: number | null = null): QuizOutcome => ({ lessonId: 'q1', lesson: 'Makharij quiz', percent, passPercent });
const standing = (over: Partial<StudentStanding>): StudentStanding => ({ lastActivity: '2026-11-26T08:00:00Z', completed: false, quizzes: [], ...over });

describe('students at risk', () => {
  it.each([
    ['active today', standing({}), []],
    ['idle 6 days and 23 hours', standing({ lastActivity: '2026-11-19T13:00:00Z' }), []],
    ['idle exactly 7 days', standing({ lastActivity: '2026-11-19T12:00:00Z' }), [{ kind: 'inactive', days: 7 }]],
    ['idle 8 days', standing({ lastActivity: '2026-11-18T09:00:00Z' }), [{ kind: 'inactive', days: 8 }]],
    ['below the default pass mark', standing({ quizzes: [quiz(40)] }), [{ kind: 'failedQuiz', lessonId: 'q1', lesson: 'Makharij quiz', percent: 40 }]],
    ['at the default pass mark', standing({ quizzes: [quiz(50)] }), []],
    ['below the lesson’s own minimum', standing({ quizzes: [quiz(70, 80)] }), [{ kind: 'failedQuiz', lessonId: 'q1', lesson: 'Makharij quiz', percent: 70 }]],
    ['above a low minimum of the lesson', standing({ quizzes: [quiz(30, 20)] }), []],
    ['idle and failing', standing({ lastActivity: '2026-11-10T00:00:00Z', quizzes: [quiz(10)] }), [{ kind: 'inactive', days: 16 }, { kind: 'failedQuiz', lessonId: 'q1', lesson: 'Makharij quiz', percent: 10 }]],
    ['idle and failing, but done with the course', standing({ lastActivity: '2026-11-10T00:00:00Z', quizzes: [quiz(10)], completed: true }), []],
  ])('%s', (_, given, expected) => {
    expect(riskReasons(given, NOW)).toEqual(expected);
  });

  it('fails a quiz strictly below its mark', () => {
    expect([quizFailed({ percent: 49.9, passPercent: null }), quizFailed({ percent: 0, passPercent: 0 }), quizFailed({ percent: 99, passPercent: 100 })]).toEqual([true, false, true]);
  });

  it('counts whole days, never below 0', () => {
    expect([daysSince('2026-11-26T11:59:00Z', NOW), daysSince('2026-11-25T12:00:00Z', NOW), daysSince('2026-11-27T00:00:00Z', NOW)]).toEqual([0, 1, 0]);
  });
});

describe('progress and percents', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [4, 3, 100],
  ])('%i of %i lessons is %i%%', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });

  it('gives a score as a percent with one decimal, null without a maximum', () => {
    expect([percentOf(1, 3), percentOf(18, 20), percentOf(0, 5), percentOf(3, 0)]).toEqual([33.3, 90, 0, null]);
  });
});

describe('the analytics query', () => {
  it.each([
    ['UTC', true],
    ['Africa/Cairo', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Etc/GMT+5', true],
    ['+02:00', false],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ["Africa/Cairo'; DROP TABLE users; --", false],
  ])('takes %j as a time zone: %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });

  it('defaults to the last 30 days, by day, in UTC, and reads numbers from the query string', () => {
    expect(ZCourseAnalyticsQuery.parse({})).toEqual({ days: 30, interval: 'day', tz: 'UTC' });
    expect(ZCourseAnalyticsQuery.parse({ days: '7', interval: 'week', tz: 'Asia/Tokyo' })).toEqual({ days: 7, interval: 'week', tz: 'Asia/Tokyo' });
    expect(ZCourseAnalyticsQuery.safeParse({ days: '7.5' }).success).toBe(false);
  });
});
