import { z } from 'zod';
import type { TPriceUnit } from '../commerce-event';
import { COMPLETION_LOGICS, COMPLETION_RULE_TYPES, RULE_PROBLEM_MESSAGE, ruleProblem } from '../completion-rules';
import { isFileKey } from '../file-keys';
import { ZAssignmentSettings, ZQuiz, ZQuizSettings } from './assessment';

/**
 * Bodies of the course calls (learning-content §7, issue #5). Rich text travels as HTML and is
 * sanitised on the server. Unknown fields are refused, never ignored. PUT bodies are the same
 * objects with every field optional: only the fields sent change.
 */

export const PRICE_UNITS = ['week', 'month', 'session', 'year', 'day', 'lifetime'] as const satisfies readonly TPriceUnit[];
export const MATERIAL_TYPES = ['video', 'file', 'quiz', 'article', 'assignment', 'mixed'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

const invalid = { error: 'validation.invalidField' } as const;
const ZText = (max: number) => z.string(invalid).trim().max(max, invalid);
const ZHtml = z.string(invalid).max(200_000, invalid);
const ZFileKey = z.string(invalid).refine((key) => key === '' || isFileKey(key), { error: 'validation.fileKey' });
const ZId = z.uuid(invalid);

export const ZCourseName = z
  .string({ error: 'validation.courseNameRequired' })
  .trim()
  .min(1, { error: 'validation.courseNameRequired' })
  .max(150, { error: 'validation.courseNameTooLong' });

export const ZPrice = z.strictObject(
  {
    price: z.number(invalid).min(0, { error: 'validation.priceInvalid' }).max(1_000_000, { error: 'validation.priceInvalid' }),
    per: z.enum(PRICE_UNITS, { error: 'validation.priceUnitInvalid' }),
  },
  { error: 'validation.notEditable' },
);

export const ZCertConfig = z.strictObject(
  {
    score: z.number(invalid).int(invalid).min(-3, invalid).max(100, invalid),
    // '*' or entries "id:quiz" / "id:assignment" (the type defaults to quiz).
    source: z.union([z.literal('*'), z.array(ZText(80)).max(200, invalid)]),
  },
  { error: 'validation.notEditable' },
);

const courseFields = {
  name: ZCourseName,
  description: ZText(1000),
  longDescription: ZHtml,
  price: ZPrice,
  photo: ZFileKey,
  showmaterial: z.array(ZId).max(500, invalid),
  enable_discussions: z.boolean(invalid),
  unlisted: z.boolean(invalid),
  registrationAllowed: z.boolean(invalid),
  duration: ZText(100),
  difficulty: z.enum(DIFFICULTIES, invalid).nullable(),
  trainer_id: ZId.nullable(),
  admins: z.array(ZId).max(50, invalid),
  cert_config: ZCertConfig,
  /** The certificate designer's HTML with {{courseName}}, {{serviceName}}, {{userName}}, {{grade}}, {{percent}}. */
  certificateTemplate: z.string(invalid).max(100_000, invalid),
  /** The signature the default certificate design prints (issue #44, item 8): a public image of this site, '' for none. */
  certificateSignature: ZFileKey,
  /** The name printed under that signature; '' for the course's trainer. */
  certificateSigner: ZText(100),
};

/** POST /api/courses: a name is all that is required. */
export const ZCreateCourseRequest = z.strictObject(
  optional(courseFields, 'name'),
  { error: 'validation.notEditable' },
);
export type TCreateCourseRequest = z.infer<typeof ZCreateCourseRequest>;

/**
 * PUT /api/courses/{id}: any course field, plus `publishMaterialOrder: true`, which makes the
 * managers' current lesson order the one students see (§4: order changes need an explicit update).
 */
export const ZUpdateCourseRequest = z.strictObject(
  { ...optional(courseFields), publishMaterialOrder: z.literal(true, invalid).optional() },
  { error: 'validation.notEditable' },
);
export type TUpdateCourseRequest = z.infer<typeof ZUpdateCourseRequest>;

export const ZTranscriptSegment = z.strictObject(
  { start: z.number(invalid).min(0, invalid), end: z.number(invalid).min(0, invalid), text: ZText(2000) },
  { error: 'validation.notEditable' },
);
export type TTranscriptSegment = z.infer<typeof ZTranscriptSegment>;

/** The transcript problem's catalogue key, or null: start before end, and no overlaps (§5). */
export function transcriptProblem(segments: readonly TTranscriptSegment[]): string | null {
  if (segments.some((segment) => segment.start >= segment.end)) return 'validation.transcriptStartBeforeEnd';
  const sorted = [...segments].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.start < sorted[index - 1]!.end) return 'validation.transcriptOverlap';
  }
  return null;
}

const ZTranscript = z
  .array(ZTranscriptSegment)
  .max(5000, invalid)
  .superRefine((segments, context) => {
    const problem = transcriptProblem(segments);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const ZCompletion = z.strictObject(
  {
    logic: z.enum(COMPLETION_LOGICS, invalid),
    rules: z
      .array(
        z.strictObject(
          { type: z.enum(COMPLETION_RULE_TYPES, invalid), minScore: z.number(invalid).min(0, invalid).max(100, invalid).nullable().optional() },
          { error: 'validation.notEditable' },
        ),
      )
      .max(COMPLETION_RULE_TYPES.length * 2, invalid),
  },
  { error: 'validation.notEditable' },
);

const materialFields = {
  name: ZText(200).min(1, { error: 'validation.materialNameRequired' }),
  type: z.enum(MATERIAL_TYPES, { error: 'validation.materialTypeInvalid' }),
  content: ZHtml,
  files: z.array(ZFileKey).max(20, invalid),
  video: ZFileKey,
  transcript: ZTranscript,
  estimatedTime: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
  difficulty: z.enum(DIFFICULTIES, invalid),
  tags: z.array(ZText(40).min(1, invalid)).max(20, invalid),
  featured: z.boolean(invalid),
  allowPreview: z.boolean(invalid),
  prerequisites: z.array(ZId).max(50, invalid),
  visible: z.boolean(invalid),
  commentsAllowed: z.boolean(invalid),
  order: z.number(invalid).int(invalid).min(0, invalid).max(100_000, invalid),
  completion: ZCompletion,
  quiz: ZQuiz,
  quiz_settings: ZQuizSettings,
  assignment_settings: ZAssignmentSettings,
};

/** Completion rules must suit the lesson's type; checked where both are known. */
function refineRules(body: { type?: string; completion?: z.infer<typeof ZCompletion> }, context: z.RefinementCtx, materialType?: string) {
  const type = body.type ?? materialType;
  if (!type || !body.completion) return;
  const problem = ruleProblem(type, body.completion.rules);
  if (problem) context.addIssue({ code: 'custom', path: ['completion', 'rules'], message: RULE_PROBLEM_MESSAGE[problem.kind] });
}

/**
 * POST /api/courses/{id}/materials: name and type are required. `section`: the course's section
 * the lesson is added to, at its end (none: outside any section). Moving it later is the
 * curriculum order's business (ZCurriculumOrderRequest), so PUT has no `section`.
 */
export const ZCreateMaterialRequest = z
  .strictObject({ ...optional(materialFields, 'name', 'type'), section: ZId.nullable().optional() }, { error: 'validation.notEditable' })
  .superRefine((body, context) => refineRules(body, context));
export type TCreateMaterialRequest = z.infer<typeof ZCreateMaterialRequest>;

/** PUT /api/courses/{id}/materials/{m}: rule checks against the stored type happen in the service. */
export const ZUpdateMaterialRequest = z
  .strictObject({ ...optional(materialFields) }, { error: 'validation.notEditable' })
  .superRefine((body, context) => refineRules(body, context));
export type TUpdateMaterialRequest = z.infer<typeof ZUpdateMaterialRequest>;

/** A section's title (issue #14), in whatever language the course is written in. */
export const ZSectionTitle = z
  .string({ error: 'validation.sectionTitleRequired' })
  .trim()
  .min(1, { error: 'validation.sectionTitleRequired' })
  .max(200, invalid);
/** POST /api/courses/{id}/sections and PUT …/sections/{s}. */
export const ZSectionRequest = z.strictObject({ title: ZSectionTitle }, { error: 'validation.notEditable' });
export type TSectionRequest = z.infer<typeof ZSectionRequest>;

/**
 * PUT /api/courses/{id}/curriculum: the whole working order at once, the lessons outside any
 * section first, then every section with its lessons. It must name each lesson and section of the
 * course exactly once (shared/curriculum-outline's curriculumOrderProblem, checked by the service).
 */
export const ZCurriculumOrderRequest = z.strictObject(
  {
    lessons: z.array(ZId).max(2_000, invalid),
    sections: z.array(z.strictObject({ id: ZId, lessons: z.array(ZId).max(2_000, invalid) }, { error: 'validation.notEditable' })).max(500, invalid),
  },
  { error: 'validation.notEditable' },
);
export type TCurriculumOrderRequest = z.infer<typeof ZCurriculumOrderRequest>;

const ZPostContent = ZHtml.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { error: 'validation.contentRequired' });

/** POST …/comments {content, parentId, name}: `name` is accepted for the spec and ignored (the author's account name is shown). */
export const ZCreateCommentRequest = z.strictObject(
  { content: ZPostContent, parentId: ZId.nullable().optional(), name: ZText(100).optional() },
  { error: 'validation.notEditable' },
);
export const ZEditContentRequest = z.strictObject({ content: ZPostContent }, { error: 'validation.notEditable' });

const ZTitle = ZText(200).min(1, { error: 'validation.titleRequired' });
export const ZCreateTopicRequest = z.strictObject({ title: ZTitle, content: ZPostContent }, { error: 'validation.notEditable' });
export const ZUpdateTopicRequest = z.strictObject({ title: ZTitle.optional(), content: ZPostContent.optional() }, { error: 'validation.notEditable' });
export const ZLockRequest = z.strictObject({ locked: z.boolean(invalid) }, { error: 'validation.notEditable' });
export const ZPinRequest = z.strictObject({ pinned: z.boolean(invalid) }, { error: 'validation.notEditable' });
export const ZAnnouncementRequest = z.strictObject({ title: ZTitle, content: ZPostContent }, { error: 'validation.notEditable' });
export const ZUpdateAnnouncementRequest = z.strictObject({ title: ZTitle.optional(), content: ZPostContent.optional() }, { error: 'validation.notEditable' });

export const ZRatingRequest = z.strictObject(
  {
    rating: z.number({ error: 'validation.ratingInvalid' }).int({ error: 'validation.ratingInvalid' }).min(1, { error: 'validation.ratingInvalid' }).max(5, { error: 'validation.ratingInvalid' }),
    notes: ZText(2000).optional(),
  },
  { error: 'validation.notEditable' },
);

/** No lesson video is longer than a day: the bound for a position in a video whose length the server does not know. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;

/** PUT …/materials/{m}/position {seconds}: where the student stopped in the lesson's video. */
export const ZVideoPositionRequest = z.strictObject(
  {
    seconds: z
      .number({ error: 'validation.videoPosition' })
      .min(0, { error: 'validation.videoPosition' })
      .max(MAX_VIDEO_SECONDS, { error: 'validation.videoPosition' }),
  },
  { error: 'validation.notEditable' },
);

/** GET /api/courses/display?ids=a,b: at most the home page's five. */
export const ZDisplayIds = z
  .string(invalid)
  .transform((text) => text.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(80)).max(20, invalid));

/** Every field of `fields` optional except the ones named. */
function optional<T extends Record<string, z.ZodType>, K extends keyof T>(fields: T, ...required: K[]) {
  const result: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(fields)) result[key] = required.includes(key as K) ? schema : schema.optional();
  return result as { [P in keyof T]: P extends K ? T[P] : z.ZodOptional<T[P]> };
}
