-- A sign-in's session opened in one round trip (issue 16): the lock on the
-- student, the count of their active sessions, the insert when there is
-- room and the list the answer shows, which took a transaction of six
-- (begin, lock, list, insert, learning record, commit). Each statement of a
-- VOLATILE function takes a fresh snapshot, so the count, made after the
-- lock is held, sees the session of every sign-in that held the lock before;
-- the lock is held to the end of the calling statement, which also stores
-- the sign-in's learning record. The limit and the idle days are the
-- caller's (packages/domain, sessions.ts), so each rule stays in one place.
CREATE FUNCTION "open_session"("p_student" uuid, "p_token_hash" text, "p_device" text, "p_max_active" integer, "p_idle_days" integer)
RETURNS TABLE ("session_id" uuid, "session_device" text, "session_created_at" timestamp with time zone, "session_last_used_at" timestamp with time zone, "is_new" boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"active" integer;
	"new_id" uuid;
BEGIN
	PERFORM 1 FROM "students" st WHERE st."id" = p_student FOR UPDATE;
	SELECT count(*)::integer INTO "active"
	FROM "sessions" s
	WHERE s."student_id" = p_student AND s."ended_at" IS NULL
		AND s."last_used_at" > now() - make_interval(days => p_idle_days);
	IF "active" < p_max_active THEN
		INSERT INTO "sessions" ("student_id", "token_hash", "device")
		VALUES (p_student, p_token_hash, p_device)
		RETURNING "sessions"."id" INTO "new_id";
	END IF;
	RETURN QUERY
	SELECT s."id", s."device", s."created_at", s."last_used_at", s."id" IS NOT DISTINCT FROM "new_id"
	FROM "sessions" s
	WHERE s."student_id" = p_student AND s."ended_at" IS NULL
		AND s."last_used_at" > now() - make_interval(days => p_idle_days)
	ORDER BY s."last_used_at" DESC, s."created_at" ASC;
END
$$;
