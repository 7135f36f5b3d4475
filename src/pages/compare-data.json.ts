import type { APIRoute } from 'astro';
import { compareData } from '../lib/compare/compare-data';

/** Every course's compare rows in one file, written at build time; /shortlist fetches it (/compare carries them). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await compareData()), { headers: { 'Content-Type': 'application/json' } });
