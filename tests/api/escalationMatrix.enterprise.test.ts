import { describeEscalation } from './authz/describeEscalation.ts';

// Routes that grant, link, invite or edit roles × callers asking for more than they hold.
describeEscalation('enterprise');
