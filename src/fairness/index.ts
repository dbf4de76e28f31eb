/**
 * Verifiable fairness (the fairness rules): the commit-reveal of the server seed, the final seed, the
 * labelled random streams the engine draws from, and the published deal record with its
 * verifier. Node-only (node:crypto). The deal itself (`dealWith`, the player order) is pure and
 * belongs to the engine (src/engine/rules/deal/); it is re-exported here because the verifier
 * publishes and recomputes exactly that deal. The arrow runs one way: fairness → engine.
 */
export { dealWith, ROLES_LABEL, SEATS_LABEL } from '../engine/index.ts';
export {
  canonicalJson,
  CanonicalJsonError,
  tryCanonicalJson,
  type JsonValue,
} from './canonical-json.ts';
export { COMMITMENT_PREFIX, commitmentOf } from './commitment.ts';
export { configHashOf } from './config-hash.ts';
export { dealFromSeed } from './deal-from-seed.ts';
export {
  buildDealRecord,
  DEAL_RECORD_FORMAT,
  parseDealRecord,
  type DealRecord,
} from './deal-record.ts';
export { hashEntropy } from './entropy.ts';
export { finalSeedMessage, finalSeedOf } from './final-seed.ts';
export { isHex32 } from './hex.ts';
export { seededRandom, seededStream, uniformIndex } from './seeded-random.ts';
export { drawServerSeed } from './server-seed.ts';
export { sortSnowflakes } from './discord-ids.ts';
export { verifyDealRecord, type DealVerification } from './verify.ts';
