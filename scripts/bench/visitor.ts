// The bench's normal visitor, in its own process so the attacker's busy event loop does not
// inflate the times: fetches the home page every 5 ms until stdin closes, then prints the times. Its first line,
// "ready", says that it has started timing; its last line is the times, in JSON.
import { argv, stdin, stdout } from 'node:process';

const [url] = argv.slice(2);
const times: number[] = [];
let failures = 0;
let running = true;
stdin.on('end', () => (running = false)).resume();
// One untimed request first: the first fetch of a process sets up its HTTP client and connection (some 40 ms),
// which is the probe's own start, not the server's answer.
await fetch(url).then((response) => response.arrayBuffer());
stdout.write('ready\n');
while (running) {
  const started = performance.now();
  const response = await fetch(url).catch(() => null);
  if (response?.status === 200) await response.arrayBuffer();
  else failures += 1;
  times.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
stdout.write(JSON.stringify({ times, failures }));
