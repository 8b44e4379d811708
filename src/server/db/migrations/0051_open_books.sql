-- Open books (docs/open-books.md): what each game and option took and paid, kept per hour,
-- per day and for all time, folded from settled bets off the betting path. booked_at marks
-- a bet folded (once); the partial index holds only the bets still to fold.
ALTER TABLE "bets" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bets_unbooked_idx" ON "bets" USING btree ("settled_at") WHERE "settled_at" IS NOT NULL AND "booked_at" IS NULL;--> statement-breakpoint
-- expected: sum of stake x declared return; variance: sum of stake^2 x the payout
-- multiplier's variance (hundredths^2), both from each game's own odds.
CREATE TABLE "open_books_figures" (
  "span" text NOT NULL CHECK ("span" IN ('all', 'day', 'hour')),
  "starts_at" timestamp with time zone NOT NULL,
  "game" text NOT NULL,
  "option" text NOT NULL,
  "bets" bigint NOT NULL,
  "wagered" bigint NOT NULL,
  "paid" bigint NOT NULL,
  "expected" double precision NOT NULL,
  "variance" double precision NOT NULL,
  PRIMARY KEY ("span", "starts_at", "game", "option")
);--> statement-breakpoint
-- The ledger's totals per kind of account, folded from wallet entries by id. Ids a running
-- transaction took but had not committed when the cursor passed are kept in "waiting" and
-- folded when they appear.
CREATE TABLE "open_books_ledger" (
  "kind" text PRIMARY KEY,
  "total" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "open_books_cursor" (
  "id" smallint PRIMARY KEY CHECK ("id" = 1),
  "last_entry" bigint NOT NULL,
  "waiting" bigint[] NOT NULL
);--> statement-breakpoint
INSERT INTO "open_books_cursor" VALUES (1, 0, '{}');
