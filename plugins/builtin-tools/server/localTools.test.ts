import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { codeInterpreter } from './codeInterpreter.ts';
import { FILE_TOOLS_ENV, readFileTool, writeFileTool } from './fileTools.ts';
import { agentAsTool } from './flowTools.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { sendEmail } from './sendEmail.ts';

const mails: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;
const dataDir = await mkdtemp(join(tmpdir(), 'bs-file-tools-'));
afterAll(async () => {
  smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('send email, code interpreter, file tools, flow as tool', () => {
  it('sendEmail speaks SMTP to the credential’s server', async () => {
    const ctx = testToolContext({
      credentials: {
        mail: { smtpHost: '127.0.0.1', smtpPort: String(smtpPort), smtpFrom: 'bot@example.com' },
      },
    });
    const t = await toolOf(sendEmail, { credential: 'mail' }, ctx);
    expect(await t.run({ to: 'ada@example.com', subject: 'Hi', body: 'Hello Ada' }, testSignal)).toContain(
      'Email sent to ada@example.com',
    );
    expect(mails.at(-1)?.to).toBe('ada@example.com');
    expect(mails.at(-1)?.raw).toContain('Hello Ada');
    const closed = testToolContext({ credentials: { mail: { smtpHost: '10.9.8.7' } } });
    closed.allowPrivate = false;
    await expect(
      (await toolOf(sendEmail, { credential: 'mail' }, closed)).run(
        { to: 'x@y.z', subject: 's', body: 'b' },
        testSignal,
      ),
    ).rejects.toThrow();
  });

  it('codeInterpreter runs the model’s code in the sandbox', async () => {
    const t = await toolOf(codeInterpreter, {}, testToolContext());
    expect(await t.run({ code: 'console.log("hi"); return [1,2,3].map((x) => x * 2);' }, testSignal)).toBe(
      '[2,4,6]\n[log] hi',
    );
    await expect(t.run({ code: 'throw new Error("nope")' }, testSignal)).rejects.toThrow(/nope/);
  });

  it('read/write file are off unless switched on, and stay inside the workspace folder', async () => {
    const ctx = { ...testToolContext(), dataDir };
    delete process.env[FILE_TOOLS_ENV];
    await expect(writeFileTool.tools({}, ctx)).rejects.toThrow(FILE_TOOLS_ENV);
    expect(readFileTool.check?.({})).toHaveLength(1);
    process.env[FILE_TOOLS_ENV] = 'true';
    try {
      await (await toolOf(writeFileTool, {}, ctx)).run(
        { file_path: 'notes/a.txt', text: 'kept' },
        testSignal,
      );
      const read = await toolOf(readFileTool, {}, ctx);
      expect(await read.run({ file_path: 'notes/a.txt' }, testSignal)).toBe('kept');
      await expect(read.run({ file_path: '../../etc/passwd' }, testSignal)).rejects.toThrow(/outside/);
      // The base path is the flow author's too: it cannot lead out of the workspace folder either.
      await (await toolOf(writeFileTool, { basePath: 'notes' }, ctx)).run(
        { file_path: 'b.txt', text: 'in' },
        testSignal,
      );
      expect(await read.run({ file_path: 'notes/b.txt' }, testSignal)).toBe('in');
      const escaping = await toolOf(readFileTool, { basePath: '../../..' }, ctx);
      await expect(escaping.run({ file_path: 'auth-secret' }, testSignal)).rejects.toThrow(/outside/);
      const otherWorkspace = await toolOf(readFileTool, { basePath: '../other-workspace' }, ctx);
      await expect(otherWorkspace.run({ file_path: 'notes/a.txt' }, testSignal)).rejects.toThrow(/outside/);
    } finally {
      delete process.env[FILE_TOOLS_ENV];
    }
  });

  it('agentAsTool asks another flow of the workspace', async () => {
    const asked: string[] = [];
    const ctx = {
      ...testToolContext(),
      runFlow: async (id: string, input: { question: string }) => {
        asked.push(`${id}:${input.question}`);
        return { text: `answer from ${id}` };
      },
    };
    const t = await toolOf(
      agentAsTool,
      { selectedAgentflow: 'flow-1', name: 'ask expert', description: 'Asks the expert' },
      ctx,
    );
    expect(t.name).toBe('ask_expert');
    expect(await t.run({ input: 'why?' }, testSignal)).toBe('answer from flow-1');
    expect(asked).toEqual(['flow-1:why?']);
  });
});
