import type { TMaterial, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { RULE_PROBLEM_MESSAGE, isLessonComplete, lessonAccess, ruleProblem } from '@halaqa/shared/completion-rules';
import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { displayNameOfKey, videoTypeOf } from '@halaqa/shared/file-keys';
import type { TCreateMaterialRequest, TUpdateMaterialRequest } from '@halaqa/shared/schemas/courses';
import type { Course, LessonProgress, Material } from '../../payload-types';
import { htmlFromRichText, richTextFromHtml } from '../content/rich-text';
import type { TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { submissionView } from './assignments';
import { deleteAssessmentWork } from './delete-assessment-work';
import { listComments } from './comments';
import { assertManager, courseRoleOf, findCourse } from './course-access';
import { stringList } from './course-shape';
import { findSubmission, latestAttempt, maxGradeOf } from './evidence-reads';
import { assertMayOpenLesson, findLessonOf, prerequisitesOf } from './lesson-reads';
import { courseCompletionOf, evidenceOf, progressOf, recordProgress, rulesOf } from './lesson-progress';
import { attemptView } from './quizzes/attempt-view';
import { questionViews } from './quizzes/question-views';
import { readCurriculum, type CurriculumLesson } from './reads/curriculum';

/** Lessons of a course (learning-content §3–§4): curriculum, player content, completion. */

async function lessonsOf(ctx: TenantContext, courseId: string): Promise<Material[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'materials', where: { course: { equals: courseId } }, sort: 'createdAt' });
  return docs;
}

/** A stored lesson, with the student's progress record, as the curriculum read gives lessons. */
function curriculumLessonOf(material: Material, own: Pick<LessonProgress, 'completed'> | undefined): CurriculumLesson {
  const { logic, rules } = rulesOf(material);
  return {
    id: material.id,
    name: material.name,
    type: material.type,
    estimatedTime: material.estimatedTime ?? null,
    difficulty: material.difficulty ?? null,
    tags: material.tags,
    featured: material.featured ?? null,
    allowPreview: material.allowPreview ?? null,
    visible: material.visible ?? null,
    commentsAllowed: material.commentsAllowed ?? null,
    order: material.order,
    publishedOrder: material.publishedOrder,
    logic,
    rules: rules as CurriculumLesson['rules'],
    prerequisites: prerequisitesOf(material),
    started: Boolean(own),
    completed: Boolean(own?.completed),
  };
}

function summaryOf(lesson: CurriculumLesson, completed: Set<string>, manager: boolean): TMaterialSummary {
  return {
    id: lesson.id,
    name: lesson.name,
    type: lesson.type,
    estimatedTime: lesson.estimatedTime ?? null,
    difficulty: lesson.difficulty ?? null,
    tags: stringList(lesson.tags),
    featured: Boolean(lesson.featured),
    allowPreview: Boolean(lesson.allowPreview),
    prerequisites: lesson.prerequisites,
    visible: lesson.visible !== false,
    commentsAllowed: lesson.commentsAllowed !== false,
    order: manager ? lesson.order : lesson.publishedOrder,
    publishedOrder: lesson.publishedOrder,
    completion: { logic: lesson.logic, rules: lesson.rules.map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })) },
    finishedmaterial: lesson.completed,
    access: lessonAccess(lesson.prerequisites, completed, { started: lesson.started, completed: lesson.completed }),
  };
}

/**
 * GET /api/courses/{id}/materials: the curriculum. Students see visible lessons in the
 * published order; managers see every lesson in their working order. One SQL statement.
 */
export async function listMaterials(ctx: TenantContext, actor: Actor | null, courseId: string): Promise<TMaterialSummary[]> {
  const curriculum = await readCurriculum(ctx, courseId, actor?.id ?? null);
  if (!curriculum) throw new AppError(AppErrorCode.NOT_FOUND);
  const manager = actor !== null && isCourseManager(actor, curriculum.managed);
  // Progress counts for registered students only (a manager's own test runs do not).
  const lessons = curriculum.registered ? curriculum.lessons : curriculum.lessons.map((lesson) => ({ ...lesson, started: false, completed: false }));
  const completed = new Set(lessons.filter((lesson) => lesson.completed).map((lesson) => lesson.id));
  const position = (lesson: CurriculumLesson) => (manager ? lesson.order : lesson.publishedOrder);
  return lessons
    .filter((lesson) => manager || lesson.visible !== false)
    .sort((a, b) => position(a) - position(b))
    .map((lesson) => summaryOf(lesson, completed, manager));
}

/**
 * GET /api/courses/{id}/materials/{m}: the lesson itself. Registered students (and managers)
 * open it; a visitor or anyone else only a lesson that allows preview. Opening it counts as
 * "viewed" for the student's completion rules.
 */
export async function getMaterial(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<TMaterial> {
  // The curriculum says who the viewer is to the course and their progress, in one statement.
  const [curriculum, material] = await Promise.all([
    readCurriculum(ctx, courseId, actor?.id ?? null),
    findInTenantOrNull(ctx, 'materials', [{ id: { equals: materialId } }, { course: { equals: courseId } }]),
  ]);
  if (!curriculum || !material) throw new AppError(AppErrorCode.NOT_FOUND);
  const role = { manager: actor !== null && isCourseManager(actor, curriculum.managed), registered: curriculum.registered };
  const completed = new Set(role.registered ? curriculum.lessons.filter((lesson) => lesson.completed).map((lesson) => lesson.id) : []);
  if (!role.manager && !role.registered) {
    if (material.visible === false) throw new AppError(AppErrorCode.NOT_FOUND);
    if (!material.allowPreview) throw new AppError(actor ? AppErrorCode.NOT_REGISTERED : AppErrorCode.NOT_SIGNED_IN);
  } else if (!role.manager) {
    if (material.visible === false) throw new AppError(AppErrorCode.NOT_FOUND);
    if (prerequisitesOf(material).some((id) => !completed.has(id))) throw new AppError(AppErrorCode.LESSON_LOCKED);
  }
  // Opening the lesson records "viewed"; its own record is the only progress that changes.
  const own = actor && role.registered && !role.manager ? await recordProgress(ctx, material, actor.id, { viewed: true }) : undefined;
  const before = curriculum.lessons.find((lesson) => lesson.id === material.id);
  const lesson = own ? curriculumLessonOf(material, own) : curriculumLessonOf(material, role.registered && before?.started ? { completed: before.completed } : undefined);
  if (own?.completed) completed.add(material.id);
  else if (own) completed.delete(material.id);
  const files = stringList(material.files);
  const attempt = actor && role.registered ? await latestAttempt(ctx, material.id, actor.id) : null;
  const submission = actor && role.registered ? await findSubmission(ctx, material.id, actor.id) : null;
  return {
    ...summaryOf(lesson, completed, role.manager),
    content: htmlFromRichText(material.content),
    quiz: questionViews(material, { manager: role.manager, submitted: Boolean(attempt && attempt.state !== 'inProgress') }),
    quiz_settings: {
      savequiz: material.quizSettings?.savequiz !== false,
      timeLimit: material.quizSettings?.timeLimit ?? null,
      accepting: material.quizSettings?.accepting !== false,
    },
    assignment_settings: {
      instructions: material.assignmentSettings?.instructions ?? '',
      max_grade: maxGradeOf(material),
      dueDate: material.assignmentSettings?.dueDate ?? null,
    },
    quizAttempt: attempt ? await attemptView(ctx, material, attempt) : null,
    submission: submission ? submissionView(material, submission) : null,
    files: files.map((key) => ({ key, name: displayNameOfKey(key) })),
    video: material.video ?? '',
    videoType: material.video ? videoTypeOf(material.video) : '',
    transcript: (material.transcript ?? []).map(({ start, end, text }) => ({ start, end, text })),
    comments: role.manager || role.registered ? await listComments(ctx, material.id) : [],
  };
}

type MaterialInput = TCreateMaterialRequest | TUpdateMaterialRequest;

async function assertPrerequisites(ctx: TenantContext, course: Course, prerequisites: string[], selfId?: string): Promise<void> {
  const unique = [...new Set(prerequisites)];
  if (unique.length === 0) return;
  const lessonIds = new Set((await lessonsOf(ctx, course.id)).map((material) => material.id));
  if (unique.some((id) => id === selfId || !lessonIds.has(id))) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.prerequisiteInvalid', field: 'prerequisites' });
  }
}

/** The contract's lesson fields → the stored ones; only the fields sent. */
async function materialDataOf(ctx: TenantContext, input: MaterialInput): Promise<Partial<Material>> {
  const { content, prerequisites, completion, transcript, quiz, quiz_settings, assignment_settings, ...plain } = input;
  const data: Partial<Material> = { ...plain };
  if (quiz !== undefined) data.quiz = quiz as Material['quiz'];
  if (quiz_settings !== undefined) data.quizSettings = { ...quiz_settings };
  if (assignment_settings !== undefined) {
    const { instructions, max_grade, dueDate } = assignment_settings;
    data.assignmentSettings = { instructions, maxGrade: max_grade, dueDate };
  }
  if (content !== undefined) data.content = (await richTextFromHtml(ctx.payload, content)) as Material['content'];
  if (prerequisites !== undefined) data.prerequisites = [...new Set(prerequisites)];
  if (transcript !== undefined) data.transcript = [...transcript].sort((a, b) => a.start - b.start);
  if (completion !== undefined) data.completion = { logic: completion.logic, rules: completion.rules.map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })) };
  return data;
}

/** POST /api/courses/{id}/materials: a manager adds a lesson at the end (visible at once). */
export async function createMaterial(ctx: TenantContext, actor: Actor, courseId: string, input: TCreateMaterialRequest): Promise<TMaterial> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  await assertPrerequisites(ctx, course, input.prerequisites ?? []);
  const lessons = await lessonsOf(ctx, course.id);
  const data = await materialDataOf(ctx, input);
  const created = await tenantDb(ctx).create({
    collection: 'materials',
    data: {
      ...data,
      course: course.id,
      name: input.name,
      type: input.type,
      order: input.order ?? Math.max(-1, ...lessons.map((material) => material.order)) + 1,
      publishedOrder: Math.max(-1, ...lessons.map((material) => material.publishedOrder)) + 1,
    } as never,
  });
  return getMaterial(ctx, actor, course.id, created.id);
}

/**
 * PUT /api/courses/{id}/materials/{m}: a manager changes the fields sent. A new `order` is
 * the working order; students see it once the course's order is published.
 */
export async function updateMaterial(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: TUpdateMaterialRequest): Promise<TMaterial> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (input.prerequisites) await assertPrerequisites(ctx, course, input.prerequisites, material.id);
  // Rules sent alone are checked against the stored type; a type sent alone against the stored rules.
  const type = input.type ?? material.type;
  const problem = ruleProblem(type, input.completion?.rules ?? rulesOf(material).rules);
  if (problem) throw new AppError(AppErrorCode.VALIDATION, { messageKey: RULE_PROBLEM_MESSAGE[problem.kind], field: 'completion.rules' });
  await tenantDb(ctx).update({ collection: 'materials', id: material.id, data: (await materialDataOf(ctx, input)) as never });
  return getMaterial(ctx, actor, course.id, material.id);
}

/** DELETE /api/courses/{id}/materials/{m}: the lesson with its progress, comments, likes, quiz attempts and submissions. */
export async function deleteMaterial(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    const { docs: comments } = await db.find({ collection: 'comments', where: { material: { equals: material.id } }, select: {} });
    if (comments.length > 0) {
      await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'comment' } }, { targetId: { in: comments.map((comment) => comment.id) } }] } });
    }
    await db.delete({ collection: 'comments', where: { material: { equals: material.id } } });
    await db.delete({ collection: 'lesson-progress', where: { material: { equals: material.id } } });
    await deleteAssessmentWork(ctx, { material: material.id }, req);
    await db.delete({ collection: 'materials', id: material.id });
  });
  return { ok: true };
}

/**
 * POST …/complete and /uncomplete: a registered student marks a lesson done or not done. A
 * mark that does not meet the lesson's rules is refused and nothing is written.
 */
export async function setLessonDone(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, done: boolean) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  if (!role.registered) throw new AppError(AppErrorCode.NOT_REGISTERED);
  await assertMayOpenLesson(ctx, { registered: true, manager: false, actor }, material, course);
  const current = (await progressOf(ctx, course.id, actor.id)).get(material.id);
  if (done && !isLessonComplete(rulesOf(material), await evidenceOf(ctx, material, actor.id, { viewed: Boolean(current?.viewed), markedDone: true }))) {
    throw new AppError(AppErrorCode.RULES_NOT_MET);
  }
  const progress = await recordProgress(ctx, material, actor.id, { markedDone: done });
  return { finishedmaterial: Boolean(progress.completed), courseCompletion: await courseCompletionOf(ctx, course.id, actor.id) };
}
