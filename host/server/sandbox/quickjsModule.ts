import { newQuickJSWASMModule, type QuickJSWASMModule } from 'quickjs-emscripten';

let cached: Promise<QuickJSWASMModule> | null = null;

/**
 * The compiled QuickJS WebAssembly module, loaded once per process (compiling it is the cold-start cost).
 * Every sandboxed run gets its own runtime and context inside it; nothing else is shared.
 */
export function getQuickJSModule(): Promise<QuickJSWASMModule> {
  if (!cached) {
    cached = newQuickJSWASMModule();
    cached.catch(() => {
      cached = null; // let the next run try again instead of caching the failure
    });
  }
  return cached;
}

/**
 * Forgets a module whose WebAssembly state can no longer be trusted (a host stack overflow or an abort
 * inside QuickJS leaves its heap half-updated). The next run loads a fresh one; the old one is collected.
 */
export async function discardQuickJSModule(module: QuickJSWASMModule): Promise<void> {
  if (cached && (await cached.catch(() => null)) === module) cached = null;
}
