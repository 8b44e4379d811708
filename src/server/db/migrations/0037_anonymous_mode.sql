-- Anonymous mode: a player who turns it on shows as "Anonymous" in the public feeds of
-- wins and wagers (live drops, race leaderboards). Chat keeps the name: it is a conversation.
ALTER TABLE users ADD COLUMN anonymous boolean NOT NULL DEFAULT false;
