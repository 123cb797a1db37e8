import { useState } from 'react';
import type { z } from 'zod';
import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { ZQuizResults } from '@halaqa/shared/api-contract/quizzes';
import { correctAnswerText } from '../quiz/quiz-display';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { QuizStudentCard } from './QuizStudentCard';
import textsOf from 'virtual:island-texts/quiz-results';

type QuizResultsReply = z.infer<typeof ZQuizResults>;

interface QuizResultsProps extends TranslatedProps {
  courseId: string;
  materialId: string;
  initial: QuizResultsReply;
}

/**
 * The teacher's view of a quiz (learning-content §2 "quiz analytics and student answers"): per
 * question the share of submitted attempts that got it right, with a teaching tip below 60 %
 * (§5), then each student's latest attempt with their answers and the teacher's actions.
 */
function QuizResults({ language, messages, courseId, materialId, initial }: QuizResultsProps) {
  const t = useTranslator(language, messages);
  const [students, setStudents] = useState(initial.students);
  const { questions, analytics } = initial;
  const lessonPath = `/api/courses/${courseId}/materials/${materialId}`;

  const replaceAttempt = (userId: string, attempt: TQuizAttemptView) =>
    setStudents((list) => list.map((entry) => (entry.user.id === userId ? { ...entry, attempt } : entry)));

  return (
    <div className="quiz-results">
      <section aria-labelledby="quiz-analytics-heading">
        <h2 id="quiz-analytics-heading">{t('assessment.quiz.analytics')}</h2>
        <ol className="quiz-analytics">
          {questions.map((question, index) => {
            const { correctRate, tip } = analytics[index] ?? { correctRate: null, tip: false };
            const percent = correctRate === null ? null : Math.round(correctRate * 100);
            const answer = correctAnswerText(question);
            return (
              <li key={index} data-testid="question-analytics" data-tip={tip}>
                <p className="quiz-review-question">
                  <bdi>{question.text}</bdi>
                </p>
                {answer ? (
                  <p className="muted">
                    <bdi>{t('assessment.quiz.correctAnswer', { answer })}</bdi>
                  </p>
                ) : null}
                {percent === null ? (
                  <p className="muted">{t('assessment.quiz.noSubmissions')}</p>
                ) : (
                  <p className="quiz-rate" data-testid="correct-rate">
                    <span className="quiz-rate-bar" aria-hidden="true">
                      <span style={{ inlineSize: `${percent}%` }} />
                    </span>
                    {t('assessment.quiz.correctRate', { percent })}
                  </p>
                )}
                {tip ? (
                  <p className="notice quiz-tip" data-testid="quiz-tip">
                    {t('assessment.quiz.tip')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="quiz-students-heading">
        <h2 id="quiz-students-heading">{t('assessment.quiz.students')}</h2>
        {students.length === 0 ? (
          <p className="muted">{t('assessment.quiz.noStudents')}</p>
        ) : (
          <ul className="quiz-students">
            {students.map(({ user, attempt }) => (
              <QuizStudentCard
                key={user.id}
                student={user}
                attempt={attempt}
                questions={questions}
                lessonPath={lessonPath}
                onChanged={(next) => replaceAttempt(user.id, next)}
                t={t}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, QuizResults);
