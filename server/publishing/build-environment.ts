/** The publisher's own settings that hold secrets: a build never needs them. */
const PUBLISHER_SECRETS = [
  'SANITY_WEBHOOK_SECRET',
  'SANITY_PREVIEW_WEBHOOK_SECRET',
  'PREVIEW_SECRET',
  'CONTACT_WEBHOOK_URL',
  'SMTP_URL',
];
/** Secrets a build does need (reading a private dataset). */
const BUILD_SECRETS = new Set(['SANITY_READ_TOKEN']);
const LOOKS_SECRET = /SECRET|PASSWORD|PRIVATE_KEY|TOKEN|WEBHOOK_URL|DATABASE_URL/i;

/** The environment a build runs with: the publisher's, less every secret the build has no use for. */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => BUILD_SECRETS.has(name) || (!PUBLISHER_SECRETS.includes(name) && !LOOKS_SECRET.test(name)),
    ),
  );
}
