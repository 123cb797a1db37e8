import type { SectionLanguage } from './section-language';

/**
 * The `gradingInbox` section: the teacher area's "To grade" inbox (issue #14), where a teacher
 * grades submitted assignments and scores written quiz answers across every course they manage.
 */
const en = {
  title: 'To grade',
  intro: 'Work your students handed in that waits for you, oldest first.',
  waiting: 'Waiting: {{count}}',
  empty: 'Nothing is waiting to be graded.',
  assignment: 'Assignment',
  quiz: 'Written quiz answer',
  course: 'Course',
  student: 'Student',
  submittedAt: 'Handed in',
  openAssignment: 'Open the lesson',
  openQuiz: 'Open the quiz results',
  answers: 'The student’s answers',
  done: 'Saved for {{name}}. Left to grade: {{count}}.',
};

export const gradingInboxMessages: Record<SectionLanguage, typeof en> = {
  en,
  ar: {
    title: 'للتصحيح',
    intro: 'الأعمال التي سلّمها طلابك وتنتظرك، الأقدم أولًا.',
    waiting: 'بانتظار التصحيح: {{count}}',
    empty: 'لا يوجد ما ينتظر التصحيح.',
    assignment: 'واجب',
    quiz: 'إجابة مكتوبة في اختبار',
    course: 'الدورة',
    student: 'الطالب',
    submittedAt: 'تاريخ التسليم',
    openAssignment: 'فتح الدرس',
    openQuiz: 'فتح نتائج الاختبار',
    answers: 'إجابات الطالب',
    done: 'تم الحفظ لـ {{name}}. المتبقي للتصحيح: {{count}}.',
  },
  es: {
    title: 'Por calificar',
    intro: 'Los trabajos que entregaron tus estudiantes y que te esperan, los más antiguos primero.',
    waiting: 'Pendientes: {{count}}',
    empty: 'No hay nada pendiente de calificar.',
    assignment: 'Tarea',
    quiz: 'Respuesta escrita de un cuestionario',
    course: 'Curso',
    student: 'Estudiante',
    submittedAt: 'Entregado el',
    openAssignment: 'Abrir la lección',
    openQuiz: 'Abrir los resultados del cuestionario',
    answers: 'Las respuestas del estudiante',
    done: 'Guardado para {{name}}. Quedan por calificar: {{count}}.',
  },
  fr: {
    title: 'À noter',
    intro: 'Les travaux rendus par vos élèves qui vous attendent, les plus anciens d’abord.',
    waiting: 'En attente : {{count}}',
    empty: 'Rien n’attend d’être noté.',
    assignment: 'Devoir',
    quiz: 'Réponse rédigée à un quiz',
    course: 'Cours',
    student: 'Élève',
    submittedAt: 'Rendu le',
    openAssignment: 'Ouvrir la leçon',
    openQuiz: 'Ouvrir les résultats du quiz',
    answers: 'Les réponses de l’élève',
    done: 'Enregistré pour {{name}}. Reste à noter : {{count}}.',
  },
};
