/**
 * The part of oidc-provider 8 (an untyped package) that test/support/oidcProvider.ts uses.
 * Written here instead of pinning @types/oidc-provider for three members.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Configuration {
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
