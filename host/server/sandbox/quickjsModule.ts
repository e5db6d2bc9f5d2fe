import { newQuickJSWASMModule, newVariant, type QuickJSWASMModule, RELEASE_SYNC } from 'quickjs-emscripten';

const PAGE_BYTES = 64 * 1024;
/** What the emscripten build starts with (its INITIAL_MEMORY): QuickJS's own data and an empty heap. */
export const QUICKJS_BASE_BYTES = 16 * 1024 * 1024;

interface Cached {
  capBytes: number;
  module: Promise<QuickJSWASMModule>;
}

let cached: Cached | null = null;

/**
 * The compiled QuickJS WebAssembly module, loaded once per thread (compiling it is the cold-start cost) and
 * kept while runs ask for the same memory limit. Its WebAssembly memory cannot grow past the base size plus
 * `memoryBytes`: that is the hard byte cap (QuickJS's own limit only counts allocations), and hitting it makes
 * QuickJS throw 'out of memory' inside the run. Runs are sequential per thread and dispose their runtime, so
 * the freed heap is reused by the next run. Every run gets its own runtime and context; nothing else is shared.
 */
export function getQuickJSModule(memoryBytes: number): Promise<QuickJSWASMModule> {
  const capBytes = QUICKJS_BASE_BYTES + Math.ceil(memoryBytes / PAGE_BYTES) * PAGE_BYTES;
  if (cached?.capBytes !== capBytes) {
    const wasmMemory = new WebAssembly.Memory({
      initial: QUICKJS_BASE_BYTES / PAGE_BYTES,
      maximum: capBytes / PAGE_BYTES,
    });
    const entry: Cached = {
      capBytes,
      module: newQuickJSWASMModule(newVariant(RELEASE_SYNC, { wasmMemory })),
    };
    entry.module.catch(() => {
      if (cached === entry) cached = null; // let the next run try again instead of caching the failure
    });
    cached = entry;
  }
  return cached.module;
}

/**
 * Forgets a module whose WebAssembly state can no longer be trusted (a host stack overflow or an abort
 * inside QuickJS leaves its heap half-updated), or that should give its memory back. The next run loads a
 * fresh one; the old one is collected once its last run lets go of it.
 */
export async function discardQuickJSModule(module: QuickJSWASMModule): Promise<void> {
  const entry = cached;
  if (entry && (await entry.module.catch(() => null)) === module && cached === entry) cached = null;
}
