/**
 * `npm run create-user -- --type admin --username ana --email ana@example.hr [--password …]
 *  [--first-name Ana] [--last-name Kovač] [--language hr]`
 * Creates a verified account in the configured store (MONGODB_URI, else the embedded store under
 * DATA_DIR). Without --password it asks on the terminal (not echoed) or reads one line from stdin.
 * Passwords must pass the stricter rule for hand-made accounts (12+ characters, not a common one).
 */
import process from 'node:process';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, USER_TYPES, usernameSchema } from '../api/contract/auth';
import { LANGUAGES } from '../api/contract/car';
import { passwordWeakness } from '../api/features/users/password-strength';

const USAGE =
  'Usage: npm run create-user -- --type <user|dealer|premium_dealer|admin> --username <name> --email <address> ' +
  '[--password <password>] [--first-name <name>] [--last-name <name>] [--language <en|hr|de>]';

const argsSchema = z.object({
  type: z.enum(USER_TYPES, `--type must be one of ${USER_TYPES.join(', ')}`),
  username: usernameSchema,
  email: emailSchema,
  'first-name': z.string().trim().max(50).optional(),
  'last-name': z.string().trim().max(50).optional(),
  language: z.enum(LANGUAGES, '--language must be en, hr or de').default('en'),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readLineFromStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function obtainPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) return readLineFromStdin();
  const password = await askHidden('Password: ');
  const again = await askHidden('Repeat the password: ');
  if (password !== again) fail('The passwords do not match.');
  return password;
}

const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    language: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  fail(`${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n\n${USAGE}`);
}
const args = parsed.data;

const password = await obtainPassword(values.password);
const weakness = passwordWeakness(password, { username: args.username, email: args.email });
if (weakness) fail(`That password is too weak: ${weakness}`);

// The store and its drivers load only once the input is known to be good (refusals stay quick).
const [{ loadConfig, loadDotEnv }, { openServices }, { openStore }, { DuplicateUserError }, { UsersService }] =
  await Promise.all([
    import('../api/config'),
    import('../api/services'),
    import('../api/platform/storage/open-store'),
    import('../api/features/users/user-repository'),
    import('../api/features/users/users-service'),
  ]);
loadDotEnv();
const config = loadConfig();
const services = await openServices(await openStore(config));
try {
  const user = await new UsersService(services.users).createUser({
    username: args.username,
    email: args.email,
    password,
    firstName: args['first-name'] || null,
    lastName: args['last-name'] || null,
    userType: args.type,
    emailVerified: true,
    language: args.language,
  });
  console.log(
    `Created ${user.userType} "${user.username}" <${user.email}> (id ${user.id}) in the ${services.store.kind} store.`,
  );
} catch (error) {
  if (error instanceof DuplicateUserError) {
    process.exitCode = 1;
    console.error(
      `Not created: the ${error.fields.join(' and ')} ${error.fields.length > 1 ? 'are' : 'is'} already taken.`,
    );
  } else {
    throw error;
  }
} finally {
  await services.close();
}
