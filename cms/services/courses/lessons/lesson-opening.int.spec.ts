import { hasAccess } from '@halaqa/shared/access-period';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { lessonOpening, type LessonOpening } from '@halaqa/shared/lesson-opening';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { openMaterial } from './open-material';
import { submitAnswer } from '../assessment/quizzes/submit-answer';
import { saveVideoPosition } from '../progress/save-video-position';

/**
 * Issue #40, item 8: one table of cases through shared/lesson-opening's rule and through the SQL
 * that decides the same on the real database: the lesson page's read (registration and progress
 * in one statement), and a quiz answer and a video's saved position, whose INSERTs decide
 * registration and prerequisites in the statement that writes. Each case is its own course, so no case sees another's rows.
 */

type Registration = 'none' | 'for good' | 'until tomorrow' | 'ended yesterday';

interface Case {
  name: string;
  manager?: boolean;
  registration: Registration;
  visible?: boolean;
  allowPreview?: boolean;
  /** The quiz waits for another lesson, and whether the person completed that one. */
  prerequisite?: 'done' | 'not done';
  expected: LessonOpening;
}

const CASES: Case[] = [
  { name: 'a registered student', registration: 'for good', expected: 'open' },
  { name: 'a student who paid until tomorrow', registration: 'until tomorrow', expected: 'open' },
  { name: 'a student whose paid access ended', registration: 'ended yesterday', expected: 'notRegistered' },
  { name: 'someone not registered', registration: 'none', expected: 'notRegistered' },
  { name: 'someone not registered, on a preview lesson', registration: 'none', allowPreview: true, expected: 'preview' },
  { name: 'a student whose access ended, on a preview lesson', registration: 'ended yesterday', allowPreview: true, prerequisite: 'not done', expected: 'preview' },
  { name: 'a student before the prerequisite', registration: 'for good', prerequisite: 'not done', expected: 'locked' },
  { name: 'a student before the prerequisite of a preview lesson', registration: 'until tomorrow', allowPreview: true, prerequisite: 'not done', expected: 'locked' },
  { name: 'a student after the prerequisite', registration: 'until tomorrow', prerequisite: 'done', expected: 'open' },
  { name: 'a student whose access ended, after the prerequisite', registration: 'ended yesterday', prerequisite: 'done', expected: 'notRegistered' },
  { name: 'a registered student, on a hidden lesson', registration: 'for good', visible: false, expected: 'hidden' },
  { name: 'someone not registered, on a hidden preview lesson', registration: 'none', visible: false, allowPreview: true, expected: 'hidden' },
  { name: 'a manager, on a hidden lesson before its prerequisite', manager: true, registration: 'none', visible: false, prerequisite: 'not done', expected: 'open' },
  { name: 'a registered manager, before the prerequisite', manager: true, registration: 'for good', prerequisite: 'not done', expected: 'open' },
];

const DAY = 24 * 60 * 60 * 1000;
const accessUntil: Record<Exclude<Registration, 'none'>, string | null> = {
  'for good': null,
  'until tomorrow': new Date(Date.now() + DAY).toISOString(),
  'ended yesterday': new Date(Date.now() - DAY).toISOString(),
};

let payload: Payload;
let site: TenantContext;
let owner: User;

const create = <T = { id: string }>(collection: string, data: Record<string, unknown>) =>
  // Test fixture written around the accessor; the row names its site's tenant itself.
  payload.create({ collection: collection as never, data: { tenant: site.tenant.id, ...data } as never, depth: 0, overrideAccess: true }) as Promise<T>;

/** A course of its own for the case: a first lesson, the quiz lesson the case is about, the person and their rows. */
async function arrange(c: Case, index: number) {
  const person = await create<User>('users', { email: `person-${index}@lesson-opening.test`, name: `Person ${index}` });
  const course = await create('courses', { name: `Case ${index}`, trainer: owner.id, admins: c.manager ? [person.id] : [] });
  const first = await create('materials', { course: course.id, name: 'First', type: 'article' });
  const quiz = await create('materials', {
    course: course.id,
    name: 'Quiz',
    type: 'quiz',
    quiz: [{ type: 'single', text: 'Which letter is first?', options: ['Alif', 'Ba'], correct: [0] }],
    // A video too, so that its position can be saved (no stored file: its length is unknown).
    video: 'public/materials/1/a1b2_letters.webm',
    visible: c.visible ?? true,
    allowPreview: c.allowPreview ?? false,
    prerequisites: c.prerequisite ? [first.id] : [],
  });
  if (c.registration !== 'none') await create('registrations', { course: course.id, user: person.id, accessUntil: accessUntil[c.registration] });
  if (c.prerequisite === 'done') await create('lesson-progress', { course: course.id, material: first.id, user: person.id, viewed: true, markedDone: true, completed: true, completedAt: new Date().toISOString() });
  // An attempt already open (started while access held, say), so that only the rule decides whether an answer lands.
  await create('quiz-attempts', { course: course.id, material: quiz.id, user: person.id, attempt: 1, state: 'inProgress', startedAt: new Date().toISOString() });
  const completed = new Set(c.prerequisite === 'done' ? [first.id] : []);
  const registered = c.registration !== 'none' && hasAccess(accessUntil[c.registration]);
  const lesson = { visible: c.visible, allowPreview: c.allowPreview, prerequisites: c.prerequisite ? [first.id] : [] };
  return { person, courseId: course.id, quizId: quiz.id, facts: { manager: Boolean(c.manager), registered, completed }, lesson };
}

/** The reason an API refusal stands for. */
function reasonOf(error: unknown): LessonOpening {
  if (!(error instanceof AppError)) throw error;
  const reasons: Partial<Record<string, LessonOpening>> = {
    [AppErrorCode.NOT_FOUND]: 'hidden',
    [AppErrorCode.LESSON_LOCKED]: 'locked',
    [AppErrorCode.NOT_REGISTERED]: 'notRegistered',
  };
  const reason = reasons[error.code];
  if (!reason) throw error;
  return reason;
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const { createTenant } = await import('../../tenants/create-tenant');
  const created = await createTenant(payload, { domain: 'lesson-opening.localhost', name: 'Lesson opening', ownerEmail: 'owner@lesson-opening.localhost', ownerPassword: 'secret1', plan: 'enterprise' });
  site = { payload, tenant: created.tenant as Tenant };
  owner = created.owner as User;
});

describe('who may open a lesson: the rule and the SQL agree', () => {
  it.each(CASES.map((c, index) => [c.name, c, index] as const))('%s', async (_name, c, index) => {
    const { person, courseId, quizId, facts, lesson } = await arrange(c, index);
    const rule = lessonOpening(facts, lesson);
    expect(rule).toBe(c.expected);

    // The lesson page: who the person is to the course, read in one statement, then the rule.
    const opened = await openMaterial(site, person, courseId, quizId).then(
      ({ viewer }) => (facts.manager || viewer.registered ? 'open' : 'preview'),
      reasonOf,
    );
    expect(opened).toBe(rule);

    // A quiz answer is a student's part (a manager is one only if registered), and a preview does
    // not let anyone take part: saved exactly when the rule opens the lesson to the student.
    const asStudent = lessonOpening({ ...facts, manager: false }, lesson);
    const answered = await submitAnswer(site, person, courseId, quizId, { index: 0, answer: 0 }).then(() => 'open' as const, reasonOf);
    expect(answered).toBe(asStudent === 'preview' ? 'notRegistered' : asStudent);
    const positioned = await saveVideoPosition(site, person, courseId, quizId, 3).then(() => 'open' as const, reasonOf);
    expect(positioned).toBe(asStudent === 'preview' ? 'notRegistered' : asStudent);
  });
});
