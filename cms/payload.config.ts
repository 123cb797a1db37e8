import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import { ar } from 'payload/i18n/ar';
import { en } from 'payload/i18n/en';
import { es } from 'payload/i18n/es';
import { fr } from 'payload/i18n/fr';
import sharp from 'sharp';
import { editorFeatures } from './lexical/editor-features';
import { guardBuiltInCollections } from './access/built-in-collections';
import { usersAccess } from './access/usersAccess';
import { appErrorsAsReplies } from './hooks/appErrorsAsReplies';
import { Articles } from './collections/Articles';
import { AuthTokens } from './collections/AuthTokens';
import { ClientErrors } from './collections/ClientErrors';
import { Earnings } from './collections/commerce/Earnings';
import { CommerceEvents, Orders } from './collections/commerce/Orders';
import { PricedCheckouts } from './collections/commerce/PricedCheckouts';
import { PaymentAlerts } from './collections/platform/PaymentAlerts';
import { PayoutMethods, Payouts } from './collections/commerce/Payouts';
import { Files } from './collections/Files';
import { Invoices } from './collections/platform/Invoices';
import { PlanChanges } from './collections/platform/PlanChanges';
import { Follows } from './collections/Follows';
import { Notifications } from './collections/Notifications';
import { Sessions } from './collections/Sessions';
import { Tenants } from './collections/Tenants';
import { Users } from './collections/Users';
import { AssignmentSubmissions, Certificates, QuizAnswers, QuizAttempts } from './collections/learning/Assessment';
import { Announcements, Comments, ForumReplies, ForumTopics, Likes, Ratings } from './collections/learning/Conversations';
import { Courses } from './collections/learning/Courses';
import { CourseSections } from './collections/learning/CourseSections';
import { Materials } from './collections/learning/Materials';
import { ProblemReports } from './collections/learning/ProblemReports';
import { Favorites, LessonProgress, Registrations } from './collections/learning/Participation';
import { cmsEnv } from './env';
import { platformLog } from './services/log/platform-log';
import { keepPoolErrorsFromCrashing } from './services/pool-errors';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = cmsEnv();

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  // One log stream for the process: Payload's own lines, the jobs' and the services' (platform-log.ts).
  logger: platformLog,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Halaqa' },
    components: { afterLogin: ['/components/SignInOnSite'] },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
  },
  // The admin speaks the site's four languages, right-to-left in Arabic (Payload sets the page's
  // direction from the language). Which one: the editor's language on the site, handed over by
  // the site's cookie (site/server/language.ts); English when there is none.
  i18n: { supportedLanguages: { ar, en, es, fr }, fallbackLanguage: 'en' },
  editor: lexicalEditor({ features: editorFeatures }),
  onInit: keepPoolErrorsFromCrashing,
  hooks: { afterError: [appErrorsAsReplies] },
  collections: [
    Tenants,
    Courses,
    CourseSections,
    Materials,
    Articles,
    Users,
    Sessions,
    AuthTokens,
    Follows,
    Notifications,
    ClientErrors,
    Files,
    Registrations,
    Favorites,
    LessonProgress,
    Comments,
    ForumTopics,
    ForumReplies,
    Announcements,
    Ratings,
    Likes,
    QuizAttempts,
    QuizAnswers,
    AssignmentSubmissions,
    Certificates,
    ProblemReports,
    Orders,
    CommerceEvents,
    PricedCheckouts,
    PaymentAlerts,
    Earnings,
    Payouts,
    PayoutMethods,
    PlanChanges,
    Invoices,
  ],
  db: postgresAdapter({
    // A request waits at most this long for a connection, whether a new one is being opened or
    // every one of the pool's `max` is busy (pool exhaustion): it then gets a 503 "try again"
    // (services/database-unavailable) instead of hanging. site/tests/faults prove both.
    pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000, max: env.DATABASE_POOL_SIZE },
    // Payload's reads outside a transaction go to a replica; for 2 s after this process wrote,
    // they stay on the primary so it reads its own writes (Payload's readReplicasAfterWriteInterval).
    ...(env.DATABASE_REPLICA_URLS.length > 0 ? { readReplicas: env.DATABASE_REPLICA_URLS } : {}),
    idType: 'uuid',
    // The schema changes only through committed migrations (cms/migrations), applied by the
    // start command and by deploys; a dev push from a stale process could drop columns.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  plugins: [
    multiTenantPlugin({
      tenantsSlug: Tenants.slug,
      // Tenant-owned collections the editors' admin shows, scoped to the editor's tenant.
      collections: {
        courses: { customTenantField: true },
        materials: { customTenantField: true },
        'course-sections': { customTenantField: true },
        articles: { customTenantField: true },
        'client-errors': { customTenantField: true },
      },
      // A user belongs to exactly one tenant through its own `tenant` field; the session
      // strategy hands Payload a virtual `tenants: [{ tenant }]` so the plugin's tenant
      // selector and collection scoping see it.
      tenantsArrayField: { includeDefaultField: false },
      useUsersTenantFilter: false,
      cleanupAfterTenantDelete: false,
      // The plugin would scope users by the array path it did not add; our own users access
      // (scoped by the user's `tenant` field) is the whole rule.
      usersAccessResultOverride: ({ accessKey, ...args }) => usersAccess[accessKey](args),
    }),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  sharp,
}).then(guardBuiltInCollections);
