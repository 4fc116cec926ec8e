// The part of oidc-provider (a devDependency without bundled types) that the OpenID Connect test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (
      context: unknown,
      sub: string,
    ) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (context: unknown, interaction: { uid: string }) => string };
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
