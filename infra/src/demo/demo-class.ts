import { findUserByEmail } from '@halaqa/cms/services/accounts/find-user-by-email';
import { requestCourseCertificate } from '@halaqa/cms/services/certificates/request-certificate';
import type { TenantContext } from '@halaqa/cms/services/context';
import { gradeSubmission } from '@halaqa/cms/services/courses/assessment/assignments/grade-submission';
import { rate } from '@halaqa/cms/services/courses/catalogue/rate-course';
import { register } from '@halaqa/cms/services/courses/people/register';
import { tenantDb } from '@halaqa/cms/services/tenant-db';
import type { Actor } from '@halaqa/cms/services/users/actor';
import { ZGradeRequest } from '@halaqa/shared/schemas/assessment';
import { ZRatingRequest } from '@halaqa/shared/schemas/courses';
import type { BuiltCourse } from './build-demo-course';
import { handInAssignment, studyLesson } from './demo-study';

export interface DemoClass {
  teacher: Actor;
  /** Finishes the course: every lesson, a graded assignment, the certificate and a review. */
  student: Actor;
  /** Halfway through: the first lessons, and an assignment handed in that waits for the teacher. */
  classmate: Actor;
}

const STUDENT_ESSAY =
  'اخترت موقف التحكيم في وضع الحجر الأسود: كادت القبائل تقتتل، فاختار النبي ﷺ حلًّا أشرك فيه الجميع فرضي به كل واحد منهم. ' +
  'أتعلّم من هذا الموقف أن أبحث عند الخلاف عن حلّ يحفظ حقّ كل طرف، وأن الثقة التي يكسبها الإنسان بصدقه وأمانته تجعل الناس يقبلون رأيه.';
const STUDENT_GRADE = { grade: 9, feedback: 'أحسنتِ اختيار الموقف وربطه بواقعك. أضيفي في المرة القادمة مثالًا من حياتك اليومية.' };
const STUDENT_REVIEW = { rating: 5, notes: 'دروس قصيرة وواضحة، والاختبار في آخرها يثبّت المعلومات.' };

const CLASSMATE_ESSAY = 'اخترت هجرة المسلمين إلى الحبشة. تعلّمت منها أن الصبر لا يعني الاستسلام، وأن المسلم يبحث عن مكان يعيش فيه دينه بأمان ويعدل فيه الحاكم.';
const CLASSMATE_REVIEW = { rating: 4, notes: 'دورة مفيدة، وأتمنى لو كانت فيها مقاطع فيديو أكثر.' };
/** The lessons (besides the assignment) the classmate has finished so far, from the start of the course. */
const CLASSMATE_LESSONS_DONE = 4;

/**
 * The free course's students, through the calls they would make on the site: registration, the
 * lessons, the quiz and the assignment, the teacher's grade, the certificate and the reviews. It
 * is the free one because access to a priced course comes only with a paid order, which the demo
 * leaves to whoever tries the cart. Every call may be made again after an interrupted seed:
 * registering, marking done, the same grade, the certificate and a review change nothing twice,
 * and a quiz taken or work handed in is not done again (demo-study.ts).
 */
export async function seedDemoClass(ctx: TenantContext, { teacher, student, classmate }: DemoClass, course: BuiltCourse): Promise<void> {
  const assignment = course.lessons.find(({ lesson }) => lesson.type === 'assignment')!;
  const others = course.lessons.filter((lesson) => lesson !== assignment);

  await register(ctx, student, course.id);
  for (const lesson of others) await studyLesson(ctx, student, course.id, lesson);
  const submissionId = await handInAssignment(ctx, student, course.id, assignment, STUDENT_ESSAY);
  await gradeSubmission(ctx, teacher, course.id, assignment.id, submissionId, ZGradeRequest.parse(STUDENT_GRADE));
  await requestCourseCertificate(ctx, student, course.id);
  await rate(ctx, student, 'courses', course.id, ZRatingRequest.parse(STUDENT_REVIEW));

  await register(ctx, classmate, course.id);
  for (const lesson of others.slice(0, CLASSMATE_LESSONS_DONE)) await studyLesson(ctx, classmate, course.id, lesson);
  await handInAssignment(ctx, classmate, course.id, assignment, CLASSMATE_ESSAY);
  // Last, as demoClassSeeded expects.
  await rate(ctx, classmate, 'courses', course.id, ZRatingRequest.parse(CLASSMATE_REVIEW));
}

/** Whether seedDemoClass ran to its end, whose last step is the classmate's review. */
export async function demoClassSeeded(ctx: TenantContext, classmateEmail: string): Promise<boolean> {
  const classmate = await findUserByEmail(ctx, classmateEmail);
  return classmate !== null && (await tenantDb(ctx).count({ collection: 'ratings', where: { user: { equals: classmate.id } } })) > 0;
}
