-- Brute-force protection's one write (decision 025; features/account/.server/lockouts.ts): a
-- function, so that its statements are planned once per connection rather than at every attempt,
-- and an attack's attempts cost the database what executing them costs.

-- Counts one failed login or lost-password request for the requester's network and (when not
-- null) the login name, the network's row first: every call takes the row locks in that order,
-- so concurrent calls wait for each other and never deadlock. ON CONFLICT DO UPDATE locks the row
-- and updates its latest version, so each call sees the failures before it, in any process. Kept:
-- the failures within the window (after `since`), newest first, no more than the limit. The
-- subject that makes its kind's limit is locked out until `lock_until` (or a longer lockout
-- already there). With an outcome, the attempt's log line is written too. Answers when the
-- requester's lockout ends (milliseconds since the epoch), null when not locked out.
CREATE OR REPLACE FUNCTION login_failure_record(
  p_kind login_failure_kind, p_network text, p_login text, p_at timestamptz, p_since timestamptz,
  p_lock_until timestamptz, p_limit integer,
  p_log_address text, p_log_login text, p_log_outcome login_outcome, p_log_user integer)
RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE
  ends timestamptz;
BEGIN
  WITH counted AS (
    INSERT INTO login_failures AS f (kind, scope, subject, failed_at, last_at)
    SELECT p_kind, s.scope, s.subject, ARRAY[p_at], p_at
      FROM (VALUES (1, 'address'::lockout_scope, p_network), (2, 'login'::lockout_scope, p_login)) AS s(n, scope, subject)
     WHERE s.subject IS NOT NULL
     ORDER BY s.n
    ON CONFLICT (kind, scope, subject) DO UPDATE
      SET failed_at = ARRAY(SELECT t FROM unnest(f.failed_at || excluded.failed_at) AS t
                             WHERE t > p_since ORDER BY t DESC LIMIT p_limit),
          last_at = greatest(f.last_at, excluded.last_at)
    RETURNING f.scope, f.subject, cardinality(f.failed_at) AS failures
  ), locked AS (
    INSERT INTO login_lockouts AS l (scope, subject, until)
    SELECT c.scope, c.subject, p_lock_until FROM counted c WHERE c.failures >= p_limit
    ON CONFLICT (scope, subject) DO UPDATE SET until = greatest(l.until, excluded.until)
    RETURNING l.until
  )
  SELECT max(any_lock.until) INTO ends FROM (
    SELECT locked.until FROM locked
    UNION ALL
    SELECT l.until FROM login_lockouts l
     WHERE l.until > p_at AND (l.scope, l.subject) IN (SELECT c.scope, c.subject FROM counted c)
  ) AS any_lock;
  IF p_log_outcome IS NOT NULL THEN
    INSERT INTO login_log (at, address, login, outcome, user_id)
    VALUES (p_at, p_log_address, p_log_login, p_log_outcome, p_log_user);
  END IF;
  RETURN extract(epoch FROM ends) * 1000;
END
$$;
