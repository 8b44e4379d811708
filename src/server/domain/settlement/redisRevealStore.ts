import type { Redis } from 'ioredis';
import type { PendingReveal, RevealStore } from './pendingReveals';

// One hash per player (field: the reveal's id; value: "payout:position:until"), with the
// times on Redis's own clock, so processes whose clocks differ agree on when a hold ends.
// The hash expires with its last reveal.

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// KEYS[1] the hash; ARGV id, payout, position, inMs. A group's newer balance replaces an
// older one; an older one arriving late is dropped. Expired fields are swept on the way.
const RECORD = `local inMs = tonumber(ARGV[4])
if inMs <= 0 then return 0 end
${NOW}
local held = redis.call('HGETALL', KEYS[1])
for i = 1, #held, 2 do
  local position, untilMs = string.match(held[i + 1], '^%d+:(%d+):(%d+)$')
  if tonumber(untilMs) <= now then redis.call('HDEL', KEYS[1], held[i])
  elseif held[i] == ARGV[1] and tonumber(position) > tonumber(ARGV[3]) then return 0 end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. ARGV[3] .. ':' .. string.format('%d', now + inMs))
if redis.call('PTTL', KEYS[1]) < inMs then redis.call('PEXPIRE', KEYS[1], inMs) end
return 1`;

// KEYS[1] the hash. Answers id, payout, position, ms left for each reveal not yet due.
const PENDING = `${NOW}
local held = redis.call('HGETALL', KEYS[1])
local out = {}
for i = 1, #held, 2 do
  local payout, position, untilMs = string.match(held[i + 1], '^(%d+):(%d+):(%d+)$')
  local left = tonumber(untilMs) - now
  if left > 0 then
    table.insert(out, held[i])
    table.insert(out, payout)
    table.insert(out, position)
    table.insert(out, string.format('%d', left))
  end
end
return out`;

const keyOf = (userId: string) => `pr:${userId}`;

/** The cluster's pending reveals, shared by every process through Redis. */
export class RedisRevealStore implements RevealStore {
  constructor(private readonly redis: Redis) {}

  async record(userId: string, reveal: PendingReveal): Promise<void> {
    await this.redis.eval(
      RECORD,
      1,
      keyOf(userId),
      reveal.id,
      reveal.payout,
      reveal.ledgerPosition,
      Math.ceil(reveal.inMs),
    );
  }

  async pendingOf(userId: string): Promise<PendingReveal[]> {
    const flat = (await this.redis.eval(PENDING, 1, keyOf(userId))) as string[];
    const pending: PendingReveal[] = [];
    for (let i = 0; i + 3 < flat.length; i += 4)
      pending.push({
        id: flat[i]!,
        payout: Number(flat[i + 1]),
        ledgerPosition: Number(flat[i + 2]),
        inMs: Number(flat[i + 3]),
      });
    return pending;
  }
}
