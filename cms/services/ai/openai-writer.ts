import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { AiWriter, GeneratedQuestion } from './ai-writer';

/**
 * The AI writer over an OpenAI-compatible chat completions API, with structured outputs: the
 * reply is JSON checked against a schema, never free text to pick apart. The lesson text goes in
 * its own user message, apart from the instructions, so what a teacher wrote cannot rewrite them.
 */
const ZSummary = z.object({ summary: z.string() });
const ZQuestions = z.object({
  questions: z.array(z.object({ text: z.string(), options: z.array(z.string()), correct: z.array(z.number().int()) })),
});

const SUMMARY_INSTRUCTIONS =
  'You help teachers on an online learning site. Summarise the lesson the user sends for its students in at most 150 words: the key ideas, plainly. Write in the language the lesson is written in. Reply with JSON.';
const questionInstructions = (count: number) =>
  `You help teachers on an online learning site. Write exactly ${count} multiple-choice questions that check a student understood the lesson the user sends. Each question has 2 to 6 options; "correct" lists the zero-based indexes of the correct options (one or more). Write in the language the lesson is written in. Reply with JSON.`;

export class OpenAiWriter implements AiWriter {
  private readonly client: OpenAI;
  private readonly model: string;

  constructor({ apiKey, baseURL, model }: { apiKey: string; baseURL?: string; model: string }) {
    // One retry and a deadline: a teacher waits for the answer, so a slow or failing API is
    // reported within a minute rather than retried for long.
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 1, timeout: 45_000 });
    this.model = model;
  }

  async summarize(text: string): Promise<string> {
    return (await this.ask(SUMMARY_INSTRUCTIONS, text, zodResponseFormat(ZSummary, 'lesson_summary'))).summary;
  }

  async writeQuestions(text: string, count: number): Promise<GeneratedQuestion[]> {
    return (await this.ask(questionInstructions(count), text, zodResponseFormat(ZQuestions, 'lesson_questions'))).questions;
  }

  private async ask<T>(instructions: string, lesson: string, format: ReturnType<typeof zodResponseFormat<z.ZodType<T>>>): Promise<T> {
    const completion = await this.client.chat.completions.parse({
      model: this.model,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: lesson },
      ],
      response_format: format,
    });
    const parsed = completion.choices[0]?.message.parsed;
    if (!parsed) throw new Error(`The AI model gave no answer (finish reason: ${completion.choices[0]?.finish_reason ?? 'none'})`);
    return parsed as T;
  }
}
