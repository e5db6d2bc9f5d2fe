import { StripeServer } from './stripeServer.ts';

/** The Stripe protocol server as a process of its own (the e2e run's cloud server talks to it). */
const port = Number(process.env.STRIPE_PORT ?? 0);
const server = await new StripeServer().start(port);
console.log(`Stripe protocol server on ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
