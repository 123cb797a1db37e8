import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parseDocument } from 'yaml';
import { parseCmsEnv } from '@halaqa/cms/env';
import { parseCommerceSettings } from '@halaqa/cms/services/commerce/commerce-settings';
import { DEPLOY_PLACEHOLDERS } from '@halaqa/shared/deploy-placeholders';
import { REPO_ROOT, SITE_NODE_FLAGS, SITE_PROCESS_ENV } from '../src/paths';

/**
 * The deployment files of issue #16 checked without a container engine or a cluster (none runs
 * here): they parse, every Deployment is probed on the health endpoints, runs as non-root and takes
 * its settings from the ConfigMap and the Secret, which between them give every variable of the
 * README (or name it as not for the cluster); the Dockerfile builds in stages on Node 24 and runs
 * as a user; compose runs two site instances behind the proxy; and the placeholders both ship
 * where secrets belong are refused in production (issue #40).
 */
const DEPLOY = path.join(REPO_ROOT, 'infra', 'deploy');
// The manifests' specs are read as plain JSON, each path checked by the expectation that reads it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec's shape is what the test asserts
type Manifest = { kind: string; metadata: { name: string; annotations?: Record<string, string> }; spec?: any; data?: Record<string, string>; stringData?: Record<string, string> };

const manifests: Manifest[] = fs
  .readdirSync(path.join(DEPLOY, 'kubernetes'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(DEPLOY, 'kubernetes', file), 'utf8')).map((document) => {
      expect(document.errors, file).toEqual([]);
      return document.toJS() as Manifest;
    }),
  );
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);

/** The variables the README's table names (its first column may name several). */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Environment variables'));
  return [...new Set(table.split('\n').filter((line) => line.startsWith('| `')).flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)))];
}

describe('the Kubernetes manifests', () => {
  it('probe every Deployment for readiness and liveness, as a non-root user, with the settings and secrets', () => {
    const deployments = ofKind('Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(['halaqa-admin', 'halaqa-commerce', 'halaqa-site']);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, deployment.metadata.name).toBe(true);
      for (const container of pod.containers) {
        const probes = [container.readinessProbe.httpGet.path, container.livenessProbe.httpGet.path];
        expect(probes, deployment.metadata.name).toEqual(deployment.metadata.name === 'halaqa-commerce' ? ['/health', '/health'] : ['/readyz', '/healthz']);
        expect(container.envFrom).toEqual([{ configMapRef: { name: 'halaqa-config' } }, { secretRef: { name: 'halaqa-secrets' } }]);
      }
    }
  });

  it('scale the site with a HorizontalPodAutoscaler and migrate with a Job', () => {
    expect(ofKind('HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef.name)).toEqual(['halaqa-site']);
    const [job] = ofKind('Job');
    const commands = [...job!.spec.template.spec.initContainers, ...job!.spec.template.spec.containers].map((container: { command: string[] }) => container.command.join(' '));
    expect(commands).toEqual(['node infra/dist/cli.mjs migrate', '/app/commerce/node_modules/.bin/medusa db:migrate']);
  });

  it('keep the commerce service internal: no Ingress leads to it', () => {
    expect(ofKind('Service').find((service) => service.metadata.name === 'halaqa-commerce')!.spec.type).toBe('ClusterIP');
    expect(JSON.stringify(ofKind('Ingress'))).not.toContain('halaqa-commerce');
    // Issue #39: a NetworkPolicy lets only the site's and the admin's pods reach it.
    const policies = ofKind('NetworkPolicy').filter((policy) => policy.spec.podSelector.matchLabels['app.kubernetes.io/component'] === 'commerce');
    expect(policies).toHaveLength(1);
    expect(policies[0]!.spec.policyTypes).toEqual(['Ingress']);
    const callers = (policies[0]!.spec.ingress as { from: { podSelector: { matchLabels: Record<string, string> } }[] }[]).flatMap((rule) => rule.from.map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/component']));
    expect(callers.sort()).toEqual(['admin', 'site']);
  });

  it('give every variable of the README, in the ConfigMap or the Secret, or name it as not for the cluster', () => {
    const [config] = ofKind('ConfigMap');
    const [secret] = ofKind('Secret');
    const given = new Set([...Object.keys(config!.data ?? {}), ...Object.keys(secret!.stringData ?? {})]);
    const excused = config!.metadata.annotations?.['halaqa.dev/not-in-the-cluster'] ?? '';
    const missing = readmeVariables().filter((name) => !given.has(name) && !new RegExp(`\\b${name}\\b`).test(excused));
    expect(missing).toEqual([]);
    // A secret never sits in the ConfigMap.
    expect(Object.keys(config!.data ?? {}).filter((name) => /SECRET|PASSWORD|API_KEY|DATABASE_URL|SMTP_URL/.test(name))).toEqual([]);
  });
});

describe('the Dockerfile and compose', () => {
  it('build in stages on Node 24 and run each server as a user, not root', () => {
    const dockerfile = fs.readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((match) => [match[1], match[2]]);
    expect(stages).toEqual([
      ['node:24-bookworm-slim', 'build'],
      ['node:24-bookworm-slim', 'runtime'],
      ['runtime', 'site'],
      ['runtime', 'admin'],
      ['runtime', 'commerce'],
    ]);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('/healthz');
  });

  it("starts the site with the Node flags `pnpm start` gives it (V8's heap sized for the site)", () => {
    const dockerfile = fs.readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(['node', ...SITE_NODE_FLAGS, 'site/server/production-server.ts', 'dist/server/entry.mjs']).replaceAll(',', ', ')}`);
    const siteStage = dockerfile.slice(dockerfile.indexOf('FROM runtime AS site'));
    for (const [name, value] of Object.entries(SITE_PROCESS_ENV)) expect(siteStage).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'));
  });

  it('runs two site instances behind the proxy, and publishes no commerce port', () => {
    const compose = parseDocument(fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'));
    expect(compose.errors).toEqual([]);
    const { services } = compose.toJS({ maxAliasCount: 100 }) as { services: Record<string, { build?: { target: string }; ports?: string[] }> };
    expect(Object.entries(services).filter(([, service]) => service.build?.target === 'site' && !('command' in service)).map(([name]) => name)).toEqual(['site-1', 'site-2']);
    expect(services.commerce!.ports).toBeUndefined();
    const nginx = fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    expect(nginx).toContain('server site-1:4321; server site-2:4321;');
  });
});

describe('the placeholders in place of secrets (issue #40)', () => {
  const composeText = fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
  type Environment = Record<string, string>;
  const compose = parseDocument(composeText).toJS({ maxAliasCount: 100 }) as { 'x-platform-env': Environment; services: Record<string, { environment?: Environment }> };
  const isSecretName = (name: string) => /SECRET|PASSWORD|DATABASE_URL|SMTP_URL|API_KEY/.test(name);
  /** A value as compose fills it with no .env file: every `${NAME:-default}` its default. */
  const withDefaults = (value: string) => value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
  /** The secret itself, or a URL's password (none: empty). */
  const secretOf = (value: string) => {
    try {
      return decodeURIComponent(new URL(value).password);
    } catch {
      return value;
    }
  };

  it('lists every stand-in compose.yaml and the Kubernetes Secret ship for a secret', () => {
    const composeSecrets = [compose['x-platform-env'], ...Object.values(compose.services).map((service) => service.environment ?? {})]
      .flatMap((environment) => Object.entries(environment))
      .filter(([name]) => isSecretName(name))
      .map(([, value]) => secretOf(withDefaults(value)))
      .filter(Boolean);
    expect(composeSecrets.length).toBeGreaterThan(5);
    const [secret] = ofKind('Secret');
    const kubernetesSecrets = Object.values(secret!.stringData ?? {}).map(secretOf).filter((value) => value.includes('REPLACE'));
    expect(kubernetesSecrets.length).toBeGreaterThan(5);
    const shipped = [...new Set([...composeSecrets, ...kubernetesSecrets])];
    expect(shipped.filter((value) => !DEPLOY_PLACEHOLDERS.includes(value))).toEqual([]);
  });

  it('refuses compose.yaml\'s platform environment as it is, in production, naming each placeholder', () => {
    const platformEnv = { ...Object.fromEntries(Object.entries(compose['x-platform-env']).map(([name, value]) => [name, withDefaults(String(value))])), NODE_ENV: 'production' };
    expect(() => parseCmsEnv(platformEnv)).toThrow(/DATABASE_URL: DATABASE_URL's password is the placeholder[^]*PAYLOAD_SECRET: PAYLOAD_SECRET is the placeholder[^]*S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is the placeholder/);
    expect(() => parseCommerceSettings(platformEnv)).toThrow(/COMMERCE_API_SECRET: COMMERCE_API_SECRET is the placeholder[^]*COMMERCE_WEBHOOK_SECRET: COMMERCE_WEBHOOK_SECRET is the placeholder/);
    // With secrets of the operator's own in a .env file, the same file passes.
    const ownSecrets = { DATABASE_URL: 'postgres://halaqa:an-operator-password@postgres:5432/halaqa', PAYLOAD_SECRET: 'x'.repeat(40), S3_SECRET_ACCESS_KEY: 'y'.repeat(40), COMMERCE_API_SECRET: 'z'.repeat(40), COMMERCE_WEBHOOK_SECRET: 'w'.repeat(40) };
    expect(() => parseCmsEnv({ ...platformEnv, ...ownSecrets })).not.toThrow();
    expect(() => parseCommerceSettings({ ...platformEnv, ...ownSecrets })).not.toThrow();
  });
});
