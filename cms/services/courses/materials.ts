import type { TMaterial, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { RULE_PROBLEM_MESSAGE, isLessonComplete, ruleProblem } from '@halaqa/shared/completion-rules';
import { isCourseManager } from '@halaqa/shared/course-management';
import { lessonOpening } from '@halaqa/shared/lesson-opening';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { displayNameOfKey, videoTypeOf } from '@halaqa/shared/file-keys';
import type { TCreateMaterialRequest, TUpdateMaterialRequest } from '@halaqa/shared/schemas/courses';
import type { Course, Material } from '../../payload-types';
import { richTextFromHtml } from '../content/rich-text';
import { idOf, type TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { submissionView } from './assignments';
import { deleteAssessmentWork } from './delete-assessment-work';
import { commentThread } from './conversations/comments/comment-thread';
import { assertManager, courseRoleOf, findCourse } from './course-access';
import { stringList } from './course-shape';
import { findSubmission, latestAttempt, maxGradeOf } from './evidence-reads';
import { assertMayOpenLesson, assertOpens, findLessonOf, openingLessonOf, prerequisitesOf } from './lesson-reads';
import { courseCompletionOf, evidenceOf, progressOf, recordProgress, rulesOf } from './lesson-progress';
import { attemptView } from './quizzes/attempt-view';
import { questionViews } from './quizzes/question-views';
import { completedIn, lessonsSeenBy, progressCounted, summaryOf } from './curriculum-view';
import { keptCurriculum, keptLesson } from './reads/course-content-cache';
import { readCourseViewer, readLessonViewer, type CourseViewer } from './reads/course-viewer';
import type { CurriculumLesson } from './reads/curriculum';

/** Lessons of a course (learning-content §3–§4): curriculum, player content, completion. */

async function lessonsOf(ctx: TenantContext, courseId: string): Promise<Material[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'materials', where: { course: { equals: courseId } }, sort: 'createdAt' });
  return docs;
}

/** A stored lesson as the curriculum read gives lessons. */
function curriculumLessonOf(material: Material): CurriculumLesson {
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
    section: idOf(material.section),
    publishedSection: idOf(material.publishedSection),
    logic,
    rules: rules as CurriculumLesson['rules'],
    prerequisites: prerequisitesOf(material),
  };
}

/**
 * GET /api/courses/{id}/materials: the curriculum. Students see visible lessons in the
 * published order; managers see every lesson in their working order. One SQL statement.
 */
export async function listMaterials(ctx: TenantContext, actor: Actor | null, courseId: string): Promise<TMaterialSummary[]> {
  const [curriculum, viewer] = await Promise.all([keptCurriculum(ctx, courseId), readCourseViewer(ctx, courseId, actor?.id ?? null)]);
  if (!curriculum) throw new AppError(AppErrorCode.NOT_FOUND);
  return lessonsSeenBy(curriculum, viewer, actor !== null && isCourseManager(actor, curriculum.managed));
}

/**
 * GET /api/courses/{id}/materials/{m}: the lesson itself, as shared/lesson-opening opens it:
 * registered students (and managers) open it; a visitor or anyone else only reads a lesson that
 * allows preview. Opening it counts as "viewed" for the student's completion rules.
 */
export async function getMaterial(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<TMaterial> {
  return (await openMaterial(ctx, actor, courseId, materialId)).lesson;
}

/**
 * getMaterial, with what the viewer is to the course once the lesson is open (their progress
 * includes this visit), for the lesson page, which shows the course around the lesson. The course
 * and lesson are kept (reads/course-content-cache); the viewer and the lesson's comments are one
 * statement, and a lesson opened before, without a quiz or an assignment, reads nothing more.
 */
export async function openMaterial(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<{ lesson: TMaterial; viewer: CourseViewer }> {
  const [curriculum, { viewer, comments }, kept] = await Promise.all([
    keptCurriculum(ctx, courseId),
    readLessonViewer(ctx, courseId, materialId, actor?.id ?? null),
    keptLesson(ctx, courseId, materialId),
  ]);
  if (!curriculum || !kept) throw new AppError(AppErrorCode.NOT_FOUND);
  const { material, contentHtml } = kept;
  const role = { manager: actor !== null && isCourseManager(actor, curriculum.managed), registered: viewer.registered };
  const progress = progressCounted(viewer);
  const completed = completedIn(progress);
  assertOpens(lessonOpening({ ...role, completed }, openingLessonOf(material)), { signedIn: actor !== null, preview: 'reads' });
  // Opening the lesson records "viewed"; its own record is the only progress that changes.
  const student = actor && role.registered && !role.manager ? actor : null;
  const own = student ? await recordProgress(ctx, material, student.id, { viewed: true }, progress[material.id] ?? null) : undefined;
  const seen = own ? { ...viewer, progress: { ...viewer.progress, [material.id]: own } } : viewer;
  const ownCompletion = own ? own.completed : progress[material.id]?.completed;
  if (own?.completed) completed.add(material.id);
  else if (own) completed.delete(material.id);
  const files = stringList(material.files);
  // Only lessons that hold a quiz or an assignment have attempts or submissions to show (lesson-parts).
  const attempt = actor && role.registered && (material.type === 'quiz' || material.type === 'mixed') ? await latestAttempt(ctx, material.id, actor.id) : null;
  const submission = actor && role.registered && (material.type === 'assignment' || material.type === 'mixed') ? await findSubmission(ctx, material.id, actor.id) : null;
  const lesson: TMaterial = {
    ...summaryOf(curriculumLessonOf(material), ownCompletion, completed, role.manager),
    content: contentHtml,
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
    comments: role.manager || role.registered ? commentThread(comments) : [],
  };
  return { lesson, viewer: seen };
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

/** POST /api/courses/{id}/materials: a manager adds a lesson at the end, or at the end of a section of the course (visible at once). */
export async function createMaterial(ctx: TenantContext, actor: Actor, courseId: string, input: TCreateMaterialRequest): Promise<TMaterial> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  await assertPrerequisites(ctx, course, input.prerequisites ?? []);
  const { section: sectionId, ...fields } = input;
  // Added to a section: at its end, for students too (a new lesson is visible at once).
  const section = sectionId ? await findInTenantOrNull(ctx, 'course-sections', [{ id: { equals: sectionId } }, { course: { equals: course.id } }]) : null;
  if (sectionId && !section) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.sectionInvalid', field: 'section' });
  const lessons = await lessonsOf(ctx, course.id);
  const data = await materialDataOf(ctx, fields);
  const created = await tenantDb(ctx).create({
    collection: 'materials',
    data: {
      ...data,
      course: course.id,
      name: input.name,
      type: input.type,
      order: input.order ?? Math.max(-1, ...lessons.map((material) => material.order)) + 1,
      publishedOrder: Math.max(-1, ...lessons.map((material) => material.publishedOrder)) + 1,
      section: section?.id ?? null,
      publishedSection: section?.id ?? null,
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
  await assertMayOpenLesson(ctx, actor, { ...role, manager: false }, material, course);
  const current = (await progressOf(ctx, course.id, actor.id)).get(material.id);
  if (done && !isLessonComplete(rulesOf(material), await evidenceOf(ctx, material, actor.id, { viewed: Boolean(current?.viewed), markedDone: true }))) {
    throw new AppError(AppErrorCode.RULES_NOT_MET);
  }
  const progress = await recordProgress(ctx, material, actor.id, { markedDone: done });
  return { finishedmaterial: Boolean(progress.completed), courseCompletion: await courseCompletionOf(ctx, course.id, actor.id) };
}
