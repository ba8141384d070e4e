/**
 * What the API's commands (account.ts, notify.ts) share: arguments parsed by the command, then the
 * configuration and the store the API is configured with (DATA_DIR, or MONGODB_URI), the same clear
 * messages for a bad configuration or a data folder held by the running API, and exit codes
 * 0 done, 1 failed, 2 invalid arguments.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataFolderInUseError } from '../store/embedded.ts';
import { openStore, type Store } from '../store/index.ts';

export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Thrown by a command's argument parser: printed with the usage text, exit 2. */
export class UsageError extends Error {}

/** The command's options (`--name value`, `--flag`), strictly: anything else is a UsageError. */
export function parseOptions<const O extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: O,
) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export interface Command<Args> {
  /** `nibras-account`, `nibras-notify`: the prefix of every line the command prints. */
  name: string;
  usage: string;
  /** The parsed arguments, or 'help'; throws UsageError. */
  parse(argv: string[]): Args | 'help';
  /** The work, with the store open (it is closed afterwards); resolves to the exit code. */
  run(store: Store, args: Args, config: Config): Promise<number>;
}

async function main<Args>(command: Command<Args>): Promise<number> {
  const { name } = command;
  let args: Args | 'help';
  try {
    args = command.parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}\n\n${command.usage}`);
    return EXIT_USAGE;
  }
  if (args === 'help') {
    console.info(command.usage);
    return 0;
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name}: ${error.message}`);
    return EXIT_FAILED;
  }

  let store: Store;
  try {
    store = await openStore(config, { compactionIntervalMs: 0 });
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(
        `${name}: the data folder ${error.dataDir} is in use by process ${error.pid} ` +
          '(most likely the running API). Stop the API, run this command, then start the API again.',
      );
    } else {
      console.error(`${name}: cannot open the store: ${error instanceof Error ? error.message : error}`);
    }
    return EXIT_FAILED;
  }
  try {
    return await command.run(store, args, config);
  } finally {
    await store.close();
  }
}

/** Runs a command as the process's work and sets its exit code. */
export function runCommand<Args>(command: Command<Args>): void {
  main(command).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${command.name}: failed:`, error);
      process.exitCode = EXIT_FAILED;
    },
  );
}
