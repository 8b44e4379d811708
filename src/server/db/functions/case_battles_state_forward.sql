-- A battle's state only ever moves forward, in the spec's order (its trigger: 0029).
CREATE OR REPLACE FUNCTION case_battles_state_forward() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	states text[] := ARRAY['GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS',
		'WAITING_FOR_BLOCK', 'GENERATING_OUTCOME', 'GAME_COMPLETED'];
BEGIN
	IF array_position(states, NEW.state) < array_position(states, OLD.state) THEN
		RAISE EXCEPTION 'case battle %: state % cannot follow %', OLD.id, NEW.state, OLD.state;
	END IF;
	RETURN NEW;
END $$;
