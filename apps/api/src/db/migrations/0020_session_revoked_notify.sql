-- A session ended (logout, a password change, suspension: every path sets sessions.revoked_at) tells every instance at
-- once, so each ends the live chat streams that session opened (issue 25). Sent on commit only, with the session id.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_revoked', NEW.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_revoked();
