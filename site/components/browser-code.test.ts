import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * site/components/ holds what the browser runs (islands and their modules) and the .astro
 * components rendered on the server around them. A TypeScript module here may end up in an
 * island's bundle, so it imports nothing that only the server has: no cms/ code (only its types,
 * which vanish at build), no Node built-ins, nothing from site/server/. Code that runs only on
 * the server (a page's props, a service call) lives in site/server/ (issue #40, item 7).
 */
const COMPONENTS = fileURLToPath(new URL('./', import.meta.url));

const SERVER_ONLY = [/^@halaqa\/cms(\/|$)/, /^node:/, /(^|\/)server\//];

/** The specifiers a module imports at run time: `import type` and `import { type X }`-only imports are left out. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)';/gms)) {
    const [, typeOnly, bindings, specifier] = match;
    const everyBindingIsType = /^\{[^}]*\}$/.test(bindings!.trim()) && bindings!.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((name) => name.startsWith('type'));
    if (!typeOnly && !everyBindingIsType) found.push(specifier!);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) found.push(match[1]!);
  for (const match of source.matchAll(/\bimport\('([^']+)'\)/g)) found.push(match[1]!);
  return found;
}

function browserModules(): string[] {
  return fs
    .readdirSync(COMPONENTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

describe('browser code in site/components', () => {
  it('tells run-time imports from type-only ones', () => {
    const source = [
      "import type { TenantContext } from '@halaqa/cms/services/context';",
      "import { type Actor } from '@halaqa/cms/services/users/actor';",
      "import { openMaterial } from '@halaqa/cms/services/courses/materials';",
      "import fs from 'node:fs';",
      "import {\n  foundOrNull,\n  type Found,\n} from '../../server/found-or-null';",
      "import './styles.css';",
      "const Editor = lazy(() => import('./RichTextEditor'));",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['@halaqa/cms/services/courses/materials', 'node:fs', '../../server/found-or-null', './styles.css', './RichTextEditor']);
  });

  it('imports nothing only the server has (cms/ code, Node built-ins, site/server/)', () => {
    const offending = browserModules().flatMap((file) => {
      const source = fs.readFileSync(path.join(COMPONENTS, file), 'utf8');
      return runtimeImports(source)
        .filter((specifier) => SERVER_ONLY.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${file} imports ${specifier}`);
    });
    expect(offending, 'Move server-only code to site/server/, or import only types from cms/').toEqual([]);
  });
});
