-- wrk script: every request creates a playground session (and never deletes it), to show that the
-- session cap keeps the server's memory flat however many sessions clients create.
wrk.method = "POST"
wrk.path = "/api/sessions"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"field":"message"}'
