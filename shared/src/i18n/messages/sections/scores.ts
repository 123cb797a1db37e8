import type { SectionLanguage } from './section-language';

/**
 * The `scores` section of the catalogue in all four languages, kept in one file so a feature's
 * texts are written and reviewed together. `en` gives the shape; the others must match it.
 */
const en = {
  myTitle: 'My scores',
  userTitle: 'Scores of {{name}}',
  intro: 'Quiz and assignment results, course by course.',
  othersIntro: 'Quiz and assignment results in the courses you manage.',
  noCourses: 'No courses yet.',
  noResults: 'No quiz or assignment results in this course yet.',
  lesson: 'Lesson',
  kind: 'Type',
  result: 'Result',
  status: 'Status',
  kinds: { quiz: 'Quiz', assignment: 'Assignment' },
  states: {
    quiz: { submitted: 'Submitted', finalized: 'Final' },
    assignment: { submitted: 'Waiting for a grade', graded: 'Graded' },
  },
  outOf: '{{score}} / {{max}} ({{percent}} %)',
  notGraded: 'Not graded yet',
};

export const scoresMessages: Record<SectionLanguage, typeof en> = {
  en,
  ar: {
    myTitle: 'درجاتي',
    userTitle: 'درجات {{name}}',
    intro: 'نتائج الاختبارات والواجبات، دورةً دورة.',
    othersIntro: 'نتائج الاختبارات والواجبات في الدورات التي تديرها.',
    noCourses: 'لا توجد دورات بعد.',
    noResults: 'لا توجد نتائج اختبارات أو واجبات في هذه الدورة بعد.',
    lesson: 'الدرس',
    kind: 'النوع',
    result: 'النتيجة',
    status: 'الحالة',
    kinds: { quiz: 'اختبار', assignment: 'واجب' },
    states: {
      quiz: { submitted: 'تم التسليم', finalized: 'نهائي' },
      assignment: { submitted: 'بانتظار التقييم', graded: 'تم التقييم' },
    },
    outOf: '{{score}} / {{max}} ({{percent}} %)',
    notGraded: 'لم يُقيَّم بعد',
  },
  es: {
    myTitle: 'Mis puntuaciones',
    userTitle: 'Puntuaciones de {{name}}',
    intro: 'Resultados de cuestionarios y tareas, curso por curso.',
    othersIntro: 'Resultados de cuestionarios y tareas en los cursos que gestionas.',
    noCourses: 'Todavía no hay cursos.',
    noResults: 'Todavía no hay resultados de cuestionarios ni de tareas en este curso.',
    lesson: 'Lección',
    kind: 'Tipo',
    result: 'Resultado',
    status: 'Estado',
    kinds: { quiz: 'Cuestionario', assignment: 'Tarea' },
    states: {
      quiz: { submitted: 'Enviado', finalized: 'Definitivo' },
      assignment: { submitted: 'Pendiente de nota', graded: 'Calificada' },
    },
    outOf: '{{score}} / {{max}} ({{percent}} %)',
    notGraded: 'Sin calificar todavía',
  },
  fr: {
    myTitle: 'Mes scores',
    userTitle: 'Scores de {{name}}',
    intro: 'Résultats des quiz et des devoirs, cours par cours.',
    othersIntro: 'Résultats des quiz et des devoirs dans les cours que vous gérez.',
    noCourses: 'Pas encore de cours.',
    noResults: 'Pas encore de résultat de quiz ni de devoir dans ce cours.',
    lesson: 'Leçon',
    kind: 'Type',
    result: 'Résultat',
    status: 'État',
    kinds: { quiz: 'Quiz', assignment: 'Devoir' },
    states: {
      quiz: { submitted: 'Envoyé', finalized: 'Définitif' },
      assignment: { submitted: 'En attente de note', graded: 'Noté' },
    },
    outOf: '{{score}} / {{max}} ({{percent}} %)',
    notGraded: 'Pas encore noté',
  },
};
