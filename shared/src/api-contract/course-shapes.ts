import { z } from 'zod';
import { COMPLETION_LOGICS, COMPLETION_RULE_TYPES } from '../completion-rules';
import { DIFFICULTIES, MATERIAL_TYPES, PRICE_UNITS } from '../schemas/courses';

/**
 * Reply shapes of the course calls (learning-content §3; the spec shows none, so these are our
 * design, documented in docs/api.md and the OpenAPI document). Rich text is HTML. Field names
 * the spec gives (course_id, enable_discussions, trainer_id, cert_config, finishedmaterial,
 * parentId, userid…) are kept exactly.
 */

export const ZPersonRef = z.object({ id: z.string(), name: z.string(), profilephoto: z.string() }).meta({ id: 'PersonRef' });

export const ZCourseCompletion = z.enum(['notAttempted', 'inProgress', 'completed']);

export const ZCourseCard = z
  .object({
    id: z.string(),
    course_id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.object({ price: z.number().meta({ description: 'Egyptian pounds (EGP).' }), per: z.enum(PRICE_UNITS) }),
    photo: z.string(),
    duration: z.string(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    unlisted: z.boolean(),
    trainer: ZPersonRef.nullable(),
    rating: z.object({ average: z.number(), count: z.number() }),
    students: z.number().meta({ description: 'Registered students.' }),
    lessons: z.number().meta({ description: 'Lessons students can see.' }),
  })
  .meta({ id: 'CourseCard' });
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZAnnouncement = z
  .object({ id: z.string(), title: z.string(), content: z.string(), date: z.string(), author: ZPersonRef })
  .meta({ id: 'Announcement' });
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZCourse = ZCourseCard.extend({
  longDescription: z.string(),
  showmaterial: z.array(z.string()),
  enable_discussions: z.boolean(),
  registrationAllowed: z.boolean(),
  trainer_id: z.string().nullable(),
  admins: z.array(ZPersonRef),
  cert_config: z.object({ score: z.number(), source: z.union([z.literal('*'), z.array(z.string())]) }),
  createdAt: z.string(),
  viewer: z
    .object({ registered: z.boolean(), favorite: z.boolean(), manager: z.boolean(), completion: ZCourseCompletion })
    .meta({ description: 'What the requesting user is to this course (all false for a visitor).' }),
  announcements: z.array(ZAnnouncement).meta({ description: 'Newest first; only for registered students and managers.' }),
}).meta({ id: 'Course' });
export type TCourse = z.infer<typeof ZCourse>;

export const ZMyCourse = ZCourseCard.extend({
  registered: z.boolean(),
  favorite: z.boolean(),
  completion: ZCourseCompletion,
  progress: z.object({ completed: z.number(), total: z.number() }),
}).meta({ id: 'MyCourse' });
export type TMyCourse = z.infer<typeof ZMyCourse>;

export const ZLessonAccess = z.enum(['locked', 'notStarted', 'inProgress', 'completed']);

const ZCompletionRules = z.object({
  logic: z.enum(COMPLETION_LOGICS),
  rules: z.array(z.object({ type: z.enum(COMPLETION_RULE_TYPES), minScore: z.number().nullable() })),
});

export const ZMaterialSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(MATERIAL_TYPES),
    estimatedTime: z.number().nullable(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    allowPreview: z.boolean(),
    prerequisites: z.array(z.string()),
    visible: z.boolean(),
    commentsAllowed: z.boolean(),
    order: z.number().meta({ description: 'Students: the published order. Managers: the working order, see `publishedOrder`.' }),
    publishedOrder: z.number(),
    section: z.string().nullable().meta({ description: 'The section the lesson is in (null: none). Students: as published. Managers: the working one, see `publishedSection`.' }),
    publishedSection: z.string().nullable(),
    completion: ZCompletionRules,
    finishedmaterial: z.boolean(),
    access: ZLessonAccess,
  })
  .meta({ id: 'MaterialSummary' });
export type TMaterialSummary = z.infer<typeof ZMaterialSummary>;

export const ZCourseSection = z
  .object({
    id: z.string(),
    title: z.string(),
    order: z.number().meta({ description: 'Students: the published order. Managers: the working order, see `publishedOrder`.' }),
    publishedOrder: z.number(),
    lessons: z.array(z.string()).meta({ description: 'Ids of its lessons the caller sees, in their order.' }),
    lessonCount: z.number(),
    minutes: z.number().meta({ description: 'Estimated minutes of those lessons added up; a lesson without an estimate adds nothing.' }),
    timedLessons: z.number().meta({ description: 'How many of them have an estimate (0: the section shows no duration).' }),
  })
  .meta({ id: 'CourseSection' });
export type TCourseSection = z.infer<typeof ZCourseSection>;

/** The course's curriculum for its managers, as PUT /api/courses/{id}/curriculum answers. */
export const ZCurriculum = z.object({ sections: z.array(ZCourseSection), lessons: z.array(ZMaterialSummary) }).meta({ id: 'Curriculum' });
export type TCurriculum = z.infer<typeof ZCurriculum>;

export const ZComment = z
  .object({
    id: z.string(),
    name: z.string(),
    content: z.string(),
    parentId: z.string().nullable(),
    likes: z.array(z.string()),
    photo: z.string(),
    userid: z.string(),
    date: z.string(),
    edited: z.boolean(),
    depth: z.number().meta({ description: 'Nesting depth; the list is flattened depth-first.' }),
  })
  .meta({ id: 'Comment' });
export type TComment = z.infer<typeof ZComment>;

export const ZQuestionView = z
  .object({
    type: z.enum(['single', 'multiple', 'text']),
    text: z.string(),
    required: z.boolean(),
    options: z.array(z.string()),
    score: z.number(),
    correct: z.union([z.array(z.number()), z.array(z.string())]).optional().meta({ description: 'Only for managers, and for a student after their attempt is submitted.' }),
    strict: z.boolean().optional(),
    explanation: z.string().optional().meta({ description: 'Issue #44, item 7: as `correct`, only for managers and after submitting; absent when the teacher wrote none.' }),
  })
  .meta({ id: 'QuestionView' });

export const ZQuizAttemptView = z
  .object({
    attempt: z.number(),
    state: z.enum(['inProgress', 'submitted', 'finalized']),
    startedAt: z.string(),
    submittedAt: z.string().nullable(),
    timeSpent: z.number().nullable().meta({ description: 'Seconds from start to submit.' }),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    retakeAllowed: z.boolean(),
    answers: z.array(z.object({ index: z.number(), answer: z.union([z.number(), z.array(z.number()), z.string()]) })),
    correct: z.array(z.boolean()).nullable().meta({ description: 'Per question, once submitted.' }),
    attemptsLeft: z.number().nullable().meta({ description: 'Issue #44, item 7: attempts the student may still start after this one; null for no limit.' }),
    passed: z.boolean().nullable().meta({ description: 'Once submitted, whether the score reaches the pass mark; null without one.' }),
    order: z
      .object({ questions: z.array(z.number()), options: z.array(z.array(z.number())) })
      .nullable()
      .meta({ description: 'A shuffled quiz: the question indexes in the order shown, and per question (by its index) its option indexes in that order; answers keep naming them by index. Null when nothing is shuffled.' }),
  })
  .meta({ id: 'QuizAttempt' });
export type TQuizAttemptView = z.infer<typeof ZQuizAttemptView>;

export const ZSubmissionView = z
  .object({
    id: z.string(),
    userId: z.string(),
    fileKeys: z.array(z.string()),
    text: z.string(),
    submittedAt: z.string(),
    state: z.enum(['submitted', 'graded']),
    grade: z.number().nullable(),
    feedback: z.string(),
    gradedAt: z.string().nullable(),
    overdue: z.boolean().meta({ description: 'Submitted after the due date.' }),
  })
  .meta({ id: 'Submission' });
export type TSubmissionView = z.infer<typeof ZSubmissionView>;

export const ZMaterial = ZMaterialSummary.extend({
  content: z.string(),
  quiz: z.array(ZQuestionView),
  quiz_settings: z.object({
    savequiz: z.boolean(),
    timeLimit: z.number().nullable(),
    accepting: z.boolean(),
    passMark: z.number().nullable(),
    attemptsAllowed: z.number().meta({ description: '0: no limit; 1: one attempt, retakes only when the teacher grants one.' }),
    shuffleQuestions: z.boolean(),
    shuffleOptions: z.boolean(),
  }),
  assignment_settings: z.object({ instructions: z.string(), max_grade: z.number(), dueDate: z.string().nullable() }),
  quizAttempt: ZQuizAttemptView.nullable().meta({ description: 'The caller’s latest attempt at the quiz.' }),
  submission: ZSubmissionView.nullable().meta({ description: 'The caller’s assignment submission.' }),
  files: z.array(z.object({ key: z.string(), name: z.string() })),
  video: z.string(),
  videoType: z.string(),
  transcript: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
  position: z.number().nullable().meta({ description: 'Where the registered student stopped in the video (seconds), saved by PUT …/position; null: from the start.' }),
  comments: z.array(ZComment),
}).meta({ id: 'Material' });
export type TMaterial = z.infer<typeof ZMaterial>;

export const ZForumReply = z
  .object({ id: z.string(), content: z.string(), likes: z.array(z.string()), user: ZPersonRef, date: z.string(), edited: z.boolean() })
  .meta({ id: 'ForumReply' });
export type TForumReply = z.infer<typeof ZForumReply>;

export const ZTopicSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    locked: z.boolean(),
    pinned: z.boolean(),
    edited: z.boolean(),
    likes: z.array(z.string()),
    replies: z.number(),
    user: ZPersonRef,
    date: z.string(),
  })
  .meta({ id: 'TopicSummary' });
export type TTopicSummary = z.infer<typeof ZTopicSummary>;

export const ZTopic = ZTopicSummary.extend({ replies: z.array(ZForumReply) }).meta({ id: 'Topic' });
export type TTopic = z.infer<typeof ZTopic>;

export const ZRating = z.object({ id: z.string(), rating: z.number(), notes: z.string(), user: ZPersonRef, date: z.string() }).meta({ id: 'Rating' });
export type TRating = z.infer<typeof ZRating>;

export const ZRatingSummary = z
  .object({ average: z.number(), count: z.number(), ratings: z.array(ZRating), mine: ZRating.nullable() })
  .meta({ id: 'RatingSummary' });
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

export const ZCourseUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profilephoto: z.string(),
    registeredAt: z.string(),
    progress: z.object({ completed: z.number(), total: z.number() }),
    completion: ZCourseCompletion,
  })
  .meta({ id: 'CourseUser' });
export type TCourseUser = z.infer<typeof ZCourseUser>;

export const ZLikesReply = z.object({ likes: z.array(z.string()) }).meta({ id: 'LikesReply' });
export const ZRegisteredReply = z.object({ registered: z.boolean() }).meta({ id: 'RegisteredReply' });
export const ZFavoriteReply = z.object({ favorite: z.boolean() }).meta({ id: 'FavoriteReply' });
export const ZCompletionReply = z
  .object({ finishedmaterial: z.boolean(), courseCompletion: ZCourseCompletion })
  .meta({ id: 'CompletionReply' });

export const ZVideoPositionReply = z.object({ position: z.number() }).meta({ id: 'VideoPositionReply' });

export const ZTeacherAnalytics = z
  .object({
    totals: z.object({ courses: z.number(), students: z.number(), registrations: z.number(), completions: z.number() }),
    courses: z.array(
      z.object({ id: z.string(), name: z.string(), registrations: z.number(), inProgress: z.number(), completions: z.number() }),
    ),
  })
  .meta({ id: 'TeacherAnalytics' });
export type TTeacherAnalytics = z.infer<typeof ZTeacherAnalytics>;
