import type { Preset, Role, Team } from '../../engine/index.ts';
import type { CardPhrases, PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';
import type { Composers } from './compose.ts';

/** The role each black team's leader holds (3.3.2): named on the card of every member. */
const LEADER_ROLE: Record<Team, Role | undefined> = {
  RED: undefined,
  GAMBINO: 'FATHER',
  KA: 'GANG_HEAD',
  MAFIA: 'DON',
};

function teamLabel(card: CardPhrases, book: PhraseBook, team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? card.side.town : card.side.mafia;
  if (team === 'RED') return card.side.red;
  if (team === 'MAFIA') return card.side.blackMafia;
  return card.side.blackTeam(book.names.teams[team]);
}

/** What the role does in this preset: the role's description, sharpened where the preset differs. */
function description(book: PhraseBook, role: Role, preset: Preset): string {
  return book.card.descriptions[preset][role] ?? book.names.roles[role].description;
}

function winLine(card: CardPhrases, team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? card.win.town : card.win.mafia;
  if (team === 'RED') return card.win.red;
  return preset === 'stylized' ? `${card.win.black} ${card.win.together}` : card.win.black;
}

function teamLines(card: CardPhrases, p: AllParams['role.card'], f: Formatters): string[] {
  const lines = [p.teammates.length > 0 ? card.teammates(f.seats(p.teammates)) : card.alone];
  const leaderRole = LEADER_ROLE[p.team];
  if (p.leader !== undefined && leaderRole) {
    lines.push(
      p.leader === p.seat
        ? card.youLead(f.role(leaderRole))
        : card.leader(f.role(leaderRole), f.seat(p.leader)),
    );
  }
  return lines;
}

/** The private role card (3.3.2, T07): role, side, seat, what the role does, how the side wins. */
export const CARD_TEXTS = {
  'role.card': (book, p, f) => {
    const card = book.card;
    const word = p.preset === 'forum' ? card.sideWord : card.teamWord;
    const lines = [
      card.title(f.role(p.role)),
      card.seatLine(word, teamLabel(card, book, p.team, p.preset), f.seat(p.seat)),
      description(book, p.role, p.preset),
    ];
    if (p.team !== 'RED') lines.push(...teamLines(card, p, f));
    if (p.preset !== 'forum') lines.push(card.nightZero);
    lines.push(winLine(card, p.team, p.preset), card.secret);
    return lines.join('\n');
  },
} satisfies Partial<Composers>;
