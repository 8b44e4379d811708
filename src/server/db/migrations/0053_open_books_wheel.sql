-- Open books (docs/open-books.md): the reward wheel's spins are folded into
-- open_books_figures as bets are, once each: booked_at marks a spin folded, and the partial
-- index holds only the spins still to fold. Spins made before this are folded on the first
-- pass. A wheel row's wagered is 0 (a free spin stakes nothing); its expected and variance
-- are of the prize itself, hundredths and hundredths^2.
ALTER TABLE "wheel_spins" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wheel_spins_unbooked_idx" ON "wheel_spins" USING btree ("spun_at") WHERE "booked_at" IS NULL;
