import { CERT_ALL_FINISHED } from '@halaqa/shared/certificate-eligibility';
import type { DemoCourse } from '../demo-course';

/** The demo's monthly course: the rules of the sākin nūn and of natural prolongation, then a recitation to hand in. */
export const TAJWEED_CIRCLE: DemoCourse = {
  course: {
    name: 'Tajweed Circle',
    description: 'Weekly recitation practice with feedback.',
    longDescription: '<p>حلقة أسبوعية لتحسين التلاوة: نتعلّم في كل أسبوع حكمًا من أحكام التجويد، ثم تسجّل تلاوتك ويعلّق عليها المعلّم.</p>',
    price: { price: 120, per: 'month' },
    difficulty: 'beginner',
    cert_config: { score: CERT_ALL_FINISHED, source: '*' },
  },
  sections: [
    {
      title: 'أحكام النون الساكنة والتنوين',
      lessons: [
        {
          name: 'الإظهار والإدغام',
          type: 'article',
          estimatedTime: 10,
          allowPreview: true,
          content:
            '<p>للنون الساكنة والتنوين أربعة أحكام بحسب الحرف الذي يليهما: الإظهار، والإدغام، والإقلاب، والإخفاء.</p>' +
            '<p><strong>الإظهار</strong>: أن تُنطق النون واضحةً بلا غنّة زائدة إذا جاء بعدها حرف من حروف الحلق الستة: الهمزة والهاء والعين والحاء والغين والخاء، مثل: «مَنْ آمَنَ» و«عَذَابٌ أَلِيمٌ».</p>' +
            '<p><strong>الإدغام</strong>: أن تُدخل النون في الحرف الذي بعدها فيصيرا حرفًا واحدًا مشدّدًا، وحروفه ستة تجمعها كلمة «يرملون». ويكون بغنّة مع حروف «ينمو»، وبغير غنّة مع اللام والراء، مثل: «مِنْ رَبِّهِمْ».</p>',
        },
        {
          name: 'الإقلاب والإخفاء',
          type: 'video',
          estimatedTime: 3,
          transcript: [
            { start: 0, end: 4, text: 'نكمل اليوم أحكام النون الساكنة والتنوين بحكمين: الإقلاب والإخفاء.' },
            { start: 4, end: 8, text: 'الإقلاب: إذا جاء بعد النون الساكنة حرف الباء قُلبت ميمًا مخفاةً بغنّة، مثل «مِنْ بَعْدِ».' },
            { start: 8, end: 12, text: 'والإخفاء نطقٌ بين الإظهار والإدغام مع الغنّة، ويكون عند الحروف الخمسة عشر الباقية.' },
            { start: 12, end: 16, text: 'ومثاله: «مِنْ قَبْلِ» و«أَنْتُمْ». ردِّدهما بعد المعلّم.' },
          ],
        },
      ],
    },
    {
      title: 'المدود',
      lessons: [
        {
          name: 'المدّ الطبيعي',
          type: 'article',
          estimatedTime: 8,
          content:
            '<p>المدّ إطالة الصوت بحرف من حروف المدّ الثلاثة: الألف الساكنة وقبلها فتحة، والواو الساكنة وقبلها ضمّة، والياء الساكنة وقبلها كسرة، وتجمعها كلمة «نُوحِيهَا».</p>' +
            '<p>والمدّ الطبيعي هو الذي لا تقوم ذات الحرف إلا به، ولا يتوقّف على سبب من همز أو سكون، ومقداره حركتان، مثل: «قَالَ» و«يَقُولُ» و«قِيلَ».</p>',
        },
        {
          name: 'اختبار: النون الساكنة والمدود',
          type: 'quiz',
          estimatedTime: 5,
          content: '<p>راجع أحكام هذه الحلقة قبل أن تبدأ.</p>',
          quiz: [
            { type: 'single', text: 'ما حكم النون الساكنة إذا جاء بعدها حرف الباء؟', required: true, options: ['الإظهار', 'الإقلاب', 'الإخفاء'], correct: [1] },
            { type: 'single', text: 'كم عدد حروف الإظهار الحلقي؟', options: ['أربعة', 'ستة', 'خمسة عشر'], correct: [1] },
            { type: 'multiple', text: 'اختر حروف الإدغام بغنّة.', options: ['ي', 'ل', 'ن', 'م', 'ر', 'و'], correct: [0, 2, 3, 5] },
            { type: 'single', text: 'ما مقدار المدّ الطبيعي؟', options: ['حركة واحدة', 'حركتان', 'أربع حركات'], correct: [1] },
          ],
          quiz_settings: { savequiz: true },
          completion: { logic: 'all', rules: [{ type: 'quizTaken' }] },
        },
        {
          name: 'واجب: تلاوة سورة الإخلاص',
          type: 'assignment',
          estimatedTime: 15,
          assignment_settings: {
            instructions: 'اقرأ سورة الإخلاص مراعيًا أحكام النون الساكنة والتنوين والمدود، وسجّل تلاوتك وأرفق الملف، ثم اكتب حكم التنوين في قوله تعالى: «كُفُوًا أَحَدٌ».',
            max_grade: 10,
          },
          completion: { logic: 'all', rules: [{ type: 'assignmentSubmitted' }, { type: 'assignmentGraded', minScore: 50 }] },
        },
      ],
    },
  ],
};
