-- wrk script: every request posts one tap batch to a playground session — a tap on "a" and a tap
-- on backspace, so the text stays short however long the run — as the page sends it.
-- Usage: wrk ... -s events.lua URL -- SESSION_ID [SESSION_ID...]  (threads share them round-robin)

local ids = {}
local next_thread = 1

function setup(thread)
  thread:set("thread_index", next_thread)
  next_thread = next_thread + 1
end

-- Key centres on the 390 pt en-US letters page: "a" (39, 81), backspace (365, 135). All events
-- carry the same timestamp: timestamps may repeat but never decrease, so every request is valid.
local body = '{"events":['
  .. '{"type":"down","pointer":1,"x":39,"y":81,"t":1000},'
  .. '{"type":"up","pointer":1,"x":39,"y":81,"t":1000},'
  .. '{"type":"down","pointer":1,"x":365,"y":135,"t":1000},'
  .. '{"type":"up","pointer":1,"x":365,"y":135,"t":1000}]}'

function init(args)
  for _, id in ipairs(args) do ids[#ids + 1] = id end
  local id = ids[((thread_index or 1) - 1) % #ids + 1]
  wrk.method = "POST"
  wrk.path = "/api/sessions/" .. id .. "/events"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = body
end
