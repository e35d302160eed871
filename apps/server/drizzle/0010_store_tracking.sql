-- Tracking events stored in one round trip (issue 16): the per-student lock,
-- the count of the student's last minute and the insert, which took a
-- transaction of five. Each statement of a VOLATILE function takes a fresh
-- snapshot, so the count, made after the lock is held, sees every event of
-- the calls that held the lock before; the lock is held to the end of the
-- calling statement's transaction, which stores the events.
CREATE FUNCTION "store_tracking_events"("p_student" uuid, "p_events" jsonb, "p_per_minute" integer)
RETURNS TABLE ("stored" boolean, "wait_seconds" double precision)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"recent" integer;
	"first_at" timestamp with time zone;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended('tracking:' || p_student::text, 0));
	SELECT count(*)::integer, min(t."at") INTO "recent", "first_at"
	FROM "tracking_events" t
	WHERE t."student_id" = p_student AND t."at" > clock_timestamp() - interval '1 minute';
	IF "recent" + jsonb_array_length(p_events) > p_per_minute THEN
		RETURN QUERY SELECT false, extract(epoch from "first_at" + interval '1 minute' - clock_timestamp())::double precision;
		RETURN;
	END IF;
	INSERT INTO "tracking_events" ("student_id", "track_type", "context_key", "page", "duration_ms", "local_stamp", "at")
	SELECT p_student, e.track_type, e.context_key, e.page, e.duration_ms, e.local_stamp, clock_timestamp()
	FROM jsonb_to_recordset(p_events) AS e(track_type text, context_key text, page text, duration_ms integer, local_stamp text);
	RETURN QUERY SELECT true, NULL::double precision;
END
$$;
