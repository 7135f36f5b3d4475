import { connect, type Socket } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** A forged webhook, signature well-formed and fresh, from `client` (behind the trusted proxy), whose body never ends. */
function slowBody(hostname: string, port: number, client: string): Socket {
  const socket = connect(port, hostname, () =>
    socket.write(
      'POST /api/rebuild HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
        `X-Forwarded-For: ${client}\r\n${SIGNATURE_HEADER_NAME}: t=${Date.now()},v1=forged\r\n\r\n{"_id":`,
    ),
  );
  socket.on('error', () => undefined);
  return socket;
}

/** Sanity's genuine delivery while the slow bodies are held: its status and how long it took. */
async function genuineDelivery(url: string, secret: string) {
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
  await response.body?.cancel();
  return { status: response.status, ms: Number((performance.now() - started).toFixed(1)) };
}

/** Slow bodies from `clients` (one each), held for 1.5 s before Sanity's genuine webhook arrives. */
async function whileHeld(url: string, secret: string, clients: string[]) {
  const { hostname, port } = new URL(url);
  const slow = clients.map((client) => slowBody(hostname, Number(port), client));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const genuine = await genuineDelivery(url, secret);
  for (const socket of slow) socket.destroy();
  return genuine;
}

/**
 * Issues 19 and 30: Sanity's genuine webhook while slow forged bodies hold the read slots: 50 from one
 * client, eight from one IPv6 /64, and two from each of four IPv4 addresses.
 */
export async function webhookSlots(url: string, secret: string) {
  const oneClient = await whileHeld(url, secret, Array<string>(50).fill('10.66.0.1'));
  const oneSubnet = await whileHeld(
    url,
    secret,
    Array.from({ length: 8 }, (_, index) => `2001:db8:77:5::${index + 1}`),
  );
  const fourAddresses = await whileHeld(
    url,
    secret,
    ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].flatMap((client) => [client, client]),
  );
  return {
    genuineWebhookStatus: oneClient.status,
    genuineWebhookMs: oneClient.ms,
    genuineWebhookStatusBesideIpv6Subnet: oneSubnet.status,
    genuineWebhookStatusBesideFourAddresses: fourAddresses.status,
  };
}
