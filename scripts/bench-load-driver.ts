// The load of `npm run bench:load`, in a process of its own so that the app's event loop is not
// shared with the client: runs autocannon with the options passed as JSON in argv[2] and prints
// its result as one JSON line (with the count of each status) on stdout.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const statuses: Record<string, number> = {};
const result = await autocannon({
  ...options,
  setupClient: (client) => {
    client.on('response', (statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  },
});
process.stdout.write(`${JSON.stringify({ result, statuses })}\n`);
