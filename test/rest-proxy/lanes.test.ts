import { describe, expect, it } from 'vitest';
import { TokenLanes } from '../../src/rest-proxy/lanes.ts';

describe('the REST proxy keeps one rate-limit state per token, as Discord does (issue 14, items 4 and 6)', () => {
  const lanes = new TokenLanes(['main', 'helper-1', 'main'], (label) => ({ label }));

  it('GIVEN the bot token and a helper token WHEN their requests come THEN each has a lane of its own (a helper mute never waits behind the main token)', () => {
    expect(lanes.laneFor('Bot main')).toEqual({ label: 'token 1' });
    expect(lanes.laneFor('Bot helper-1')).toEqual({ label: 'token 2' });
    expect(lanes.laneFor('Bot main')).toBe(lanes.laneFor('Bot main'));
  });

  it('GIVEN a request without a token (an interaction callback or follow-up) WHEN it comes THEN it goes in the lane of no token, counted against no bot', () => {
    expect(lanes.laneFor(undefined)).toEqual({ label: 'no token' });
  });

  it('GIVEN a token the proxy was not given, or a bearer token WHEN it comes THEN there is no lane (the proxy answers 401)', () => {
    expect(lanes.laneFor('Bot stranger')).toBeNull();
    expect(lanes.laneFor('Bearer main')).toBeNull();
  });
});
