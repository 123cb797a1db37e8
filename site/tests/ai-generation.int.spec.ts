import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useOpenAiStub } from '@halaqa/infra/testing/openai-stub';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * The AI calls on a lesson (learning-content §7) against a loopback stub of an OpenAI-compatible
 * API, through the production client: what the model is asked, what the teacher gets back, and
 * every refusal — the site's plan (issue #12: summaries from basic, questions from pro), who asks,
 * what there is to work from, the hourly allowance and a failing model.
 */
const openai = useOpenAiStub();
const sites = useTwoSites(() => openai.env);
const en = catalogues.en;

let owner: SiteClient;
beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

const ARTICLE = `<p>${Array.from({ length: 120 }, (_, index) => `word${index}`).join(' ')}</p>`;
const SEGMENTS = (count: number) => Array.from({ length: count }, (_, index) => ({ start: index * 10, end: index * 10 + 9, text: `Segment ${index} of the talk.` }));

let counter = 0;
/** A course of acme with one lesson of `fields`; returns the lesson's AI paths. */
async function lesson(fields: Record<string, unknown> = { type: 'article', content: ARTICLE }) {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `AI course ${counter}-${Date.now()}` });
  const created = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'The lesson', ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const base = `/api/courses/${course.body.id}/materials/${created.body.id}`;
  return { base, summary: `${base}/generate-summary`, quiz: `${base}/generate-quiz` };
}

/** Runs `run` with acme on `plan` (as the operator's `halaqa tenant plan` sets it; limits read the row at once). */
async function onPlan(plan: string, run: () => Promise<void>) {
  const setPlan = (name: string) => sql(sites.databaseUrl, 'UPDATE tenants SET plan = $1 WHERE name = $2', [name, ACME.name]);
  await setPlan(plan);
  try {
    await run();
  } finally {
    await setPlan('pro');
  }
}

describe('a summary', () => {
  it('asks the model with the lesson’s text apart from the instructions, and gives the manager its draft', async () => {
    const { summary } = await lesson();
    const asked = openai.requests.length;
    expect(await owner.json('POST', summary, { content: ARTICLE })).toEqual({ status: 200, body: { summary: 'In short: word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11' } });
    const request = openai.requests[asked]!;
    expect(request.model).toBe('stub-model-1');
    expect(request.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request.messages[1]!.content).toBe(ARTICLE.replace(/<\/?p>/g, ''));
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson_summary', strict: true } });
  });

  it('works from a video lesson’s saved transcript, and needs five segments of it', async () => {
    const short = await lesson({ type: 'video', transcript: SEGMENTS(4) });
    expect(await owner.json('POST', short.summary, { content: '' })).toEqual({ status: 400, body: { error: en.validation.aiTranscriptTooShort, field: 'transcript' } });
    const video = await lesson({ type: 'video', transcript: SEGMENTS(5) });
    expect((await owner.json('POST', video.summary, { content: 'ignored' })).status).toBe(200);
    expect(openai.requests.at(-1)!.messages[1]!.content).toBe(SEGMENTS(5).map((segment) => segment.text).join('\n'));
  });

  it('needs a hundred words of an article, and a body of the contract', async () => {
    const { summary } = await lesson();
    const asked = openai.requests.length;
    const ninetyNine = Array.from({ length: 99 }, () => 'كلمة').join(' ');
    expect(await owner.json('POST', summary, { content: ninetyNine })).toEqual({ status: 400, body: { error: en.validation.aiArticleTooShort, field: 'content' } });
    expect((await owner.json('POST', summary, { content: ARTICLE, extra: 1 })).status).toBe(400);
    expect((await owner.json('POST', summary, { content: 42 })).status).toBe(400);
    expect((await owner.request('POST', summary, { body: '{"content":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(openai.requests.length).toBe(asked);
  });
});

describe('quiz questions', () => {
  it('come back in the quiz editor’s shape, as many as asked, and save with the lesson', async () => {
    const { base, quiz } = await lesson();
    const reply = await owner.json<{ quiz: { type: string; text: string; options: string[]; correct: number[] }[] }>('POST', quiz, { questionNum: 3, content: ARTICLE });
    expect(reply.status).toBe(200);
    expect(reply.body.quiz).toHaveLength(3);
    expect(reply.body.quiz[0]).toEqual({ type: 'single', text: 'Question 1 about “word0”?', options: ['The first option', 'The second option', 'The third option'], correct: [0] });
    expect(openai.requests.at(-1)!.messages[0]!.content).toContain('exactly 3 multiple-choice questions');
    expect((await owner.json('PUT', base, { type: 'mixed', quiz: reply.body.quiz })).status).toBe(200);
  });

  it('leave out what the model got wrong, and fail when nothing is usable', async () => {
    const { quiz } = await lesson();
    openai.answerNext({
      json: {
        questions: [
          { text: 'Good one?', options: ['Yes', 'No'], correct: [0, 0] },
          { text: 'One option?', options: ['Only'], correct: [0] },
          { text: 'Out of range?', options: ['A', 'B'], correct: [2] },
          { text: 'Two right?', options: ['A', 'B', 'C'], correct: [2, 0] },
        ],
      },
    });
    const reply = await owner.json<{ quiz: unknown[] }>('POST', quiz, { questionNum: 4, content: ARTICLE });
    expect(reply.body.quiz).toEqual([
      { type: 'single', text: 'Good one?', options: ['Yes', 'No'], correct: [0] },
      { type: 'multiple', text: 'Two right?', options: ['A', 'B', 'C'], correct: [0, 2] },
    ]);
    openai.answerNext({ json: { questions: [{ text: 'Empty?', options: [], correct: [] }] } });
    expect(await owner.json('POST', quiz, { questionNum: 1, content: ARTICLE })).toEqual({ status: 503, body: { error: en.errors.aiUnavailable } });
  });

  it('are 1 to 20 at a time', async () => {
    const { quiz } = await lesson();
    for (const questionNum of [0, 21, 2.5, '3', null]) {
      expect(await owner.json('POST', quiz, { questionNum, content: ARTICLE })).toEqual({ status: 400, body: { error: en.validation.questionNumInvalid, field: 'questionNum' } });
    }
  });
});

describe('a failing model', () => {
  it('is reported as “try again later” after one retry, never as a 500', async () => {
    const { summary } = await lesson();
    openai.answerNext({ status: 500 }, { status: 500 });
    expect(await owner.json('POST', summary, { content: ARTICLE })).toEqual({ status: 503, body: { error: en.errors.aiUnavailable } });
    openai.answerNext({ status: 500 });
    expect((await owner.json('POST', summary, { content: ARTICLE })).status).toBe(200);
  });
});

describe('the site’s plan', () => {
  it('gives basic sites summaries but not questions, and free sites neither, with the upgrade offer', async () => {
    const { summary, quiz } = await lesson();
    const asked = openai.requests.length;
    await onPlan('basic', async () => {
      expect((await owner.json('POST', summary, { content: ARTICLE })).status).toBe(200);
      expect(await owner.json('POST', quiz, { questionNum: 2, content: ARTICLE })).toEqual({
        status: 402,
        body: { error: en.errors.planFeatureLocked, upgrade: { featureName: 'ai_features', currentPlan: 'basic', suggestedPlan: 'pro' } },
      });
    });
    await onPlan('free', async () => {
      expect(await owner.json('POST', summary, { content: ARTICLE })).toEqual({
        status: 402,
        body: { error: en.errors.planFeatureLocked, upgrade: { featureName: 'ai_features', currentPlan: 'free', suggestedPlan: 'pro' } },
      });
    });
    expect(openai.requests.length).toBe(asked + 1);
  });
});

describe('who may ask', () => {
  it('is a manager of the course on its own site: students, visitors and other sites are refused', async () => {
    const { summary, quiz } = await lesson();
    const asked = openai.requests.length;
    const { client: student } = await newSignedInStudent(sites.acme);
    expect((await student.json('POST', summary, { content: ARTICLE })).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('POST', quiz, { questionNum: 1, content: ARTICLE })).status).toBe(401);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect(await otherOwner.json('POST', summary, { content: ARTICLE })).toEqual({ status: 404, body: { error: en.errors.notFound } });
    expect((await otherOwner.json('POST', quiz, { questionNum: 1, content: ARTICLE })).status).toBe(404);
    expect(openai.requests.length).toBe(asked);
  });

  it('may ask thirty times an hour', async () => {
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const course = await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Busy course ${Date.now()}` });
    const created = await otherOwner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Lesson', type: 'article', content: ARTICLE });
    const path = `/api/courses/${course.body.id}/materials/${created.body.id}/generate-summary`;
    const statuses = await Promise.all(Array.from({ length: 31 }, () => otherOwner.json('POST', path, { content: ARTICLE }).then((reply) => reply.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});
