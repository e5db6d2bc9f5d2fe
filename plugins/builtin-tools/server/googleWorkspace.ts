import { list } from './configValues.ts';
import { enc, prop, type RestAction, restKitProvider, str } from './restActionKit.ts';

const CAL = (a: Record<string, unknown>) =>
  `/calendars/${encodeURIComponent(str(a, 'calendarId') || 'primary')}/events`;
const CALENDAR: RestAction[] = [
  {
    action: 'listEvents',
    name: 'list_events',
    description: 'List events of a calendar',
    properties: {
      calendarId: prop('Calendar ID (default primary)'),
      timeMin: prop('RFC 3339 start'),
      timeMax: prop('RFC 3339 end'),
    },
    request: (a) => ({
      method: 'GET',
      path: CAL(a),
      query: {
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '50',
        ...(str(a, 'timeMin') ? { timeMin: str(a, 'timeMin') } : {}),
        ...(str(a, 'timeMax') ? { timeMax: str(a, 'timeMax') } : {}),
      },
    }),
  },
  {
    action: 'createEvent',
    name: 'create_event',
    description: 'Create a calendar event',
    properties: {
      calendarId: prop('Calendar ID (default primary)'),
      summary: prop('Title'),
      start: prop('RFC 3339 start'),
      end: prop('RFC 3339 end'),
      description: prop('Description'),
    },
    required: ['summary', 'start', 'end'],
    request: (a) => ({
      method: 'POST',
      path: CAL(a),
      body: {
        summary: str(a, 'summary'),
        description: str(a, 'description'),
        start: { dateTime: str(a, 'start') },
        end: { dateTime: str(a, 'end') },
      },
    }),
  },
  {
    action: 'deleteEvent',
    name: 'delete_event',
    description: 'Delete a calendar event',
    properties: { calendarId: prop('Calendar ID'), eventId: prop('Event ID') },
    required: ['eventId'],
    request: (a) => ({ method: 'DELETE', path: `${CAL(a)}/${enc(a, 'eventId')}` }),
    answer: () => 'Event deleted',
  },
];

const DRIVE: RestAction[] = [
  {
    action: 'listFiles',
    name: 'list_files',
    description: 'Search files in Google Drive',
    properties: { query: prop("Drive query, e.g. name contains 'report'") },
    request: (a) => ({
      method: 'GET',
      path: '/files',
      query: {
        pageSize: '50',
        fields: 'files(id,name,mimeType,modifiedTime)',
        ...(str(a, 'query') ? { q: str(a, 'query') } : {}),
      },
    }),
  },
  {
    action: 'getFile',
    name: 'get_file',
    description: 'Get a file’s metadata',
    properties: { fileId: prop('File ID') },
    required: ['fileId'],
    request: (a) => ({ method: 'GET', path: `/files/${enc(a, 'fileId')}` }),
  },
  {
    action: 'readFile',
    name: 'read_file',
    description: 'Read a file’s text content',
    properties: { fileId: prop('File ID') },
    required: ['fileId'],
    request: (a) => ({ method: 'GET', path: `/files/${enc(a, 'fileId')}`, query: { alt: 'media' } }),
  },
];

/** Google Calendar: the Calendar API v3 with an OAuth2 access token. */
export const googleCalendar = restKitProvider({
  name: 'googleCalendarTool',
  label: 'Google Calendar',
  description: 'List, create and delete Google Calendar events',
  credentialNames: ['googleCalendarOAuth2'],
  tokenFields: ['access_token', 'accessToken'],
  baseURL: 'https://www.googleapis.com/calendar/v3',
  inputs: [
    {
      label: 'Event Actions',
      name: 'eventActions',
      type: 'multiOptions',
      options: CALENDAR.map((a) => ({ label: a.description, name: a.action })),
      default: '["listEvents"]',
    },
  ],
  picked: (c) => list(c, 'eventActions'),
  actions: CALENDAR,
});

/** Google Drive: the Drive API v3 with an OAuth2 access token. */
export const googleDrive = restKitProvider({
  name: 'googleDriveTool',
  label: 'Google Drive',
  description: 'Search and read Google Drive files',
  credentialNames: ['googleDriveOAuth2'],
  tokenFields: ['access_token', 'accessToken'],
  baseURL: 'https://www.googleapis.com/drive/v3',
  inputs: [
    {
      label: 'File Actions',
      name: 'fileActions',
      type: 'multiOptions',
      options: DRIVE.map((a) => ({ label: a.description, name: a.action })),
      default: '["listFiles"]',
    },
  ],
  picked: (c) => list(c, 'fileActions'),
  actions: DRIVE,
});
