import type { MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { HalaqaRefusal } from './route-error';

/** Runs a Halaqa route: bad input is a 400, a refusal its own code, anything else a logged 500. */
export async function respond<T extends z.ZodType>(res: MedusaResponse, schema: T, body: unknown, work: (input: z.infer<T>) => Promise<unknown>): Promise<void> {
  const input = schema.safeParse(body);
  if (!input.success) {
    res.status(400).json({ code: 'VALIDATION', message: input.error.message });
    return;
  }
  try {
    res.status(200).json(await work(input.data));
  } catch (error) {
    if (error instanceof HalaqaRefusal) {
      res.status(error.status).json({ code: error.code });
      return;
    }
    throw error;
  }
}
