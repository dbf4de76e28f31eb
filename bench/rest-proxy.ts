/**
 * Issue 14, item 4: the REST rate of two bot processes of one token together, with and without
 * the REST proxy, against a fake Discord enforcing a low global limit (so the run is short).
 */
import { JITTER_MS, twoProcessesDealing, type TwoProcessRun } from '../harness/two-processes.ts';
import type { BenchContext, Row, Section } from './support/report.ts';

const GLOBAL_RATE = 10;

function rows(label: string, run: TwoProcessRun, proxied: boolean): Row[] {
  return [
    {
      measure: `${label}: the most requests within any 1 s, as they arrived (sliding; refused ones included)`,
      figure: `${run.peak}`,
    },
    {
      measure: `${label}: the same within any ${1000 - JITTER_MS} ms (${JITTER_MS} ms for the jitter between send and arrival)`,
      figure: `${run.peakAllowingJitter}`,
      goal: `≤ ${GLOBAL_RATE}`,
    },
    {
      measure: `${label}: global 429s answered by Discord`,
      figure: proxied
        ? `${run.globalHits} (${run.globalHitsWaitedOutByProxy} waited out in the proxy, none at a bot)`
        : `${run.globalHits} (each waited out by discord.js in a bot)`,
    },
    {
      measure: `${label}: requests per second (from the first)`,
      figure: run.perSecond.join(' '),
    },
    {
      measure: `${label}: from the click on Deal to the last of 20 role cards`,
      figure: `${(run.cardsMs / 1000).toFixed(1)} s (${run.requests} requests counted from the deal)`,
    },
  ];
}

export async function restProxy(context: BenchContext): Promise<Section> {
  const sizes = `two bot processes of one token (shard 0 and shard 1 of 2, one Redis), a table of 10 in each one's guild dealing at the same moment; fake Discord global limit ${GLOBAL_RATE} req/s per token, time scale 0.05`;
  if (context.smoke) {
    // Two bot processes and a proxy take a minute and a half: the smoke size leaves them to
    // test/e2e/rest-proxy.e2e.test.ts.
    return {
      title: 'One REST budget across processes (issue 14, item 4)',
      sizes,
      rows: [{ measure: 'skipped at the smoke size', figure: '—' }],
    };
  }
  const proxied = await twoProcessesDealing({ globalRate: GLOBAL_RATE, proxy: true });
  context.log(`rest-proxy: with the proxy, peak ${proxied.peak}`);
  const alone = await twoProcessesDealing({ globalRate: GLOBAL_RATE, proxy: false });
  context.log(`rest-proxy: without, peak ${alone.peak}`);
  return {
    title: 'One REST budget across processes (issue 14, item 4)',
    sizes,
    rows: [
      ...rows(`behind one REST proxy (REST_PROXY_GLOBAL_RATE=${GLOBAL_RATE})`, proxied, true),
      ...rows('each process on its own (discord.js believes it owns 50 req/s)', alone, false),
    ],
    notes: [
      "Without the proxy each process counts only its own requests: together they go past the limit, Discord answers global 429s (each one an invalid request towards the 10,000-in-10-minutes Cloudflare ban) and discord.js waits them out. Behind the proxy one queue per token spaces them: no second holds more than the limit when they leave it, wherever the second starts (a sliding window of 1,050 ms besides @discordjs/rest's fixed seconds); as they arrive, the scheduling of a loaded machine can bring one more into a second (hence the 900 ms row), and the rare global 429 that meets is waited out in the proxy: none reaches a bot.",
    ],
  };
}
