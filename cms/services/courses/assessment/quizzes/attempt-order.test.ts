import { describe, expect, it } from 'vitest';
import { attemptOrder } from './attempt-order';

describe('attemptOrder', () => {
  const counts = [4, 3, 0, 5, 2, 4];

  it('is null when nothing is shuffled', () => {
    expect(attemptOrder({}, 'a', counts)).toBeNull();
  });

  it('is the same for the same attempt and a permutation of every list', () => {
    const settings = { shuffleQuestions: true, shuffleOptions: true };
    const order = attemptOrder(settings, '7b0c3c5e-1111-4c1e-9d7e-0a0a0a0a0a0a', counts)!;
    expect(attemptOrder(settings, '7b0c3c5e-1111-4c1e-9d7e-0a0a0a0a0a0a', counts)).toEqual(order);
    expect([...order.questions].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    order.options.forEach((options, index) => expect([...options].sort()).toEqual(Array.from({ length: counts[index]! }, (_, at) => at)));
  });

  it('differs between attempts', () => {
    const settings = { shuffleQuestions: true };
    const orders = new Set(['a1', 'b2', 'c3', 'd4', 'e5'].map((id) => attemptOrder(settings, id, counts)!.questions.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('moves only what the quiz shuffles', () => {
    const questionsOnly = attemptOrder({ shuffleQuestions: true }, 'x', counts)!;
    expect(questionsOnly.options[0]).toEqual([0, 1, 2, 3]);
    const optionsOnly = attemptOrder({ shuffleOptions: true }, 'x', counts)!;
    expect(optionsOnly.questions).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
