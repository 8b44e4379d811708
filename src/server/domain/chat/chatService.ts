import type { ChatInputBlock, ChatMessage, RichTextBlock } from '../../../shared/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import { assertCan, assertMayActOn, can } from '../accounts';
import type { Accounts } from '../accounts';
import { recordAudit } from '../auditRecord';
import type { Broadcast } from '../broadcast';
import { ReadCache } from '../../lib/readCache';
import { DomainError, notAuthenticated, notFound } from '../errors';
import { type ChatChannel, chatChannels } from './channels';
import type { DomainEventBus } from '../events';
import {
  deactivateMessage,
  findSender,
  findUsers,
  insertMessage,
  insertSystemMessage,
  isUuid,
  latestMessages,
  lockSender,
  messageAuthor,
  messageExists,
} from './chatRecords';
import { type SendRules, assertMaySend, assertNotRepeated, lookbackSeconds } from './chatRules';
import { findBattleCards } from './battleCards';
import { type Directory, buildMessage, draftMessage } from './parseMessage';

type ChatConfig = Config['chat'];

/**
 * How long a process keeps the history it read: every page opened in that time shares one
 * read. A post or a removal anywhere in the cluster clears it at once ('chat.changed'); the
 * time bounds what a lost broadcast, or a player's new level or avatar, leaves unseen.
 */
export const HISTORY_TTL_MS = 5_000;

export interface ChatHistory {
  channels: Array<ChatChannel & { messages: ChatMessage[] }>;
  maxLength: number;
}

/** Chat: players post to channels under the rules, moderators remove; all after commit. */
export class ChatService {
  readonly channels: readonly ChatChannel[];
  private readonly byType: ReadonlyMap<string, ChatChannel>;
  private readonly rules: SendRules;
  private readonly historyCache = new ReadCache<ChatHistory>(HISTORY_TTL_MS);

  constructor(
    private readonly db: Database,
    private readonly accounts: Accounts,
    private readonly config: ChatConfig,
    private readonly events: DomainEventBus,
    private readonly broadcast: Broadcast,
  ) {
    this.channels = chatChannels(config);
    this.byType = new Map(this.channels.map((c) => [c.channel, c]));
    this.rules = { rateLimit: config.rateLimit, repeatWindowSeconds: config.repeatWindowSeconds };
    // Every change is announced once it committed: the history kept anywhere goes.
    const changed = () => void this.broadcast.publish('chat.changed', {});
    events.on('chat.message', changed);
    events.on('chat.update', changed);
    broadcast.subscribe('chat.changed', () => this.historyCache.clear());
  }

  /** Posts a message, or refuses with a reason the player can act on. */
  async send(
    userId: string,
    input: { channel: string; blocks: readonly ChatInputBlock[] },
  ): Promise<ChatMessage> {
    const channel = this.byType.get(input.channel);
    if (!channel) throw new DomainError('UNKNOWN_CHANNEL', 'Unknown chat channel', 400);
    // Reading the text needs no database: a bad link or an empty message stops here.
    const draft = draftMessage(input.blocks, {
      allowedHosts: this.config.linkHosts,
      maxLength: this.config.maxLength,
    });

    const message = await transact(this.db, async (tx) => {
      await lockSender(tx.db, userId);
      const sender = await findSender(tx.db, userId, lookbackSeconds(this.rules, channel));
      if (!sender) throw notAuthenticated();
      const { recent } = sender;
      assertMaySend(
        {
          level: sender.author.level,
          mutedUntil: sender.mutedUntil,
          bannedUntil: sender.bannedUntil,
          isStaff: can(sender.roles, 'chat.moderate'),
        },
        channel,
        recent,
        sender.now,
        this.rules,
      );

      const known = await findUsers(tx.db, draft.lookupNames, draft.lookupIds);
      const directory: Directory = {
        byName: new Map(known.map((u) => [u.username.toLowerCase(), u])),
        byId: new Map(known.map((u) => [u.id, u])),
        battles: await findBattleCards(tx.db, draft.lookupBattles),
      };
      const { blocks, fingerprint } = buildMessage(draft, directory);
      assertNotRepeated(fingerprint, recent, sender.now, this.rules);

      const row = await insertMessage(tx.db, {
        channel: channel.channel,
        userId,
        blocks,
        fingerprint,
      });
      const message: ChatMessage = {
        _id: row.id,
        channel: channel.channel,
        active: true,
        user: sender.author,
        blocks,
        createdAt: row.createdAt.toISOString(),
      };
      tx.afterCommit(() => this.events.emit('chat.message', message));
      return message;
    });
    return message;
  }

  /** Posts a message from the site itself to every channel, inside the caller's transaction. */
  async postSystem(tx: Tx, blocks: RichTextBlock[]): Promise<void> {
    for (const channel of this.channels) {
      const row = await insertSystemMessage(tx.db, { channel: channel.channel, blocks });
      const message: ChatMessage = {
        _id: row.id,
        channel: channel.channel,
        active: true,
        user: null,
        blocks,
        createdAt: row.createdAt.toISOString(),
      };
      tx.afterCommit(() => this.events.emit('chat.message', message));
    }
  }

  /** The newest messages of every channel (newest last), with each channel's rules. */
  history(): Promise<ChatHistory> {
    return this.historyCache.read(() => this.readHistory());
  }

  private async readHistory(): Promise<ChatHistory> {
    const messages = await latestMessages(
      this.db,
      this.channels.map((c) => c.channel),
      this.config.historySize,
    );
    return {
      channels: this.channels.map((channel) => ({
        ...channel,
        messages: messages.filter((m) => m.channel === channel.channel),
      })),
      maxLength: this.config.maxLength,
    };
  }

  /**
   * A moderator removes a message for everyone, with its audit row. Removing twice is a no-op.
   * Another's message only when its author's role is below the moderator's (permissions.ts
   * mayActOn): a MODERATOR never removes an ADMIN's words; their own they always may.
   */
  async remove(actorId: string, messageId: string): Promise<void> {
    const actorRoles = await this.accounts.rolesOf(actorId);
    assertCan(actorRoles, 'chat.moderate');
    const noSuchMessage = () => notFound('No such chat message');
    if (!isUuid(messageId)) throw noSuchMessage();
    const author = await messageAuthor(this.db, messageId);
    if (author === undefined) throw noSuchMessage();
    if (author !== null && author !== actorId)
      assertMayActOn(actorRoles, await this.accounts.rolesOf(author));
    await transact(this.db, async (tx) => {
      const removed = await deactivateMessage(tx.db, messageId, actorId);
      if (!removed) {
        if (await messageExists(tx.db, messageId)) return;
        throw noSuchMessage();
      }
      await recordAudit(tx, {
        actorId,
        action: 'chat.message.remove',
        targetId: removed.id,
        details: {
          channel: removed.channel,
          authorId: removed.user_id,
          text: removed.fingerprint.slice(0, 200),
        },
      });
      tx.afterCommit(() => this.events.emit('chat.update', { id: removed.id, active: false }));
    });
  }
}
