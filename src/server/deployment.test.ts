// The deployment files against the app they deploy: compose.yaml sets only variables that config.ts reads and
// runs the services a multi-replica deployment needs; the Dockerfile builds in stages, installs production
// dependencies only and runs as a non-root user with every file the server reads at run time. Static checks
// of the files: neither Docker nor a network is needed.
import { readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadConfig } from './config';
import { DICTIONARY_DIR } from './dictionary/content';
import { DECKS_DIR } from './flashcards/content';
import { CLIENT_DIST_DIR, MIGRATIONS_DIR, PROJECT_ROOT } from './paths';
import { LEXICON_DIR } from './translation/lexicon';

type EnvironmentValue = string | number | boolean | null;

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  environment?: string[] | Record<string, EnvironmentValue>;
  deploy?: { replicas?: number };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
}

const readProjectFile = (name: string) => readFileSync(join(PROJECT_ROOT, name), 'utf8');

function parseCompose(text: string): ComposeFile {
  const parsed = parse(text) as Partial<ComposeFile> | null;
  if (!parsed?.services || typeof parsed.services !== 'object') {
    throw new Error('compose.yaml has no services');
  }
  return parsed as ComposeFile;
}

/** The image's name without registry, tag or digest: `docker.io/library/nginx:1.28-alpine` is `nginx`. */
const imageName = (service: ComposeService) =>
  (service.image ?? '').split('/').pop()?.split(/[:@]/)[0] ?? '';

/** Services that run the app: built from this repository (or tagged with its name). */
function appServices(compose: ComposeFile): [string, ComposeService][] {
  return Object.entries(compose.services).filter(
    ([, service]) => service.build !== undefined || imageName(service) === 'slangbridge',
  );
}

function servicesOfImage(compose: ComposeFile, names: RegExp): string[] {
  return Object.entries(compose.services)
    .filter(([, service]) => names.test(imageName(service)))
    .map(([name]) => name);
}

/** A service's environment in either of compose's forms; a list entry without `=` passes the host's value on. */
function environmentOf(service: ComposeService): Map<string, string | undefined> {
  const environment = service.environment;
  if (Array.isArray(environment)) {
    return new Map(
      environment.map((entry): [string, string | undefined] => {
        const equals = entry.indexOf('=');
        return equals === -1
          ? [entry, undefined]
          : [entry.slice(0, equals), entry.slice(equals + 1)];
      }),
    );
  }
  return new Map(
    Object.entries(environment ?? {}).map(([key, value]): [string, string | undefined] => [
      key,
      value === null ? undefined : String(value),
    ]),
  );
}

/** `service: VARIABLE` for every variable an app service sets that the config schema does not know. */
function unknownVariables(compose: ComposeFile): string[] {
  const known = new Set(Object.keys(configSchema.shape));
  return appServices(compose).flatMap(([name, service]) =>
    [...environmentOf(service).keys()]
      .filter((key) => !known.has(key))
      .map((key) => `${name}: ${key}`),
  );
}

/**
 * Compose's variable interpolation, as far as this file uses it: `$NAME`, `${NAME}`, `${NAME:-default}`,
 * `${NAME-default}`, `${NAME:?message}`, `${NAME?message}` and `$$`. A missing required variable throws, as
 * `docker compose` refuses to start.
 */
function interpolate(value: string, host: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = braced ?? bare ?? '';
      const set = host[name];
      const present = operator?.startsWith(':')
        ? set !== undefined && set !== ''
        : set !== undefined;
      if (operator?.endsWith('-')) return present ? (set ?? '') : (argument ?? '');
      if (operator?.endsWith('?')) {
        if (!present) throw new Error(`${name}: ${argument ?? 'required'}`);
        return set ?? '';
      }
      return set ?? '';
    },
  );
}

/** The environment a replica gets when compose runs with `host` as the shell's environment. */
function resolvedEnvironment(service: ComposeService, host: Record<string, string | undefined>) {
  const resolved: Record<string, string | undefined> = {};
  for (const [key, value] of environmentOf(service)) {
    resolved[key] = value === undefined ? host[key] : interpolate(value, host);
  }
  return resolved;
}

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments and parser directives left out. */
function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (!pending && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (line.trimEnd().endsWith('\\')) {
      pending += `${line.trimEnd().slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    const [keyword = '', ...rest] = full.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' ') });
  }
  return instructions;
}

function stagesOf(instructions: Instruction[]): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** Paths (relative to WORKDIR) that a stage's COPY instructions put in place. */
function copiedPaths(stage: Instruction[]): string[] {
  let workdir = '/';
  const paths: string[] = [];
  for (const { keyword, args } of stage) {
    if (keyword === 'WORKDIR') workdir = posix.resolve(workdir, args);
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const operands = args.split(/\s+/).filter((arg) => !arg.startsWith('--'));
    const destination = operands.pop() ?? '';
    const target = posix.relative(workdir, posix.resolve(workdir, destination)) || '.';
    const intoFolder = operands.length > 1 || destination.endsWith('/') || target === '.';
    for (const source of operands) {
      paths.push(intoFolder ? posix.join(target, posix.basename(source)) : target);
    }
  }
  return paths;
}

const covers = (path: string, required: string) =>
  path === '.' || path === required || required.startsWith(`${path}/`);

const projectPath = (absolute: string) => relative(PROJECT_ROOT, absolute).split(sep).join('/');

/** What `node dist/server/server.js` reads from the project at run time (see paths.ts and the content loaders). */
function runtimeFiles(serverEntry: string): string[] {
  return [
    'package.json',
    posix.dirname(serverEntry),
    ...[MIGRATIONS_DIR, CLIENT_DIST_DIR, DICTIONARY_DIR, DECKS_DIR, LEXICON_DIR].map(projectPath),
  ];
}

/** A production AUTH_SECRET that authSecretProblem accepts. */
const HOST_ENVIRONMENT = { AUTH_SECRET: 'k3v9'.repeat(10) };

describe('compose.yaml', () => {
  const compose = parseCompose(readProjectFile('compose.yaml'));
  const apps = appServices(compose);

  it('sets only variables that src/server/config.ts reads', () => {
    expect(apps.length, 'no service builds the app image').toBeGreaterThan(0);
    expect(
      unknownVariables(compose),
      'compose.yaml sets variables that are not keys of configSchema in src/server/config.ts',
    ).toEqual([]);
  });

  it('would name a misspelt variable', () => {
    const misspelt = parseCompose(
      'services:\n  web:\n    build: .\n    environment:\n      - DATABASE_URLL=postgres://db/app\n      - LOG_FORMAT=json\n  api:\n    image: slangbridge:1\n    environment:\n      REDIS_URI: redis://cache\n',
    );
    expect(unknownVariables(misspelt)).toEqual(['web: DATABASE_URLL', 'api: REDIS_URI']);
  });

  it('runs at least two app replicas behind a proxy, with PostgreSQL and Redis', () => {
    const replicas = apps.reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0);
    expect(replicas, 'app replicas').toBeGreaterThanOrEqual(2);
    expect(servicesOfImage(compose, /^postgres$/), 'a postgres service').toHaveLength(1);
    expect(servicesOfImage(compose, /^redis$/), 'a redis service').toHaveLength(1);
    expect(
      servicesOfImage(compose, /^(nginx|caddy|traefik|haproxy)$/),
      'a reverse proxy service',
    ).toHaveLength(1);
  });

  it('points every replica at the PostgreSQL and Redis services, once they are healthy', () => {
    const [postgres] = servicesOfImage(compose, /^postgres$/);
    const [redis] = servicesOfImage(compose, /^redis$/);
    for (const [name, service] of apps) {
      const environment = resolvedEnvironment(service, HOST_ENVIRONMENT);
      expect(environment.DATABASE_URL, `${name}: DATABASE_URL`).toBeDefined();
      expect(environment.REDIS_URL, `${name}: REDIS_URL`).toBeDefined();
      expect(new URL(environment.DATABASE_URL ?? '').hostname, `${name}: DATABASE_URL host`).toBe(
        postgres,
      );
      expect(new URL(environment.REDIS_URL ?? '').hostname, `${name}: REDIS_URL host`).toBe(redis);
      const dependsOn = service.depends_on;
      expect(Array.isArray(dependsOn), `${name}: depends_on with conditions`).toBe(false);
      for (const dependency of [postgres, redis]) {
        const condition = Array.isArray(dependsOn)
          ? undefined
          : dependsOn?.[dependency ?? '']?.condition;
        expect(condition, `${name} waits for ${dependency}`).toBe('service_healthy');
      }
    }
  });

  it('gives each replica a production configuration that loadConfig accepts', () => {
    for (const [name, service] of apps) {
      const config = loadConfig(resolvedEnvironment(service, HOST_ENVIRONMENT));
      expect(config.NODE_ENV, name).toBe('production');
      // `true` would take a client's forged X-Forwarded-For as its address; `false` would see only the proxy.
      expect(
        typeof config.TRUST_PROXY,
        `${name}: TRUST_PROXY as a hop count or addresses`,
      ).not.toBe('boolean');
    }
  });

  it('takes AUTH_SECRET from the environment and refuses to start without it', () => {
    for (const [name, service] of apps) {
      expect(() => resolvedEnvironment(service, {}), name).toThrow(/^AUTH_SECRET: /);
    }
  });
});

describe('Dockerfile', () => {
  const stages = stagesOf(parseDockerfile(readProjectFile('Dockerfile')));
  const final = stages.at(-1) ?? [];
  const last = (keyword: string) => final.filter((i) => i.keyword === keyword).at(-1)?.args;

  it('builds in more than one stage', () => {
    expect(stages.length).toBeGreaterThan(1);
  });

  it('installs production dependencies only in the image that runs', () => {
    const installs = final.filter(
      (i) => i.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(i.args),
    );
    expect(installs.length, 'an npm ci in the final stage').toBeGreaterThan(0);
    for (const install of installs) {
      expect(install.args).toMatch(/\bnpm ci\b.*--omit=dev\b/);
      // Build tools that are optional peers of a production package are "devOptional": kept unless both go.
      expect(install.args).toMatch(/\bnpm ci\b.*--omit=optional\b/);
    }
  });

  it('adds the native builds that the optional-free install leaves out', () => {
    const install = final.find((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(install?.args).toMatch(/npm ci\b.*&& node scripts\/install-platform-packages\.mjs/);
    expect(copiedPaths(final)).toContain('scripts/install-platform-packages.mjs');
    // What it adds: the platform packages of the production packages that load native code at run time.
    const lock = JSON.parse(readProjectFile('package-lock.json')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string>; dev?: boolean }>;
    };
    for (const name of ['@open-spaced-repetition/binding', '@resvg/resvg-js']) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.dev, name).toBeFalsy();
      expect(Object.keys(entry?.optionalDependencies ?? {}), name).toContain(
        `${name}-linux-x64-gnu`,
      );
    }
  });

  it('runs as a non-root user', () => {
    const user = last('USER');
    expect(user, 'a USER in the final stage').toBeDefined();
    expect(user?.split(':')[0], 'USER').not.toMatch(/^(root|0)$/);
  });

  it('starts the server bundle on the configured port, with a health check', () => {
    const command = JSON.parse(last('CMD') ?? '[]') as string[];
    expect(command).toEqual(['node', 'dist/server/server.js']);
    expect(last('EXPOSE')).toBe(String(loadConfig({}).PORT));
    expect(last('HEALTHCHECK')).toContain('/api/health/live');
  });

  it('copies every file the server reads at run time into the final stage', () => {
    const copied = copiedPaths(final);
    const missing = runtimeFiles('dist/server/server.js').filter(
      (required) => !copied.some((path) => covers(path, required)),
    );
    expect(missing, 'not copied into the final stage').toEqual([]);
  });

  it('keeps local data and secrets out of the build context, but not what the server reads', () => {
    const ignored = readProjectFile('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/^\/+|\/+$/g, ''))
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    expect(ignored).toEqual(expect.arrayContaining(['.git', 'node_modules', 'data', '.env']));
    const lost = runtimeFiles('dist/server/server.js')
      .filter((required) => !required.startsWith('dist/'))
      .filter((required) => ignored.some((pattern) => covers(pattern, required)));
    expect(lost, 'ignored by .dockerignore yet read at run time').toEqual([]);
  });
});
