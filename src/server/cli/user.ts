// The user command line, on whichever database is configured (DATABASE_URL, else the embedded one in DATA_DIR):
//   npm run user:create -- --email E --password P [--name N] [--roles admin,english_genz_editor]
//   npm run user:roles -- --email E --roles R1,R2        (--roles "" removes every role)
// The embedded database opens in one process at a time: with the server running on it, this says so and exits 1.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES, type Role } from '@shared/roles';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/schemas/auth';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/client';

const USAGE = `Usage:
  npm run user:create -- --email <email> --password <password> [--name <name>] [--roles <role,role>]
  npm run user:roles -- --email <email> --roles <role,role>      (--roles "" removes every role)

Roles: ${ROLES.join(', ')}
The database is the configured one: DATABASE_URL when set, otherwise the embedded database in DATA_DIR
(./data), which must not be open in a running server.`;

/** A problem with what was asked (bad arguments, an existing user, ...): printed without a stack trace. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

function parseRoles(value: string | undefined): Role[] {
  if (value === undefined) return [];
  const requested = value
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = requested.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length) {
    throw new UsageError(
      `Unknown role${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Valid roles: ${ROLES.join(', ')}.`,
    );
  }
  return [...new Set(requested)] as Role[];
}

function parseEmail(value: string | undefined): string {
  if (!value) throw new UsageError('--email is required.', true);
  const email = value.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new UsageError(`Not an e-mail address: ${value}`);
  return email;
}

const describeRoles = (roles: readonly string[]) => (roles.length ? roles.join(', ') : '(none)');

async function withDatabase<T>(
  work: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  // Loaded only once the arguments are known to be good: a usage error answers at once.
  const { openDatabase } = await import('../db/client');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

async function create(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const email = parseEmail(values.email);
  const password = values.password;
  if (!password) throw new UsageError('--password is required.', true);
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
  const roles = parseRoles(values.roles);

  return withDatabase(async (database, config) => {
    const { findUserByEmail } = await import('../auth/roles-repository');
    if (await findUserByEmail(database.db, email)) {
      throw new UsageError(`A user with the e-mail ${email} already exists.`);
    }
    // The auth library is the slowest import (≈ 2 s): only loaded when a user is really created.
    const [{ createAuth }, { createUser }] = await Promise.all([
      import('../auth/auth'),
      import('../auth/users'),
    ]);
    const auth = createAuth(config, database.db);
    const user = await createUser(auth, database.db, {
      email,
      password,
      name: values.name,
      roles,
    });
    return `Created user ${user.email} (name: ${user.name}, id: ${user.id}) with roles: ${describeRoles(user.roles)} [database: ${database.kind}]`;
  });
}

async function roles(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, roles: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const email = parseEmail(values.email);
  if (values.roles === undefined) throw new UsageError('--roles is required.', true);
  const wanted = parseRoles(values.roles);

  return withDatabase(async (database) => {
    const { findUserByEmail, getRoles, setRoles } = await import('../auth/roles-repository');
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new UsageError(`There is no user with the e-mail ${email}.`);
    await setRoles(database.db, user.id, wanted);
    // What is stored now, read back (not what was asked for).
    const stored = await getRoles(database.db, user.id);
    return `Roles of ${user.email} changed from ${describeRoles(user.roles)} to ${describeRoles(stored)}; they apply to the user's next request [database: ${database.kind}]`;
  });
}

/** node:util parseArgs refused the arguments (an unknown option, an option without its value, ...). */
const isParseArgsError = (error: unknown): error is Error =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('ERR_PARSE_ARGS');

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'create') console.log(await create(args));
    else if (command === 'roles') console.log(await roles(args));
    else throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.', true);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}`);
      if (error.showUsage) console.error(`\n${USAGE}`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else if (isParseArgsError(error)) {
      console.error(`Error: ${error.message}\n\n${USAGE}`);
    } else {
      // DatabaseInUseError, a database that does not answer, a password Better Auth refuses, ...
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}

// Exit explicitly: timers of the auth library must not keep a finished command alive.
process.exit(await main(process.argv.slice(2)));
