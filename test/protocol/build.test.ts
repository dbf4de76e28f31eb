import { describe, expect, it } from 'vitest';
import {
  PROTOCOL_SCHEMA_VERSION,
  buildProtocol,
  protocolSchema,
  type GameProtocol,
  type ProtocolSeat,
} from '../../src/protocol/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { playedClassic } from './games.ts';

function protocolOf(game: TestGame): GameProtocol {
  const protocol = buildProtocol(game.state, { guildId: '555' });
  if (!protocol) throw new Error('no protocol');
  // The builder's output is exactly what the schema allows.
  expect(protocolSchema.parse(protocol)).toEqual(protocol);
  return protocol;
}

function seat(protocol: GameProtocol, number: number): ProtocolSeat {
  const entry = protocol.seats.find((candidate) => candidate.seat === number);
  if (!entry) throw new Error(`no seat ${number}`);
  return entry;
}

describe('the game protocol of a classic game (issue 15 item 1)', () => {
  it('GIVEN a finished classic game WHEN its protocol is built THEN every seat has its member, the role the deal gave it (mapped to civ/srf/maf/don), team and outcome, and the winner is red', () => {
    const game = playedClassic();
    expect(game.result()?.winner).toBe('red');
    const protocol = protocolOf(game);
    expect(protocol).toMatchObject({
      format: 'mafia-bot/game-protocol',
      schemaVersion: PROTOCOL_SCHEMA_VERSION,
      gameId: 'game1',
      guildId: '555',
      preset: 'classic',
      aborted: false,
      result: { winner: 'red', teams: ['RED'], reason: 'allBlacksOut', penaltySeat: null },
    });
    expect(protocol.seats.map((entry) => [entry.userId, entry.role, entry.team])).toEqual(
      game.state.seats.map((entry) => [entry.userId, entry.role, entry.team]),
    );
    expect(protocol.deal.roles).toEqual(protocol.seats.map((entry) => entry.role));
    expect(protocol.deal.seats).toEqual(protocol.seats.map((entry) => entry.userId));
    expect(protocol.seats.map((entry) => entry.ratingRole)).toEqual([
      'don',
      'maf',
      'maf',
      'srf',
      ...Array<string>(6).fill('civ'),
    ]);
    expect(seat(protocol, 1).outcome).toBe('loss');
    expect(seat(protocol, 10).outcome).toBe('win');
    expect(seat(protocol, 1).name).toBe('Player 1');
  });

  it('GIVEN the votes of the game WHEN the protocol is built THEN each round lists every vote of the timeline, and each seat lists the votes it cast in every round', () => {
    const game = playedClassic();
    const protocol = protocolOf(game);
    const rounds = game.state.timeline.filter((entry) => entry.kind === 'vote');
    expect(protocol.votes).toEqual(
      rounds.map(({ day, round, votes, out }) => ({ day, round, votes, out })),
    );
    expect(protocol.votes.map((round) => [round.day, round.out])).toEqual([
      [1, [5]],
      [2, [1]],
    ]);
    expect(seat(protocol, 9).votes).toEqual([
      { day: 1, round: 1, candidate: 5, auto: false },
      { day: 2, round: 1, candidate: 1, auto: true },
    ]);
    expect(seat(protocol, 3).votes[1]).toEqual({ day: 2, round: 1, candidate: 7, auto: false });
    // Undecided votes go to the last candidate (VOTE-SEQUENCE).
    expect(seat(protocol, 4).votes[0]).toEqual({ day: 1, round: 1, candidate: 2, auto: true });
    for (const entry of protocol.seats) {
      const cast = protocol.votes.flatMap((round) =>
        round.votes
          .filter((vote) => vote.voter === entry.seat)
          .map((vote) => ({ day: round.day, round: round.round, ...vote })),
      );
      expect(entry.votes).toEqual(cast.map(({ voter: _voter, ...vote }) => vote));
    }
    expect(seat(protocol, 1).nominations).toEqual([{ day: 1, target: 5 }]);
    expect(seat(protocol, 2).nominations).toEqual([{ day: 2, target: 7 }]);
    expect(protocol.nominations).toEqual([
      { day: 1, by: 1, target: 5 },
      { day: 1, by: 4, target: 2 },
      { day: 2, by: 2, target: 7 },
      { day: 2, by: 4, target: 1 },
    ]);
    expect(protocol.cancelledVotes).toEqual([3]);
  });

  it('GIVEN departures of every kind WHEN the protocol is built THEN each seat says how and when it left: day vote, night kill, disqualification, four fouls', () => {
    const protocol = protocolOf(playedClassic());
    expect(seat(protocol, 5).out).toEqual({ type: 'dayVote', day: 1, phase: 'day' });
    expect(seat(protocol, 6).out).toEqual({ type: 'nightKill', day: 1, phase: 'night' });
    expect(seat(protocol, 1).out).toEqual({ type: 'dayVote', day: 2, phase: 'day' });
    expect(seat(protocol, 4).out).toEqual({ type: 'nightKill', day: 2, phase: 'night' });
    expect(seat(protocol, 3).out).toEqual({ type: 'disqualified', day: 3, phase: 'day' });
    expect(seat(protocol, 2).out).toEqual({ type: 'fouls', day: 3, phase: 'day' });
    expect(seat(protocol, 10).out).toBeNull();
  });

  it('GIVEN fouls by day and by night, a foul taken back and a warning WHEN the protocol is built THEN each foul has its day and phase, the undone one is marked, and the counts are the seats’ own', () => {
    const game = playedClassic();
    const protocol = protocolOf(game);
    expect(seat(protocol, 7).fouls).toEqual([
      { day: 1, phase: 'day', count: 1, reason: 'out of turn' },
    ]);
    expect(seat(protocol, 9).fouls).toEqual([
      { day: 1, phase: 'night', count: 1, undone: { day: 1, phase: 'night' } },
    ]);
    expect(seat(protocol, 9).foulCount).toBe(0);
    expect(seat(protocol, 2).foulCount).toBe(4);
    for (const entry of protocol.seats)
      expect(entry.foulCount).toBe(game.seatInfo(entry.seat).fouls);
    expect(seat(protocol, 8).warnings).toEqual([
      { day: 1, phase: 'day', source: 'judge', reason: 'gesture' },
    ]);
  });

  it('GIVEN night moves WHEN the protocol is built THEN shots, checks with their results and the Best Move with its hits are there', () => {
    const protocol = protocolOf(playedClassic());
    expect(seat(protocol, 1).nightMoves).toEqual([
      { night: 1, action: 'shot', targets: [6], result: 'kill' },
      { night: 1, action: 'leaderCheck', targets: [4], result: 'found' },
    ]);
    expect(seat(protocol, 4).nightMoves).toEqual([
      { night: 1, action: 'check', targets: [1], result: 'black' },
    ]);
    expect(seat(protocol, 2).nightMoves.map((move) => [move.night, move.targets])).toEqual([
      [1, [6]],
      [2, [4]],
    ]);
    expect(protocol.nights).toEqual([
      { night: 1, outcome: 'kill', shot: 6, victim: 6 },
      { night: 2, outcome: 'kill', shot: 4, victim: 4 },
    ]);
    expect(seat(protocol, 6).bestMove).toEqual({ named: [1, 2, 7], hits: 2 });
    expect(protocol.bestMove).toEqual({ seat: 6, named: [1, 2, 7], hits: 2 });
    expect(seat(protocol, 5).bestMove).toBeNull();
  });
});

describe('DISC-TEAM-LOSS: the game protocol of an aborted game and a team loss', () => {
  it('GIVEN a game the judge ends on Day 1 WHEN the protocol is built THEN it is marked aborted, no seat wins or loses, and the roles are there', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    const protocol = protocolOf(game);
    expect(protocol.aborted).toBe(true);
    expect(protocol.result.winner).toBe('aborted');
    expect(new Set(protocol.seats.map((entry) => entry.outcome))).toEqual(new Set(['aborted']));
    expect(protocol.seats.map((entry) => entry.role)).toEqual(
      game.state.seats.map((entry) => entry.role),
    );
  });

  it('GIVEN a lobby cancelled before the deal WHEN the protocol is built THEN there is none: nobody was seated', () => {
    const game = TestGame.lobby('classic', 3);
    game.ok({ type: 'end', by: JUDGE });
    expect(buildProtocol(game.state)).toBeUndefined();
  });

  it('DISC-TEAM-LOSS GIVEN a red player given the team-loss penalty WHEN the protocol is built THEN he left by team loss and black wins, the penalty seat named', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'penalty', by: JUDGE, seat: 8, reason: 'oath' });
    const protocol = protocolOf(game);
    expect(seat(protocol, 8).out).toEqual({ type: 'teamLoss', day: 1, phase: 'day' });
    expect(protocol.result).toMatchObject({ winner: 'black', penaltySeat: 8 });
    expect(seat(protocol, 8).outcome).toBe('loss');
    expect(seat(protocol, 1).outcome).toBe('win');
  });
});

describe('the game protocol of the other presets', () => {
  it('GIVEN a stylized night with a save, a block and a comparison WHEN the protocol is built THEN the Lawyer’s save, the FBI block, the Journalist’s answer and both checks are recorded, the roles mapped to don/maf/srf/civ', () => {
    // stylized 16: 1 Father, 2–3 Mafiosi, 4 Gang Head, 5–6 Bandits, 7 Detective, 8 Lawyer,
    // 9 Journalist, 10 FBI Agent, 11–16 Businessmen.
    const game = TestGame.started('stylized', 16);
    game.toNight();
    game.night([
      [1, 'shot', [11]],
      [4, 'shot', [11]],
      [1, 'leaderCheck', [7]],
      [8, 'protect', [11]],
      [10, 'block', [5]],
      [9, 'compare', [2, 5]],
      [7, 'check', [4]],
    ]);
    game.ok({ type: 'end', by: JUDGE });
    const protocol = protocolOf(game);
    expect(protocol.nights).toEqual([{ night: 1, outcome: 'save', shot: 11, victim: null }]);
    const moves = (number: number) => seat(protocol, number).nightMoves;
    expect(moves(1)).toEqual([
      { night: 1, action: 'shot', targets: [11], result: 'save' },
      { night: 1, action: 'leaderCheck', targets: [7], result: 'found' },
    ]);
    expect(moves(8)).toEqual([{ night: 1, action: 'protect', targets: [11], result: 'saved' }]);
    expect(moves(10)).toEqual([{ night: 1, action: 'block', targets: [5] }]);
    // D08: the Journalist compares teams, and Gambino is not K&A.
    expect(moves(9)).toEqual([
      { night: 1, action: 'compare', targets: [2, 5], result: 'different' },
    ]);
    expect(moves(7)).toEqual([{ night: 1, action: 'check', targets: [4], result: 'black' }]);
    expect(protocol.seats.slice(0, 10).map((entry) => entry.ratingRole)).toEqual([
      'don',
      'maf',
      'maf',
      'don',
      'maf',
      'maf',
      'srf',
      'civ',
      'civ',
      'civ',
    ]);
    expect(seat(protocol, 11).out).toBeNull();
  });

  it('GIVEN a forum game with day votes, a Doctor’s save, a replacement and a player removed for skipping moves WHEN the protocol is built THEN all of it is there, and the deal record seats the member the deal seated', () => {
    // forum 11: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians.
    const game = TestGame.started('forum', 11);
    for (const voter of [1, 2, 3]) game.ok({ type: 'forumVote', by: game.seat(voter), target: 6 });
    game.toNight();
    game.night([
      [1, 'shot', [5]],
      [2, 'shot', [5]],
      [4, 'protect', [5]],
      [3, 'check', [1]],
    ]);
    const dealt = game.seat(7).userId;
    game.ok({ type: 'replace', by: JUDGE, seat: 7, userId: '700000000000000001', name: 'Sub' });
    game.toNight();
    game.night([[1, 'shot', [8]]]);
    game.toNight();
    game.night([[1, 'shot', [9]]]);
    game.ok({ type: 'end', by: JUDGE });
    const protocol = protocolOf(game);
    expect(protocol.forumVotes[0]).toEqual({
      day: 1,
      votes: { 1: 6, 2: 6, 3: 6 },
      out: [6],
      tie: [],
    });
    expect(seat(protocol, 1).votes).toEqual([{ day: 1, round: 1, candidate: 6, auto: false }]);
    expect(seat(protocol, 6).out).toEqual({ type: 'dayVote', day: 1, phase: 'day' });
    expect(seat(protocol, 4).nightMoves[0]).toEqual({
      night: 1,
      action: 'protect',
      targets: [5],
      result: 'saved',
    });
    expect(seat(protocol, 3).nightMoves[0]?.result).toBe('black');
    // FORUM-SKIPS (D42): the second consecutive skip removes the player.
    expect(seat(protocol, 3).out).toEqual({ type: 'skips', day: 3, phase: 'night' });
    expect(seat(protocol, 4).out).toEqual({ type: 'skips', day: 3, phase: 'night' });
    expect(seat(protocol, 7)).toMatchObject({
      userId: '700000000000000001',
      name: 'Sub',
      replacements: [{ day: 2, from: dealt, to: '700000000000000001' }],
    });
    expect(protocol.deal.seats[6]).toBe(dealt);
    expect(protocol.aborted).toBe(true);
  });
});

describe('VOTE-TIE-SPEECHES: the game protocol of a tied vote', () => {
  it('GIVEN a tie, a tied revote and an eliminate-all vote that passes WHEN the protocol is built THEN both rounds, every yes and no, and both departures by day vote are there', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 4: 2 });
    const tie = { 1: 5, 2: 5, 3: 5, 4: 5, 6: 5 };
    game.runVote(tie);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(tie);
    game.fireUntil(() => game.day.stage.kind === 'eliminateAll');
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error('no eliminate-all vote');
    for (const voter of stage.vote.eligible)
      game.ok({
        type: 'eliminateAll',
        by: game.seat(voter),
        voteId: stage.vote.id,
        yes: voter <= 6,
      });
    const protocol = protocolOf(game);
    expect(protocol.votes.map((round) => [round.round, round.votes.length, round.out])).toEqual([
      [1, 10, []],
      [2, 10, []],
    ]);
    expect(protocol.eliminateAll).toEqual([
      { day: 1, candidates: [5, 2], yes: [1, 2, 3, 4, 5, 6], no: [7, 8, 9, 10], passed: true },
    ]);
    expect(seat(protocol, 7).eliminateAll).toEqual([{ day: 1, yes: false }]);
    expect(seat(protocol, 1).eliminateAll).toEqual([{ day: 1, yes: true }]);
    expect(seat(protocol, 5).out).toEqual({ type: 'dayVote', day: 1, phase: 'day' });
    expect(seat(protocol, 2).out).toEqual({ type: 'dayVote', day: 1, phase: 'day' });
  });
});

describe('VOTE-CANCEL: the game protocol of a vote cut short', () => {
  it('VOTE-CANCEL GIVEN two votes cast when a disqualification cancels the vote in progress WHEN the protocol is built THEN the round is there, marked cancelled, with the votes cast until then and nobody out', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 4: 2 });
    game.fireUntil(() => game.day.stage.kind === 'voting');
    const stage = game.day.stage;
    if (stage.kind !== 'voting') throw new Error('no vote');
    for (const voter of [1, 3])
      game.ok({ type: 'vote', by: game.seat(voter), voteId: stage.vote.id, candidate: 5 });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 9, reason: 'insult' });
    expect(game.state.phase.kind).toBe('night');
    const protocol = protocolOf(game);
    expect(protocol.votes).toEqual([
      {
        day: 1,
        round: 1,
        votes: [
          { voter: 1, candidate: 5, auto: false },
          { voter: 3, candidate: 5, auto: false },
        ],
        out: [],
        cancelled: true,
      },
    ]);
    expect(seat(protocol, 3).votes).toEqual([
      { day: 1, round: 1, candidate: 5, auto: false, cancelled: true },
    ]);
    expect(protocol.cancelledVotes).toEqual([1]);
    expect(seat(protocol, 5).out).toBeNull();
  });
});

describe('FORUM-SKIPS: the game protocol of forum skips (D42)', () => {
  it('D42 GIVEN the Doctor skips nights 1 and 3 (not in a row) WHEN the protocol is built THEN his seat lists the skip warning of night 3, and he is still at the table', () => {
    // forum 11: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians.
    const game = TestGame.started('forum', 11);
    game.toNight();
    game.night([
      [1, 'shot', [5]],
      [3, 'check', [1]],
    ]);
    game.toNight();
    game.night([
      [1, 'shot', [6]],
      [3, 'check', [2]],
      [4, 'protect', [3]],
    ]);
    game.toNight();
    game.night([
      [1, 'shot', [7]],
      [3, 'check', [8]],
    ]);
    game.ok({ type: 'end', by: JUDGE });
    const doctor = seat(protocolOf(game), 4);
    expect(doctor.warnings).toEqual([{ day: 3, phase: 'night', source: 'skip' }]);
    expect(doctor.out).toBeNull();
    expect(doctor.nightMoves).toEqual([
      { night: 2, action: 'protect', targets: [3], result: 'notSaved' },
    ]);
  });
});

describe('JUDGE-UNDO: the game protocol after the judge took actions back', () => {
  it('GIVEN a foul and a disqualification each undone WHEN the protocol is built THEN the foul is kept marked undone and not counted, and the player did not leave', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5, reason: 'out of turn' });
    game.ok({ type: 'undo', by: JUDGE });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'insult' });
    game.ok({ type: 'undo', by: JUDGE });
    game.ok({ type: 'end', by: JUDGE });
    const protocol = protocolOf(game);
    expect(seat(protocol, 5).fouls).toEqual([
      { day: 1, phase: 'day', count: 1, reason: 'out of turn', undone: { day: 1, phase: 'day' } },
    ]);
    expect(seat(protocol, 5).foulCount).toBe(0);
    expect(seat(protocol, 6).out).toBeNull();
    expect(protocol.cancelledVotes).toEqual([]);
  });
});
