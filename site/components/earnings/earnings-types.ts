import type { z } from 'zod';
import type { ZEarningsReply, ZPayoutView } from '@halaqa/shared/api-contract/earnings';

/** GET /api/teacher/earnings as the islands receive it. */
export type Earnings = z.infer<typeof ZEarningsReply>;
export type PayoutView = z.infer<typeof ZPayoutView>;
