// A local (stdio) MCP server of the official SDK for tests: one tool, `whoami`, answering with its
// process id and the TEST_GREETING environment value it was started with.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'stdio-test', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'whoami', description: 'Says who answers', inputSchema: { type: 'object', properties: {} } },
  ],
}));
server.setRequestHandler(CallToolRequestSchema, async () => ({
  content: [{ type: 'text', text: `${process.env.TEST_GREETING ?? 'hello'} from a local MCP server` }],
}));
await server.connect(new StdioServerTransport());
