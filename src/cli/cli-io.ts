/** Where the CLI reads its environment from and writes to; injected so tests can run it in-process. */
export interface CliIo {
  /** Writes text to standard output. */
  out: (text: string) => void;
  /** Writes text to standard error. */
  err: (text: string) => void;
  /** Environment variables. */
  env: NodeJS.ProcessEnv;
  /** The working directory relative paths are resolved against. */
  cwd: string;
}

/** The real process's streams, environment and working directory. */
export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
  };
}
