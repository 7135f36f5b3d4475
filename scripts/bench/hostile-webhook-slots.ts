import { connect, type Socket } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/**
 * Issue 19's fourth attack: one client (behind the trusted proxy) holds 50 slow bodies with a forged
 * signature and a fresh timestamp, and Sanity sends a genuine webhook. Reports how long that took.
 */
export async function webhookSlots(url: string, secret: string) {
  const { hostname, port } = new URL(url);
  const slow: Socket[] = Array.from({ length: 50 }, () => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        'POST /api/rebuild HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
          `X-Forwarded-For: 10.66.0.1\r\n${SIGNATURE_HEADER_NAME}: t=${Date.now()},v1=forged\r\n\r\n{"_id":`,
      ),
    );
    socket.on('error', () => undefined);
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const body = JSON.stringify({ _id: 'course-tlif0025', _type: 'course' });
  const started = performance.now();
  const response = await fetch(`${url}/api/rebuild`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '34.102.0.1',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
  const genuineWebhookMs = Number((performance.now() - started).toFixed(1));
  for (const socket of slow) socket.destroy();
  return { genuineWebhookStatus: response.status, genuineWebhookMs };
}
