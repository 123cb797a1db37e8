/** What the integration suite's global setup hands every test file (vitest provide/inject). */
export interface IntegrationEnvironment {
  /** PostgreSQL server URL without a database. */
  postgresServerUrl: string;
  /** A database with every migration applied, copied for each test file. */
  templateDatabase: string;
  /** The same with the two sites most files test (two-sites.ts: acme and other, on pro), made once with the CLI. */
  twoSitesTemplateDatabase: string;
  /** The commerce service's database with Medusa's migrations applied, copied for each test that sells. */
  commerceTemplateDatabase: string;
  smtpUrl: string;
  /** MailDev's REST API, e.g. http://127.0.0.1:PORT */
  mailApiUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    integration: IntegrationEnvironment;
  }
}
