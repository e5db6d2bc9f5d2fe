import { describeMatrix } from './authz/describeMatrix.ts';

// Every /api/v1 route of every loaded plugin × five personas and API key callers: see authz/authorizationMatrix.ts.
describeMatrix('oss');
