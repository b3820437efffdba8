/**
 * Runs `toolwise serve` with this process's arguments and streams, as `bin/toolwise.js serve` does from the
 * built copy; the stdio gateway tests spawn it.
 */
import { processIo } from '../../cli/cli-io.ts';
import { serveCommand } from '../../cli/commands/serve-command.ts';

try {
  process.exitCode = await serveCommand(process.argv.slice(2), processIo());
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
