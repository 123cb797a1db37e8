import { CERT_ALL_FINISHED } from '@halaqa/shared/certificate-eligibility';
import type { DemoCourse } from '../demo-course';

/**
 * The demo's lifetime course. Its name and description are English, as the course is meant for
 * English speakers starting Arabic; its lessons are in Arabic, with an English line where a
 * beginner needs one.
 */
export const ARABIC_FOR_BEGINNERS: DemoCourse = {
  course: {
    name: 'Arabic for Beginners',
    description: 'Read and write your first Arabic sentences.',
    longDescription:
      '<p>دورة قصيرة لمن يبدأ تعلّم العربية: تتعرّف فيها الحروف وأصواتها، ثم تكتب جملك الأولى.</p>' +
      '<p>A short course for those starting Arabic: the letters and their sounds, then your first sentences.</p>',
    price: { price: 250, per: 'lifetime' },
    difficulty: 'beginner',
    cert_config: { score: CERT_ALL_FINISHED, source: '*' },
  },
  sections: [
    {
      title: 'الحروف وأصواتها',
      lessons: [
        {
          name: 'الحروف العربية',
          type: 'article',
          estimatedTime: 8,
          allowPreview: true,
          content:
            '<p>تتألّف الأبجدية العربية من ثمانية وعشرين حرفًا، وتُكتب من اليمين إلى اليسار. (The Arabic alphabet has twenty-eight letters, written from right to left.)</p>' +
            '<p>تتصل أكثر الحروف بما بعدها داخل الكلمة، فيتغيّر شكلها قليلًا بحسب موضعها في أول الكلمة أو وسطها أو آخرها. انظر إلى حرف الباء: <strong>بـ</strong> في «بيت»، و<strong>ـبـ</strong> في «صبر»، و<strong>ـب</strong> في «قلب».</p>' +
            '<p>وستة حروف لا تتصل بما بعدها أبدًا: ا د ذ ر ز و. (Six letters never join the letter after them.)</p>',
        },
        {
          name: 'الحاء والهاء',
          type: 'video',
          estimatedTime: 3,
          transcript: [
            { start: 0, end: 4, text: 'مرحبًا بكم. نتعلّم في هذا الدرس الفرق بين الحاء والهاء.' },
            { start: 4, end: 8, text: 'الحاء تخرج من وسط الحلق، كما في كلمة «حُبّ».' },
            { start: 8, end: 12, text: 'أمّا الهاء فتخرج من أقصى الحلق، كما في كلمة «هُدى».' },
            { start: 12, end: 16, text: 'ردِّد الكلمتين ببطء، ولاحظ موضع خروج كلٍّ منهما.' },
          ],
        },
      ],
    },
    {
      title: 'جملتك الأولى',
      lessons: [
        {
          name: 'الجملة الاسمية',
          type: 'article',
          estimatedTime: 10,
          content:
            '<p>الجملة الاسمية جملة تبدأ باسم، ولها ركنان: <strong>المبتدأ</strong> وهو ما نتحدّث عنه، و<strong>الخبر</strong> وهو ما نقوله عنه. (A nominal sentence starts with a noun and has two parts: the subject, <em>mubtada’</em>, what we speak about, and the predicate, <em>khabar</em>, what we say about it.)</p>' +
            '<ul><li>البيتُ كبيرٌ.</li><li>الكتابُ جديدٌ.</li><li>الجوُّ جميلٌ.</li></ul>' +
            '<p>لاحظ أن المبتدأ والخبر مرفوعان، وأن المبتدأ يكون في الغالب معرّفًا بـ«ال»، والخبر نكرة.</p>',
        },
        {
          name: 'اختبار: الحروف والجملة',
          type: 'quiz',
          estimatedTime: 5,
          content: '<p>أسئلة قصيرة عمّا تعلّمته في الدروس السابقة.</p>',
          quiz: [
            { type: 'single', text: 'كم عدد حروف الأبجدية العربية؟', required: true, options: ['ستة وعشرون', 'ثمانية وعشرون', 'ثلاثون'], correct: [1] },
            { type: 'multiple', text: 'اختر الحروف التي لا تتصل بما بعدها.', options: ['د', 'ب', 'و', 'س', 'ر'], correct: [0, 2, 4] },
            { type: 'single', text: 'من أين تخرج الهاء؟', options: ['من أقصى الحلق', 'من وسط الحلق', 'من الشفتين'], correct: [0] },
            { type: 'text', text: 'ما المبتدأ في جملة «الكتابُ جديدٌ»؟', correct: ['الكتاب'] },
          ],
          quiz_settings: { savequiz: true },
          completion: { logic: 'all', rules: [{ type: 'quizTaken' }] },
        },
        {
          name: 'واجب: عرّف بنفسك',
          type: 'assignment',
          estimatedTime: 15,
          assignment_settings: {
            instructions: 'اكتب ثلاث جمل اسمية تعرّف فيها بنفسك، مثل: «اسمي سارة. أنا طالبةٌ. بيتي قريبٌ.»، ثم اذكر المبتدأ والخبر في كل جملة.',
            max_grade: 10,
          },
          completion: { logic: 'all', rules: [{ type: 'assignmentSubmitted' }, { type: 'assignmentGraded', minScore: 50 }] },
        },
      ],
    },
  ],
};
