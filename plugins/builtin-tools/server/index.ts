import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { arxiv } from './arxiv.ts';
import { calculator } from './calculator.ts';
import { currentDateTime } from './currentDateTime.ts';
import { agentAsTool, chatflowTool } from './flowTools.ts';
import { codeInterpreter } from './codeInterpreter.ts';
import { codeInterpreterE2B } from './codeInterpreterE2B.ts';
import { readFileTool, writeFileTool } from './fileTools.ts';
import { github } from './github.ts';
import { gmail } from './gmail.ts';
import { googleCalendar, googleDrive } from './googleWorkspace.ts';
import { jira } from './jira.ts';
import { sendEmail } from './sendEmail.ts';
import { slack } from './slack.ts';
import { microsoftTeams } from './microsoftTeams.ts';
import { openAPIToolkit } from './openAPIToolkit.ts';
import { requestsDelete, requestsGet, requestsPost, requestsPut } from './requestsTools.ts';
import { searchProviders } from './searchTools.ts';
import { webScraperTool } from './webScraperTool.ts';
import { wikipedia } from './wikipedia.ts';

export default definePluginServer({
  toolProviders: [
    requestsGet,
    requestsPost,
    requestsPut,
    requestsDelete,
    webScraperTool,
    arxiv,
    wikipedia,
    ...searchProviders,
    calculator,
    currentDateTime,
    openAPIToolkit,
    gmail,
    microsoftTeams,
    slack,
    github,
    jira,
    googleCalendar,
    googleDrive,
    sendEmail,
    codeInterpreter,
    codeInterpreterE2B,
    readFileTool,
    writeFileTool,
    chatflowTool,
    agentAsTool,
  ],
});
