import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { holdsAssignment } from '@halaqa/shared/assignment-status';
import type { MaterialType } from '@halaqa/shared/schemas/courses';

/**
 * What the player shows of a lesson, in order (learning-content §3 material types): an article
 * shows its text, a video its player, a file lesson its downloads, and a mixed lesson every part
 * it has (a quiz when it has questions or a quiz rule; an assignment when it has instructions
 * or an assignment rule).
 */
export type LessonPart = 'article' | 'video' | 'files' | 'quiz' | 'assignment';

const PARTS_OF_TYPE: Record<MaterialType, LessonPart[]> = {
  article: ['article'],
  video: ['video'],
  file: ['files'],
  // A quiz or assignment lesson may carry an introduction or instructions as its text.
  quiz: ['article', 'quiz'],
  assignment: ['article', 'assignment'],
  mixed: ['article', 'video', 'files', 'quiz', 'assignment'],
};

const QUIZ_RULES = new Set(['quizTaken', 'quizScore']);

type LessonContent = Pick<TMaterial, 'type' | 'content' | 'video' | 'files' | 'completion' | 'assignment_settings' | 'quiz'>;

function has(part: LessonPart, lesson: LessonContent): boolean {
  const rules = lesson.completion.rules.map((rule) => rule.type);
  switch (part) {
    case 'article':
      return lesson.content.replace(/<[^>]*>/g, '').trim() !== '' || /<(img|iframe|video|audio)\b/i.test(lesson.content);
    case 'video':
      return lesson.video !== '';
    case 'files':
      return lesson.files.length > 0;
    case 'quiz':
      return lesson.type === 'quiz' || lesson.quiz.length > 0 || rules.some((rule) => QUIZ_RULES.has(rule));
    case 'assignment':
      // The same test the server applies before it takes a submission.
      return holdsAssignment({ type: lesson.type, instructions: lesson.assignment_settings.instructions, ruleTypes: rules });
  }
}

/** The parts to show; empty when the lesson has no content yet. */
export function lessonParts(lesson: LessonContent): LessonPart[] {
  return PARTS_OF_TYPE[lesson.type].filter((part) => has(part, lesson));
}
