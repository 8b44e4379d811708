-- The Skin Upgrader's kind is skin-upgrader (it was skin-upgrade), one name everywhere. Every
-- row that names the game by its kind follows, so a bet placed before shows in the history
-- under the game, verifies on its fairness page and is booked with the game's open books; a
-- pause, a challenge set on the game and a live drop keep pointing at it. Open books' option
-- for the game is its name as players read it.
UPDATE "bets" SET "game" = 'skin-upgrader' WHERE "game" = 'skin-upgrade';--> statement-breakpoint
UPDATE "live_drops" SET "game" = 'skin-upgrader' WHERE "game" = 'skin-upgrade';--> statement-breakpoint
UPDATE "game_switches" SET "game" = 'skin-upgrader' WHERE "game" = 'skin-upgrade';--> statement-breakpoint
UPDATE "challenges" SET "game" = 'skin-upgrader' WHERE "game" = 'skin-upgrade';--> statement-breakpoint
UPDATE "open_books_figures"
SET "game" = 'skin-upgrader', "option" = CASE "option" WHEN 'upgrader' THEN 'skin upgrader' ELSE "option" END
WHERE "game" = 'skin-upgrade';
