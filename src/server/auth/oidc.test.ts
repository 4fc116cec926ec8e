// Sign-in with a generic OpenID Connect provider, end to end against a real one (oidc-provider) started on
// loopback: our sign-in call → the provider's authorization endpoint → its login and consent interactions →
// our callback (code exchange with PKCE, ID token checked against the provider's keys) → a session cookie that
// /api/auth/me accepts. The app listens on a real port, the provider redirects to it; cookies are handled by hand.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { account, user } from '../db/schema';
import { buildApp } from '../app';
import { onOneDatabase, testConfig } from '../test/test-app';

const CLIENT_ID = 'slangbridge-test';
const CLIENT_SECRET = randomBytes(24).toString('hex');
const ACCOUNT = {
  sub: `sso-${randomBytes(6).toString('hex')}`,
  email: `sso.${randomBytes(4).toString('hex')}@idp.example`,
  name: 'Sso Person',
};

/** A cookie jar per origin, enough for this flow (every cookie of an origin is sent on every request to it). */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  header(url: string): string {
    const jar = this.jars.get(new URL(url).origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  store(url: string, response: Response) {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired =
        value === '' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attributes.some(
          (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now(),
        );
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  names(url: string): string[] {
    return [...(this.jars.get(new URL(url).origin)?.keys() ?? [])];
  }

  /** A jar holding only `other`'s cookies of `url`'s origin (the same browser, signed out of everything else). */
  static withCookiesOf(other: CookieJar, url: string): CookieJar {
    const jar = new CookieJar();
    const origin = new URL(url).origin;
    jar.jars.set(origin, new Map(other.jars.get(origin)));
    return jar;
  }
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const freePort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

// Runs on one database: the OpenID Connect exchange is decided in code.
onOneDatabase('Sign-in with OpenID Connect', (context) => {
  let providerServer: Server;
  let provider: Provider;
  let issuer: string;
  let app: FastifyInstance;
  let appUrl: string;
  const interactions: string[] = [];

  beforeAll(async () => {
    // The provider, with a login and a consent step answered by this test as a user would.
    providerServer = createServer((request, response) => {
      if (request.url?.startsWith('/interaction/')) {
        void answerInteraction(request, response).catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
        return;
      }
      provider.callback()(request, response);
    });
    const providerPort = await listen(providerServer);
    issuer = `http://127.0.0.1:${providerPort}`;

    const appPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;

    const { default: OidcProvider } = await import('oidc-provider');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    provider = new OidcProvider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      findAccount: (_context, sub) =>
        sub === ACCOUNT.sub
          ? {
              accountId: sub,
              claims: () => ({
                sub,
                email: ACCOUNT.email,
                email_verified: true,
                name: ACCOUNT.name,
              }),
            }
          : undefined,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
      jwks: {
        keys: [
          { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' },
        ],
      },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      pkce: { required: () => true },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    });

    async function answerInteraction(
      request: Parameters<typeof provider.interactionDetails>[0],
      response: Parameters<typeof provider.interactionDetails>[1],
    ) {
      const details = await provider.interactionDetails(request, response);
      interactions.push(details.prompt.name);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: ACCOUNT.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      // Consent: grant what the client asked for.
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id,
        });
      const missingScope = details.prompt.details.missingOIDCScope as string[] | undefined;
      const missingClaims = details.prompt.details.missingOIDCClaims as string[] | undefined;
      if (missingScope) grant.addOIDCScope(missingScope.join(' '));
      if (missingClaims) grant.addOIDCClaims(missingClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { consent: { grantId } });
    }

    // Built here rather than with context.buildApp, whose apps are closed after each test.
    app = await buildApp({
      config: testConfig({
        PUBLIC_URL: appUrl,
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_NAME: 'Test SSO',
      }),
      database: context.database,
    });
    await app.listen({ port: appPort, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => providerServer?.close(resolve));
    providerServer?.closeAllConnections();
  });

  /** Follows redirects by hand from `url`, keeping cookies; stops at the first answer on the app that is not a redirect into /api. */
  async function follow(jar: CookieJar, start: string) {
    const visited: { url: string; status: number }[] = [];
    let url = start;
    for (let hop = 0; hop < 15; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: jar.header(url), accept: 'text/html' },
      });
      jar.store(url, response);
      visited.push({ url, status: response.status });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { visited, final: response, finalUrl: url };
      }
      const next = new URL(location, url).toString();
      // Back on the app outside /api (the SPA page of callbackURL): the flow is done.
      if (next.startsWith(appUrl) && !new URL(next).pathname.startsWith('/api/')) {
        return { visited, final: response, finalUrl: next };
      }
      url = next;
    }
    throw new Error(`Too many redirects: ${JSON.stringify(visited)}`);
  }

  async function signInWithOidc(jar: CookieJar) {
    const start = await fetch(`${appUrl}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl, cookie: jar.header(appUrl) },
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/' }),
    });
    jar.store(appUrl, start);
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    return { authorizationUrl: new URL(url), ...(await follow(jar, url)) };
  }

  const me = async (jar: CookieJar) => {
    const response = await fetch(`${appUrl}/api/auth/me`, {
      headers: { cookie: jar.header(appUrl) },
    });
    return {
      status: response.status,
      body: (await response.json()) as { user?: Record<string, unknown> },
    };
  };

  it('offers the provider, signs in through it (redirect, login, consent, code exchange) and starts a session', async () => {
    const providers = await fetch(`${appUrl}/api/auth/providers`);
    expect(await providers.json()).toEqual({
      emailPassword: true,
      social: [{ id: 'oidc', name: 'Test SSO' }],
      passwordReset: 'server-log',
    });

    const jar = new CookieJar();
    const { authorizationUrl, visited, finalUrl } = await signInWithOidc(jar);

    // Our redirect to the provider: the authorization code flow with PKCE (S256), state and nonce.
    expect(authorizationUrl.origin).toBe(issuer);
    const params = Object.fromEntries(authorizationUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${appUrl}/api/auth/callback/oidc`,
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    expect(authorizationUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(interactions).toEqual(['login', 'consent']);

    // The provider sent the browser back to our callback with a code; we answered with the session cookie and
    // a redirect to callbackURL.
    const callback = visited.find((step) =>
      step.url.startsWith(`${appUrl}/api/auth/callback/oidc`),
    );
    expect(callback, JSON.stringify(visited)).toBeDefined();
    expect(new URL(callback!.url).searchParams.get('code')).toBeTruthy();
    expect(callback!.status).toBe(302);
    expect(finalUrl).toBe(`${appUrl}/`);
    expect(jar.names(appUrl)).toContain('better-auth.session_token');

    const session = await me(jar);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email: ACCOUNT.email,
      name: ACCOUNT.name,
      firstName: 'Sso',
      roles: [],
    });

    // The account is linked to the provider's subject.
    const [row] = await context.db
      .select({ userId: account.userId })
      .from(account)
      .where(and(eq(account.providerId, 'oidc'), eq(account.accountId, ACCOUNT.sub)));
    expect(row?.userId).toBe(session.body.user!.id);

    // Signing in again (the provider remembers the login and the consent) reaches the same user.
    // Same browser at the provider, no session with us.
    interactions.length = 0;
    const again = CookieJar.withCookiesOf(jar, issuer);
    const second = await signInWithOidc(again);
    expect(second.finalUrl).toBe(`${appUrl}/`);
    expect(interactions).toEqual([]);
    const secondSession = await me(again);
    expect(secondSession.body.user?.id).toBe(session.body.user!.id);
    expect(
      await context.db.select({ id: user.id }).from(user).where(eq(user.email, ACCOUNT.email)),
    ).toHaveLength(1);

    // Logging out of our app ends our session (the provider's own session is its business).
    const logout = await fetch(`${appUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: again.header(appUrl), origin: appUrl },
    });
    expect(logout.status).toBe(200);
    expect((await me(again)).status).toBe(401);
    expect((await me(jar)).status).toBe(200);
  });

  it('starts no session when the callback’s state does not match (a forged or replayed callback)', async () => {
    const jar = new CookieJar();
    const start = await fetch(`${appUrl}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/' }),
    });
    jar.store(appUrl, start);
    const forged = await fetch(
      `${appUrl}/api/auth/callback/oidc?code=made-up&state=${randomBytes(16).toString('hex')}`,
      { redirect: 'manual', headers: { cookie: jar.header(appUrl) } },
    );
    jar.store(appUrl, forged);
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toMatch(/error=/);
    expect(jar.names(appUrl)).not.toContain('better-auth.session_token');
    expect((await me(jar)).status).toBe(401);
  });
});
