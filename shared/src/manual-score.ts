import { isAnswered, isCorrect, type QuizAnswer, type QuizQuestion } from './quiz-scoring';

/**
 * Whether a submitted attempt waits for a teacher's score (the to-grade inbox, issue #14): it
 * holds a text answer the automatic scoring did not accept. Such an answer scored nothing, yet
 * may be right in other words, so a manager has to read it. An attempt whose text answers all
 * matched an accepted answer, or were left blank, needs nobody. Once a manager sets the score
 * (update-score) the attempt is scored, whatever this says.
 */
export function awaitsManualScore(questions: readonly QuizQuestion[], answers: ReadonlyMap<number, QuizAnswer>): boolean {
  return questions.some((question, index) => question.type === 'text' && isAnswered(answers.get(index)) && !isCorrect(question, answers.get(index)));
}
