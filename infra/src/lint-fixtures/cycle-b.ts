// A fixture of lint-rules.test.ts: imports cycle-a.ts, which imports this file back.
import { cycleA } from './cycle-a';

export const cycleB = (): string => (cycleA.name ? 'b' : '');
