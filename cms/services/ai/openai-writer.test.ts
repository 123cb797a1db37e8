import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '@halaqa/infra/testing/openai-stub';
import { OpenAiWriter } from './openai-writer';

/**
 * The AI writer's promises, kept by the production adapter talking the chat completions protocol
 * to a stub on loopback: what it sends (the lesson apart from the instructions, a JSON schema),
 * what it returns, and that a wrong key or a reply that breaks the schema is an error, not an answer.
 */
let stub: OpenAiStub;
let writer: OpenAiWriter;
beforeAll(async () => {
  stub = await startOpenAiStub();
  writer = new OpenAiWriter({ apiKey: stub.apiKey, baseURL: stub.baseUrl, model: 'stub-model-1' });
});
afterAll(async () => {
  await stub?.stop();
});

describe('the OpenAI-compatible writer', () => {
  it('summarises: the lesson goes as the user’s message, the summary comes back', async () => {
    stub.answerNext({ json: { summary: 'ملخص الدرس' } });
    expect(await writer.summarize('نص الدرس')).toBe('ملخص الدرس');
    const request = stub.requests.at(-1)!;
    expect(request.messages).toEqual([expect.objectContaining({ role: 'system' }), { role: 'user', content: 'نص الدرس' }]);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson_summary', strict: true } });
  });

  it('writes the number of questions asked for', async () => {
    const questions = await writer.writeQuestions('The sun letters assimilate the lam.', 2);
    expect(questions).toHaveLength(2);
    expect(questions[0]).toEqual({ text: expect.any(String), options: expect.any(Array), correct: [0] });
    expect(stub.requests.at(-1)!.messages[0]!.content).toContain('exactly 2 multiple-choice questions');
  });

  it('fails on a reply that breaks the schema, on a server error after one retry, and on a wrong key', async () => {
    stub.answerNext({ json: { questions: [{ text: 'No options' }] } });
    await expect(writer.writeQuestions('text', 1)).rejects.toThrow();
    stub.answerNext({ status: 500 }, { status: 500 });
    const before = stub.requests.length;
    await expect(writer.summarize('text')).rejects.toThrow();
    expect(stub.requests.length - before).toBe(2);
    const stranger = new OpenAiWriter({ apiKey: 'sk-wrong', baseURL: stub.baseUrl, model: 'stub-model-1' });
    await expect(stranger.summarize('text')).rejects.toThrow(/Incorrect API key/);
  });
});
