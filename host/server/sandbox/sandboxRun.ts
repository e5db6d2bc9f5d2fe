import {
  DefaultIntrinsics,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';
import {
  classifyVmError,
  describeVmError,
  type Limits,
  memoryError,
  timeoutError,
  type VmErrorInfo,
} from './describeVmError.ts';
import { isModuleAllowed, moduleNotAllowedMessage } from '../../common/sandbox/requiredModules.ts';
import { sandboxHostCall } from './modules/sandboxHostCall.ts';
import { SANDBOX_LAZY_GLOBALS, SANDBOX_REQUIRE_PRELUDE } from './modules/sandboxRequirePrelude.ts';
import { SANDBOX_PRELUDE, SANDBOX_TOOLS_PRELUDE } from './sandboxPrelude.ts';
import { fetchBridge, sqlBridge, toolBridge } from './sandboxBridges.ts';
import { SandboxHostCalls } from './sandboxHostCalls.ts';
import { SandboxLogBook } from './sandboxLogBook.ts';
import type { SandboxRequest } from './sandboxRequest.ts';
import type { SandboxError, SandboxOptions, SandboxResult, SandboxToolCaller } from './sandboxTypes.ts';

/** QuickJS's own recursion limit; kept well under what V8 lets the WebAssembly frames use. */
export const SANDBOX_STACK_BYTES = 192 * 1024;
const MAX_LOG_CHARS = 2000;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(['input', 'args', 'vars', 'flow']);

/** A prepared request with what the run calls out to (fetch, queries, tools). */
export type SandboxRunOptions = SandboxRequest &
  Pick<SandboxOptions, 'fetch' | 'sql'> & { callTool?: SandboxToolCaller };

/** Thrown inside a run to stop it with a classified error. */
class Stop {
  constructor(readonly error: SandboxError) {}
}

/** One execution: its own runtime and context, every handle it makes tracked and disposed in close(). */
export class SandboxRun {
  private readonly logs = new SandboxLogBook();
  private readonly rt: QuickJSRuntime;
  private readonly vm: QuickJSContext;
  private readonly calls: SandboxHostCalls;
  private readonly owned: QuickJSHandle[] = [];
  private closed = false;
  private memoryExceeded = false;
  private fromJson!: QuickJSHandle;
  private toJson!: QuickJSHandle;

  constructor(
    module: QuickJSWASMModule,
    private readonly options: SandboxRunOptions,
    private readonly limits: Limits,
  ) {
    this.rt = module.newRuntime();
    this.rt.setMemoryLimit(limits.memoryBytes);
    this.rt.setMaxStackSize(SANDBOX_STACK_BYTES);
    // QuickJS built with emscripten counts a fixed overhead per allocation, not its size, so the memory
    // limit above caps the number of allocations only. The byte cap is the WebAssembly memory's maximum
    // (see getQuickJSModule); this growth check also stops a run early when the heap started out full.
    const memory = module.getWasmMemory();
    const startBytes = memory.buffer.byteLength;
    const pastDeadline = shouldInterruptAfterDeadline(limits.deadline);
    this.rt.setInterruptHandler((runtime) => {
      if (memory.buffer.byteLength - startBytes > limits.memoryBytes) this.memoryExceeded = true;
      return this.memoryExceeded || pastDeadline(runtime);
    });
    // Typed arrays and ArrayBuffer as in the peer's Custom Functions. A buffer bomb outruns the growth check
    // between two polls, but not the WebAssembly memory's maximum (getQuickJSModule): QuickJS fails the
    // allocation with 'out of memory', a memory error of the run.
    this.vm = this.rt.newContext({ intrinsics: DefaultIntrinsics });
    this.calls = new SandboxHostCalls(this.vm);
  }

  async execute(): Promise<SandboxResult> {
    try {
      this.prepare();
      const AsyncFunction = this.own(
        this.check(this.vm.evalCode('(async function () {}).constructor'), false),
      );
      const source = this.own(this.vm.newString(this.options.code));
      // Compiling with the VM's AsyncFunction keeps 'return' and 'await' legal at the top of the body.
      const fn = this.own(this.check(this.vm.callFunction(AsyncFunction, this.vm.undefined, source), true));
      const promise = this.own(this.check(this.vm.callFunction(fn, this.vm.undefined), false));
      return await this.settle(promise);
    } catch (thrown) {
      if (thrown instanceof Stop) return this.failure(thrown.error);
      throw thrown; // a host-side failure inside QuickJS: the caller resets the module
    }
  }

  /** Disposes everything; returns false when QuickJS refused (a leaked handle), so the caller can reset. */
  close(poisoned: boolean): boolean {
    if (this.closed) return true;
    this.closed = true;
    this.calls.abortAll();
    if (poisoned) return false; // its heap cannot be trusted; the whole module goes to the GC
    try {
      this.calls.dispose();
      for (const handle of this.owned.reverse()) if (handle.alive) handle.dispose();
      this.vm.dispose();
      this.rt.dispose();
      return true;
    } catch {
      return false;
    }
  }

  failure(error: SandboxError): SandboxResult {
    return { ok: false, error, logs: this.logs.finish() };
  }

  private classify(info: VmErrorInfo, compiling: boolean): SandboxError {
    return this.memoryExceeded
      ? memoryError(this.limits.memoryBytes)
      : classifyVmError(info, this.limits, compiling);
  }

  private own(handle: QuickJSHandle): QuickJSHandle {
    this.owned.push(handle);
    return handle;
  }

  /** Unwraps a call result, turning a thrown VM value into a classified Stop. */
  private check(
    result: { value: QuickJSHandle } | { error: QuickJSHandle },
    compiling: boolean,
  ): QuickJSHandle {
    if ('value' in result) return result.value;
    const info = describeVmError(this.vm, result.error);
    result.error.dispose();
    throw new Stop(this.classify(info, compiling));
  }

  private prepare(): void {
    const { vm, options } = this;
    const prelude = this.own(this.check(vm.evalCode(SANDBOX_PRELUDE, 'prelude.js'), false));
    const log = this.own(
      vm.newFunction('log', (level, message) => this.logs.add(vm.getString(level), vm.getString(message))),
    );
    const fetch = options.fetch
      ? this.own(vm.newFunction('fetch', (r) => fetchBridge(this.calls, options.fetch!, vm.getString(r))))
      : vm.undefined;
    const maxChars = this.own(vm.newNumber(MAX_LOG_CHARS));
    const helpers = this.own(this.check(vm.callFunction(prelude, vm.undefined, log, fetch, maxChars), false));
    this.fromJson = this.own(vm.getProp(helpers, 'fromJson'));
    this.toJson = this.own(vm.getProp(helpers, 'toJson'));
    this.prepareRequire(fetch === vm.undefined ? vm.undefined : this.own(vm.getProp(vm.global, 'fetch')));

    const args = options.args ?? {};
    this.setGlobal('$input', args);
    this.setGlobal('$args', args);
    this.setGlobal('$vars', options.vars ?? {});
    this.setGlobal('$flow', options.flow ?? {});
    for (const [name, value] of Object.entries(args)) {
      if (IDENTIFIER.test(name) && !RESERVED.has(name)) this.setGlobal(`$${name}`, value);
    }
    if (options.tools?.length) this.prepareTools(options.tools);
  }

  /** `$tools.<name>.invoke(input)`: each call a VM promise of the tool's text, made by the caller. */
  private prepareTools(tools: NonNullable<SandboxRequest['tools']>): void {
    const { vm } = this;
    const make = this.own(this.check(vm.evalCode(SANDBOX_TOOLS_PRELUDE, 'tools.js'), false));
    const call = this.own(
      vm.newFunction('tool', (json) => toolBridge(this.calls, this.options.callTool, vm.getString(json))),
    );
    const list = this.own(vm.newString(JSON.stringify(tools)));
    const made = this.check(vm.callFunction(make, vm.undefined, call, list), false);
    vm.setProp(vm.global, '$tools', made);
    made.dispose();
  }

  /** require() and the globals its modules bring (Buffer, URL...), made on first use (see SANDBOX_LAZY_GLOBALS). */
  private prepareRequire(fetch: QuickJSHandle): void {
    const { vm } = this;
    const stub = this.own(this.check(vm.evalCode(SANDBOX_LAZY_GLOBALS, 'globals.js'), false));
    const init = this.own(vm.newFunction('init', () => this.initRequire(fetch)));
    this.own(this.check(vm.callFunction(stub, vm.undefined, init), false));
  }

  private initRequire(fetch: QuickJSHandle): QuickJSHandle | { error: QuickJSHandle } {
    const { vm } = this;
    const compiled = vm.evalCode(SANDBOX_REQUIRE_PRELUDE, 'require.js');
    if (!('value' in compiled)) return { error: compiled.error };
    const prelude = this.own(compiled.value);
    const load = this.own(vm.newFunction('load', (name) => this.onLoad(vm.getString(name))));
    const hostCall = this.own(
      vm.newFunction('hostCall', (op, args) => {
        try {
          return vm.newString(sandboxHostCall(vm.getString(op), vm.getString(args)));
        } catch (error) {
          const { name, message } = error instanceof Error ? error : new Error(String(error));
          return { error: vm.newError({ name, message }) };
        }
      }),
    );
    const sql = this.own(
      vm.newFunction('sql', (call) => sqlBridge(this.calls, this.options.sql, vm.getString(call))),
    );
    const made = vm.callFunction(prelude, vm.undefined, load, hostCall, fetch, sql);
    return 'value' in made ? made.value : { error: made.error };
  }

  /** The factory of a prepared module, or the error naming what may be required. */
  private onLoad(name: string): QuickJSHandle | { error: QuickJSHandle } {
    const modules = this.options.modules ?? { allowed: [], sources: {} };
    const source = Object.hasOwn(modules.sources, name) ? modules.sources[name] : undefined;
    if (source !== undefined) {
      const result = this.vm.evalCode(source, `module:${name}`);
      return 'value' in result ? result.value : { error: result.error };
    }
    const message = isModuleAllowed(name, modules.allowed)
      ? `Module '${name}' must be required by its name in quotes, e.g. require('${name}'), so it is prepared before the run`
      : moduleNotAllowedMessage(name, modules.allowed);
    return { error: this.vm.newError({ name: 'Error', message }) };
  }

  /** Values enter only as JSON text parsed inside the VM: no host object ever crosses. */
  private setGlobal(name: string, value: unknown): void {
    const text = this.own(this.vm.newString(JSON.stringify(value) ?? 'null'));
    const parsed = this.check(this.vm.callFunction(this.fromJson, this.vm.undefined, text), false);
    this.vm.setProp(this.vm.global, name, parsed);
    parsed.dispose();
  }

  private async settle(promise: QuickJSHandle): Promise<SandboxResult> {
    for (;;) {
      if (this.calls.failure) throw this.calls.failure;
      const jobs = this.rt.executePendingJobs();
      if (jobs.error) this.check({ error: jobs.error }, false);
      const state = this.vm.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        try {
          return this.success(state.value);
        } finally {
          state.value.dispose();
        }
      }
      if (state.type === 'rejected') this.check({ error: state.error }, false);
      if (this.rt.hasPendingJob()) continue;
      if (this.calls.inFlight === 0) {
        return this.failure(
          timeoutError(this.limits.timeoutMs, ': it awaits a promise that nothing can settle'),
        );
      }
      const remaining = this.limits.deadline - Date.now();
      if (remaining <= 0) return this.failure(timeoutError(this.limits.timeoutMs));
      await this.calls.settleOne(remaining);
    }
  }

  private success(value: QuickJSHandle): SandboxResult {
    const type = this.vm.typeof(value);
    if (type === 'undefined') return { ok: true, value: null, logs: this.logs.finish() };
    if (type === 'function' || type === 'symbol') {
      return this.failure({
        kind: 'result',
        message: `The code returned a ${type}; return JSON-serialisable data`,
      });
    }
    const result = this.vm.callFunction(this.toJson, this.vm.undefined, value);
    if ('error' in result && result.error) {
      const info = describeVmError(this.vm, result.error);
      result.error.dispose();
      const error = this.classify(info, false);
      if (error.kind !== 'runtime') return this.failure(error);
      return this.failure({
        kind: 'result',
        message: `The result is not JSON-serialisable: ${error.message}`,
      });
    }
    const text = this.vm.typeof(result.value) === 'string' ? this.vm.getString(result.value) : 'null';
    result.value.dispose();
    return { ok: true, value: JSON.parse(text), logs: this.logs.finish() };
  }
}
