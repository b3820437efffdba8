/** The limits of one sandbox run. Every limit hit ends the run with its own failure code. */
export interface SandboxLimits {
  /** Wall-clock time of the whole run (evaluation, the call, settling a promise, serialising), ms. @default 1000 */
  timeoutMs: number;
  /** Heap of the VM in bytes (the input, once parsed, counts too). @default 32 MiB */
  memoryBytes: number;
  /**
   * Stack of the VM in bytes, at most 2 MiB; deep recursion ends with `stack_overflow` (above about 448 KiB
   * the host's own stack may overflow first, which ends the run with `stack_overflow` too and resets the
   * engine). @default 256 KiB
   */
  maxStackBytes: number;
  /** Size of the result as UTF-8 JSON, bytes. @default 1 MiB */
  maxOutputBytes: number;
}

/** The default {@link SandboxLimits}. */
export const DEFAULT_SANDBOX_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  timeoutMs: 1000,
  memoryBytes: 32 * 1024 * 1024,
  maxStackBytes: 256 * 1024,
  maxOutputBytes: 1024 * 1024,
});
