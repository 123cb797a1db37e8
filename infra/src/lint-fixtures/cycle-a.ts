// A fixture of lint-rules.test.ts: imports cycle-b.ts, which imports this file back.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a then ${cycleB()}`;
