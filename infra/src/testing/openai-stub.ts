import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for an OpenAI-compatible API on loopback, speaking its chat completions protocol
 * (`POST /v1/chat/completions`): bearer-key authentication, OpenAI's error bodies, and structured
 * outputs — a request with a `json_schema` response format is answered with JSON content. The
 * platform's production client (the `openai` package in cms/services/ai/openai-writer.ts) is what
 * talks to it. Tests script the next answers; unscripted ones are made up from the request, as a
 * model would: a summary quotes the lesson's first words, questions are as many as the
 * instructions ask for ("exactly N").
 */
export interface OpenAiStub {
  /** `OPENAI_BASE_URL` for the client: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  apiKey: string;
  /** The cms's OPENAI_* variables pointing at this stub. */
  env: Record<string, string>;
  /** The next completion's JSON content, or a failure (`{ status: 500 }`), in the order given. */
  answerNext(...answers: StubAnswer[]): void;
  /** Every chat completion request received, newest last. */
  requests: ChatRequest[];
  stop(): Promise<void>;
}

export type StubAnswer = { json: unknown } | { status: number };

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
}

const API_KEY = 'sk-test-halaqa-stub';
const MODEL = 'stub-model-1';

function madeUpAnswer(request: ChatRequest): unknown {
  const instructions = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const lesson = request.messages.find((message) => message.role === 'user')?.content ?? '';
  const words = lesson.split(/\s+/u).filter(Boolean);
  if (request.response_format?.json_schema?.name === 'lesson_questions') {
    const count = Number(/exactly (\d+)/u.exec(instructions)?.[1] ?? 1);
    return {
      questions: Array.from({ length: count }, (_, index) => ({
        text: `Question ${index + 1} about “${words[index % words.length] ?? 'the lesson'}”?`,
        options: ['The first option', 'The second option', 'The third option'],
        correct: [index % 3],
      })),
    };
  }
  return { summary: `In short: ${words.slice(0, 12).join(' ')}` };
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const scripted: StubAnswer[] = [];
  const requests: ChatRequest[] = [];

  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}` });
      response.end(JSON.stringify(body));
    };
    const failure = (status: number, message: string, type: string, code: string | null) => reply(status, { error: { message, type, param: null, code } });

    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return failure(404, `Unknown request URL: ${request.method} ${request.url}`, 'invalid_request_error', 'unknown_url');
    if (request.headers.authorization !== `Bearer ${API_KEY}`) return failure(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: ChatRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    } catch {
      return failure(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return failure(400, "Missing required parameter: 'model' or 'messages'.", 'invalid_request_error', 'missing_required_parameter');
    }
    requests.push(body);
    const answer = scripted.shift() ?? { json: madeUpAnswer(body) };
    if ('status' in answer) return failure(answer.status, 'The server had an error while processing your request.', 'server_error', null);
    const structured = body.response_format?.type === 'json_schema';
    reply(200, {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: structured ? JSON.stringify(answer.json) : String(answer.json), refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    apiKey: API_KEY,
    env: { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: MODEL },
    answerNext: (...answers) => scripted.push(...answers),
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For one test file: the stub, started before its tests and stopped after (read it inside tests and hooks). */
export function useOpenAiStub(): OpenAiStub {
  const stub = {} as OpenAiStub;
  beforeAll(async () => {
    Object.assign(stub, await startOpenAiStub());
  });
  afterAll(async () => {
    await stub.stop?.();
  });
  return stub;
}
