-- The specification's session procedures (section 7), used by the session code and callable
-- from the administrators' SQL function tester.

CREATE OR REPLACE FUNCTION upsert_user_session(
  p_user_id text,
  p_session_token text,
  p_ip_address text,
  p_user_agent text,
  p_device_type text,
  p_browser text,
  p_os text,
  p_device_fingerprint text,
  p_location jsonb,
  p_login_method text DEFAULT 'email',
  p_expires_at timestamptz DEFAULT now() + interval '24 hours'
) RETURNS uuid
LANGUAGE sql AS $$
  INSERT INTO user_sessions (
    user_id, session_token, ip_address, user_agent, device_type, browser, os,
    device_info, location_info, login_method, expires_at
  ) VALUES (
    p_user_id, p_session_token, p_ip_address, p_user_agent, p_device_type, p_browser, p_os,
    CASE WHEN p_device_fingerprint IS NULL THEN NULL
      ELSE jsonb_build_object('fingerprint', p_device_fingerprint) END,
    p_location, coalesce(p_login_method, 'email'), p_expires_at
  )
  ON CONFLICT (session_token) DO UPDATE SET
    ip_address = excluded.ip_address,
    user_agent = excluded.user_agent,
    last_activity = now(),
    is_active = true
  RETURNING id;
$$;
--> statement-breakpoint
-- Last activity moves at most once a minute.
CREATE OR REPLACE FUNCTION update_session_activity(
  session_token_param text,
  at_param timestamptz DEFAULT now()
) RETURNS void
LANGUAGE sql AS $$
  UPDATE user_sessions SET last_activity = at_param
  WHERE session_token = session_token_param
    AND is_active
    AND last_activity < at_param - interval '1 minute';
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invalidate_user_session(session_token_param text) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM sessions WHERE token = session_token_param;
  UPDATE user_sessions SET is_active = false WHERE session_token = session_token_param;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invalidate_all_user_sessions(user_id_param text) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM sessions WHERE user_id = user_id_param;
  UPDATE user_sessions SET is_active = false WHERE user_id = user_id_param;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION get_users_by_ids(user_ids text[])
RETURNS TABLE (id text, email text, first_name text, last_name text, role text)
LANGUAGE sql STABLE AS $$
  SELECT p.id, p.email, p.first_name, p.last_name, p.role
  FROM profiles p WHERE p.id = ANY(user_ids);
$$;
--> statement-breakpoint
-- Signs a user out everywhere; answers how many tracked sessions were active.
CREATE OR REPLACE FUNCTION admin_clear_user_sessions(p_target_user_id text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  cleared integer;
BEGIN
  SELECT count(*) INTO cleared FROM user_sessions
  WHERE user_id = p_target_user_id AND is_active;
  PERFORM invalidate_all_user_sessions(p_target_user_id);
  RETURN cleared;
END;
$$;
