import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';
import type { SandboxError } from './sandboxTypes.ts';

export interface VmErrorInfo {
  name: string;
  message: string;
}

/** Reads a thrown value (Error or anything else) without trusting it: getters may throw or loop. */
export function describeVmError(vm: QuickJSContext, handle: QuickJSHandle): VmErrorInfo {
  try {
    const dumped: unknown = vm.dump(handle);
    if (dumped && typeof dumped === 'object' && 'message' in dumped) {
      const { name, message } = dumped as { name?: unknown; message?: unknown };
      return { name: typeof name === 'string' ? name : 'Error', message: String(message) };
    }
    if (typeof dumped === 'string') return { name: '', message: dumped };
    return { name: '', message: JSON.stringify(dumped) ?? String(dumped) };
  } catch {
    return { name: '', message: 'an error that could not be read' };
  }
}

export interface Limits {
  timeoutMs: number;
  memoryBytes: number;
  deadline: number;
}

const MEMORY_MESSAGES = new Set(['out of memory', 'string too long']);

/** Maps what QuickJS threw to the sandbox's error kinds; limits come first since user code may catch them. */
export function classifyVmError(info: VmErrorInfo, limits: Limits, compiling: boolean): SandboxError {
  const interrupted = info.name === 'InternalError' && info.message === 'interrupted';
  if (interrupted || Date.now() >= limits.deadline) return timeoutError(limits.timeoutMs);
  if (info.name === 'InternalError' && MEMORY_MESSAGES.has(info.message)) {
    return memoryError(limits.memoryBytes);
  }
  if (info.name === 'InternalError' && info.message === 'stack overflow') {
    return { kind: 'memory', message: 'Stack overflow: the code recursed too deeply' };
  }
  if (compiling && info.name === 'SyntaxError')
    return { kind: 'syntax', message: `SyntaxError: ${info.message}` };
  return { kind: 'runtime', message: info.name ? `${info.name}: ${info.message}` : info.message };
}

export function timeoutError(timeoutMs: number, detail = ''): SandboxError {
  return { kind: 'timeout', message: `The code did not finish within ${timeoutMs} ms${detail}` };
}

export function memoryError(memoryBytes: number, detail = ''): SandboxError {
  const mib = Math.round((memoryBytes / (1024 * 1024)) * 10) / 10;
  return { kind: 'memory', message: `The code went over its memory limit of ${mib} MiB${detail}` };
}
