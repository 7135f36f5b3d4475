// npm run bench:hostile — the hostile run of issue 10 against a publisher in its own process:
// 1,000 invalid webhooks, 200 concurrent contact messages and 200 idle connections, while a probe
// fetches the home page. Budgets: p99 of the probe ≤ 50 ms, peak memory < 200 MB, nothing lost.
// Loopback only; every loop is bounded.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { pool } from './bench/pool.ts';

const BUDGET = { p99Ms: 50, peakMemoryMb: 200 };
const SECRET = 'bench-secret';
// The publisher runs with the Node flags of `npm start`, its memory settings among them.
const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: { start: string } };
const nodeFlags = scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
const dir = await mkdtemp(join(tmpdir(), 'northwind-bench-'));
const child = spawn(process.execPath, [...nodeFlags, join('scripts', 'hostile-publisher.ts'), dir, SECRET], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
const { hostname, port } = new URL(url);

async function waitForSite(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await fetch(url)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The publisher never served its first release');
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

function peakMemoryMb(pid: number): Promise<number> {
  // VmHWM: the most resident memory the process has ever had.
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

try {
  await waitForSite();
  const idle: Socket[] = Array.from({ length: 200 }, (_, index) => {
    const socket = connect(Number(port), hostname, () => {
      // Half idle keep-alive connections, half stuck in the middle of their headers.
      if (index % 2) socket.write('GET / HTTP/1.1\r\nHost: bench\r\n');
    });
    socket.on('error', () => undefined);
    return socket;
  });

  const prober = spawn(process.execPath, [join('scripts', 'bench-probe.ts'), url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const probeOutput = (async () => {
    let text = '';
    for await (const chunk of prober.stdout) text += String(chunk);
    return JSON.parse(text) as { times: number[]; failures: number };
  })();
  // Let the probe measure the quiet server first, then attack.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const payload = JSON.stringify({ _id: 'course-x', _type: 'course', pad: 'x'.repeat(64 * 1024) });
  const forged = await encodeSignatureHeader(payload, Date.now(), 'not-the-secret');
  const webhookStatuses = new Map<number, number>();
  const webhooks = pool(1_000, 50, async (index) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (index % 3 === 1) headers[SIGNATURE_HEADER_NAME] = forged;
    if (index % 3 === 2) headers[SIGNATURE_HEADER_NAME] = 't=1,v1=garbage';
    const response = await fetch(`${url}/api/rebuild`, { method: 'POST', headers, body: payload }).catch(() => null);
    const status = response?.status ?? 0;
    webhookStatuses.set(status, (webhookStatuses.get(status) ?? 0) + 1);
    await response?.body?.cancel();
  });
  const accepted: string[] = [];
  const messages = pool(200, 200, async (index) => {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: '',
        subject: 'Bench',
        message: `Message ${index}`,
        page: '/get-in-touch',
        submitted_at: new Date().toISOString(),
      }),
    });
    if (response.status === 200) accepted.push(((await response.json()) as { id: string }).id);
  });
  await Promise.all([webhooks, messages]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  prober.stdin.end();
  const { times: probe, failures: probeFailures } = await probeOutput;
  for (const socket of idle) socket.destroy();

  const inbox = (await readFile(join(dir, 'data', 'contact', 'inbox.ndjson'), 'utf8')).split('\n').filter(Boolean);
  const stored = new Set(inbox.map((line) => (JSON.parse(line) as { id: string }).id));
  const results = {
    probeRequests: probe.length,
    probeFailures,
    p50Ms: Number(percentile(probe, 50).toFixed(1)),
    p99Ms: Number(percentile(probe, 99).toFixed(1)),
    peakMemoryMb: Number((await peakMemoryMb(child.pid!)).toFixed(1)),
    webhookStatuses: Object.fromEntries(webhookStatuses),
    contactAccepted: accepted.length,
    contactStored: accepted.filter((id) => stored.has(id)).length,
    storedLines: inbox.length,
  };
  console.log(JSON.stringify(results, null, 2));
  const failures = [
    results.p99Ms > BUDGET.p99Ms && `p99 ${results.p99Ms} ms > ${BUDGET.p99Ms} ms`,
    results.peakMemoryMb >= BUDGET.peakMemoryMb && `peak memory ${results.peakMemoryMb} MB ≥ ${BUDGET.peakMemoryMb} MB`,
    probeFailures > 0 && `${probeFailures} normal requests failed`,
    (results.contactAccepted !== 200 || results.contactStored !== 200 || results.storedLines !== 200) &&
      'contact messages were lost or duplicated',
    (webhookStatuses.get(202) ?? 0) > 0 && 'an invalid webhook was accepted',
  ].filter(Boolean);
  if (failures.length) {
    console.error(`Over budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Within budget.');
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  await rm(dir, { recursive: true, force: true });
}
