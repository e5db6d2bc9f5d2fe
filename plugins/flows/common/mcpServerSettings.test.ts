import { describe, expect, it } from 'vitest';
import {
  apiConfigProblem,
  flowToolName,
  mcpServerSettingsErrors,
  parseMcpServerSettings,
  withMcpServerSettings,
} from './mcpServerSettings.ts';

describe("a flow's MCP server settings (api_config.mcpServer)", () => {
  it('names the tool after the flow as the peer does, or as its settings say', () => {
    expect(flowToolName('Support Bot: FAQ!')).toBe('support_bot_faq');
    expect(flowToolName('!!!')).toBe('chatflow_tool');
    expect(flowToolName('x', parseMcpServerSettings('{"mcpServer":{"toolName":"my-tool"}}'))).toBe('my-tool');
    expect(flowToolName('x y', { toolName: 'not valid!' })).toBe('x_y');
  });

  it("checks the name as the peer does (letters, digits, _ and -, 64 at most) and the description's length", () => {
    expect(mcpServerSettingsErrors({ toolName: 'faq_bot-2', description: 'Answers' })).toEqual({});
    expect(mcpServerSettingsErrors({ toolName: '' })).toEqual({});
    expect(mcpServerSettingsErrors({ toolName: 'faq bot' }).toolName).toMatch(/letters, digits/);
    expect(mcpServerSettingsErrors({ toolName: 'a'.repeat(65) }).toolName).toMatch(/at most 64/);
    expect(mcpServerSettingsErrors({ description: 'd'.repeat(2001) }).description).toMatch(/2000/);
  });

  it('names the field of the first problem in an api_config text, and leaves the rest alone', () => {
    expect(apiConfigProblem(null)).toBeNull();
    expect(apiConfigProblem('not json')).toBeNull();
    expect(apiConfigProblem('{"rateLimit":{"limitMax":2}}')).toBeNull();
    expect(apiConfigProblem('{"mcpServer":{"toolName":"ok"}}')).toBeNull();
    expect(apiConfigProblem('{"mcpServer":{"toolName":"no way"}}')).toMatch(
      /^apiConfig\.mcpServer\.toolName /,
    );
    expect(apiConfigProblem('{"mcpServer":{"description":5}}')).toBe(
      'apiConfig.mcpServer.description must be a string',
    );
    expect(apiConfigProblem('{"mcpServer":[]}')).toBe('apiConfig.mcpServer must be an object');
  });

  it('writes the settings into api_config, keeping its other keys and dropping blank ones', () => {
    const kept = '{"rateLimit":{"limitMax":2},"mcpServer":{"toolName":"old"}}';
    expect(JSON.parse(withMcpServerSettings(kept, { toolName: ' faq ', description: '' }))).toEqual({
      rateLimit: { limitMax: 2 },
      mcpServer: { toolName: 'faq' },
    });
    expect(JSON.parse(withMcpServerSettings(kept, {}))).toEqual({ rateLimit: { limitMax: 2 } });
    expect(JSON.parse(withMcpServerSettings('broken', { description: 'd' }))).toEqual({
      mcpServer: { description: 'd' },
    });
  });
});
