// Tecla playground: draws the engine's state and forwards pointer events. It decides nothing a
// keyboard user would notice: which key a touch means, shift, pages, timing rules and feedback
// all come from the server's KeyboardSession. One CSS pixel is one layout point.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const elements = {
    phone: $("phone"), keyboard: $("keyboard"), keys: $("keys"), preview: $("preview"), alternates: $("alternates"),
    flash: $("flash"), internals: $("internals"), field: $("field"), suggestions: $("suggestions"),
    status: $("status"), layoutMenu: $("layout-menu"), fieldMenu: $("field-menu"), widthMenu: $("width-menu"),
    hapticsMenu: $("haptics-menu"), glossesMenu: $("glosses-menu"), wrapToggle: $("wrap-toggle"), themeToggle: $("theme-toggle"), internalsToggle: $("internals-toggle"),
    internalsPanel: $("internals-panel"), layerList: $("layer-list"), readout: $("readout"),
    feedbackLog: $("feedback-log"), clearButton: $("clear-button"), keyboardArea: $("keyboard-area"),
    trail: $("trail"), trailLine: $("trail-line"), swipePreview: $("swipe-preview"), gestureTable: $("gesture-table"),
    gestureHint: $("gesture-hint"),
    replyFiles: $("reply-files"), replyText: $("reply-text"), replyTone: $("reply-tone"), replyButton: $("reply-button"),
    replyStatus: $("reply-status"), replyConversation: $("reply-conversation"), replyOptions: $("reply-options"),
  };

  // How strongly each haptic intensity flashes the keyboard (and, where supported, vibrates).
  const FLASH = { none: 0, selection: 0.05, light: 0.09, medium: 0.16, heavy: 0.28 };
  const VIBRATION_MS = { none: 0, selection: 4, light: 7, medium: 12, heavy: 20 };
  const TICK_MS = 50;
  const FEEDBACK_LOG_LENGTH = 12;

  const app = {
    options: null,          // GET /api/options
    snapshot: null,         // the last SessionSnapshot
    sessionID: null,
    pending: [],            // events not yet sent, in order
    inFlight: false,
    activePointers: new Set(),
    tickTimer: null,
    lastT: 0,
    drawnPageSignature: null,
    internals: null,        // the last InternalsReport
    internalsSignature: null,
    hiddenLayers: new Set(),
    theme: "auto",
    requests: 0,
    trail: [],              // the primary pointer's points, drawn at once while it moves
    trailTimer: null,
  };

  // ---- API ----------------------------------------------------------------------------------

  async function api(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    app.requests += 1;
    if (response.status === 204) return null;
    const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
    if (!response.ok) {
      const error = new Error(data.error || `HTTP ${response.status}`);
      error.status = response.status;
      throw error;
    }
    return data;
  }

  // Milliseconds on a clock that never goes back (the server refuses decreasing timestamps).
  function now() {
    app.lastT = Math.max(app.lastT, Math.round(performance.now() * 10) / 10);
    return app.lastT;
  }

  async function createSession(overrides = {}) {
    const previous = app.snapshot;
    const body = {
      layout: overrides.layout ?? previous?.state.layoutID ?? app.options.layouts[0]?.id,
      width: Number(elements.widthMenu.value),
      field: elements.fieldMenu.value,
      settings: chosenSettings(),
      text: overrides.text ?? previous?.document.text ?? "",
    };
    const oldID = app.sessionID;
    app.pending = [];
    const snapshot = await api("POST", "/api/sessions", body);
    app.sessionID = snapshot.id;
    // The session's log: every input since it was created, for a bug report.
    $("log-download").href = `/api/sessions/${snapshot.id}/log`;
    $("log-download").download = `tecla-session-${snapshot.id.slice(0, 8)}.json`;
    app.internalsSignature = null;
    render(snapshot);
    setStatus(`Session ${snapshot.id.slice(0, 8)} · ${snapshot.state.layoutName}`);
    if (oldID) api("DELETE", `/api/sessions/${oldID}`).catch(() => {});
  }

  // Every setting as the controls show it (the menus above the keyboard and the settings panel).
  function chosenSettings() {
    return {
      haptics: elements.hapticsMenu.value, cheonJiInCyclesWrap: elements.wrapToggle.checked, glosses: elements.glossesMenu.value,
      ...panelSettings(),
    };
  }

  // A changed setting, field or width changes the session in place: what it learned, its log and
  // its id stay (a new session used to be made, and the words it had learned were gone).
  function changeSettings() {
    enqueue({ type: "changeSettings", settings: chosenSettings(), t: now() });
  }

  // The settings panel: one control per setting, named by its data-setting attribute.
  function settingControls() {
    return [...document.querySelectorAll("#settings-panel [data-setting]")];
  }

  function panelSettings() {
    const settings = {};
    for (const control of settingControls()) {
      if (control.type === "checkbox") settings[control.dataset.setting] = control.checked;
      // An emptied number field keeps the engine's default.
      else if (control.type === "number") { if (control.value !== "") settings[control.dataset.setting] = Number(control.value); }
      else settings[control.dataset.setting] = control.value;
    }
    return settings;
  }

  // One number field per timing threshold the server lists, within the range it accepts.
  function buildTimingControls(timings) {
    $("timing-grid").replaceChildren(...timings.map((timing) => {
      const label = document.createElement("label");
      const input = document.createElement("input");
      Object.assign(input, { type: "number", min: timing.minimum, max: timing.maximum, step: timing.step, value: timing.defaultValue });
      input.dataset.setting = timing.name;
      input.setAttribute("aria-label", timing.label);
      const unit = document.createElement("span");
      unit.className = "unit";
      unit.textContent = timing.unit;
      label.append(`${timing.label} `, input, unit);
      return label;
    }));
  }

  // Served beyond loopback: the addresses a phone opens, each drawn as its QR code (the server
  // encodes it; the page draws the modules with the standard's four-module light margin).
  async function showLANLinks() {
    const { links } = await api("GET", "/api/lan");
    app.lanLinks = links;
    $("lan-panel").hidden = links.length === 0;
    if (links.length === 0) return;
    fillMenu($("lan-menu"), links.map((link) => link.url));
    $("lan-menu").onchange = () => drawQRCode(links[$("lan-menu").selectedIndex]);
    drawQRCode(links[0]);
  }

  function drawQRCode(link) {
    const margin = 4;
    const side = link.qrSize + 2 * margin;
    let path = "";
    link.qrRows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] === "1") path += `M${x + margin} ${y + margin}h1v1h-1z`;
    });
    const svg = $("lan-qr");
    svg.setAttribute("viewBox", `0 0 ${side} ${side}`);
    svg.innerHTML = `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/>`;
    svg.dataset.url = link.url;
  }

  async function refreshLearned() {
    if (!app.sessionID || !$("learned-panel").open) return;
    // Only the newest request draws: an older answer arriving late (words learned before a
    // reset) must not overwrite it.
    const request = (app.learnedRequests = (app.learnedRequests ?? 0) + 1);
    const report = await api("GET", `/api/sessions/${app.sessionID}/learned`);
    if (request !== app.learnedRequests) return;
    $("learned-summary").textContent = `${report.wordCount} words and ${report.pairCount} word pairs learned in this session`;
    const swipe = report.swipe;
    $("learned-swipe").textContent = swipe.swipes === 0
      ? "How you swipe: nothing learned yet (keep a few swiped words)"
      : `How you swipe: ${Math.abs(swipe.offsetX).toFixed(2)} key ${swipe.offsetX >= 0 ? "right" : "left"}, ${Math.abs(swipe.offsetY).toFixed(2)} key ${swipe.offsetY >= 0 ? "below" : "above"} the keys, from ${swipe.swipes} kept swipes${app.snapshot?.settings.swipeAdaptation ? "" : " (not used: Adapt swipe to me is off)"}`;
    $("learned-list").replaceChildren(...report.words.slice(0, 50).map((entry) => {
      const item = document.createElement("li");
      item.textContent = `${entry.word} · ${entry.count.toFixed(1)}`;
      return item;
    }));
  }

  function enqueue(event) {
    // While a request is out, consecutive ticks collapse into the latest one.
    const last = app.pending[app.pending.length - 1];
    if (event.type === "tick" && last && last.type === "tick") {
      last.t = event.t;
    } else {
      app.pending.push(event);
    }
    flush();
  }

  async function flush() {
    if (app.inFlight || app.pending.length === 0 || !app.sessionID) return;
    const limit = app.options.limits.maxEventsPerRequest;
    const events = app.pending.splice(0, limit);
    app.inFlight = true;
    try {
      const snapshot = await api("POST", `/api/sessions/${app.sessionID}/events`, { events });
      render(snapshot);
      studyAnswered(events, snapshot);
      if ($("learned-panel").open && events.some((e) => e.type === "up" || e.type === "selectSuggestion")) refreshLearned().catch(() => {});
    } catch (error) {
      setStatus(error.message, true);
      if (app.study) app.study.pending = null;  // the session did not take that slide
      if (error.status === 404) {
        // The session expired or was evicted: start a fresh one with the same text.
        await createSession().catch((e) => setStatus(e.message, true));
      }
    } finally {
      app.inFlight = false;
    }
    if (app.pending.length > 0) flush();
  }

  // ---- pointer events -------------------------------------------------------------------------

  function layoutPoint(event) {
    const state = app.snapshot.state;
    const rect = elements.keyboard.getBoundingClientRect();
    const scale = rect.width / state.size.width || 1;
    const margin = app.options.limits.coordinateMargin - 1;
    const clamp = (value, extent) => Math.min(Math.max(value, -margin), extent + margin);
    const round = (value) => Math.round(value * 10) / 10;
    return {
      x: round(clamp((event.clientX - rect.left) / scale, state.size.width)),
      y: round(clamp((event.clientY - rect.top) / scale, state.size.height)),
    };
  }

  // Browsers give any integer; the API takes 0…2^31-1.
  const pointerID = (event) => Math.abs(event.pointerId) % 2147483647;

  function onPointerDown(event) {
    if (!app.snapshot) return;
    event.preventDefault();
    // Capture keeps a finger's events coming when it slides off the keyboard (up to the
    // alternates popup); moves and lifts are also heard on the window, for browsers that drop
    // capture early.
    try { elements.keyboard.setPointerCapture(event.pointerId); } catch { /* the pointer is already gone */ }
    app.activePointers.add(event.pointerId);
    const point = layoutPoint(event), t = now();
    if (app.activePointers.size === 1) startTrail(point);
    enqueue({ type: "down", pointer: pointerID(event), ...point, t });
    studyTouch(app.activePointers.size === 1 ? "down" : "cancel", point, t);
    startTicking();
  }

  function onPointerMove(event) {
    if (!app.activePointers.has(event.pointerId)) return;
    event.preventDefault();
    const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [event]) {
      const point = layoutPoint(sample), t = now();
      if (app.activePointers.size === 1) extendTrail(point);
      enqueue({ type: "move", pointer: pointerID(event), ...point, t });
      studyTouch("move", point, t);
    }
  }

  function onPointerUp(event) {
    if (!app.activePointers.delete(event.pointerId)) return;
    event.preventDefault();
    const point = layoutPoint(event), t = now();
    enqueue({ type: "up", pointer: pointerID(event), ...point, t });
    studyTouch("up", point, t);
    if (app.activePointers.size === 0) stopTicking();
  }

  function onPointerCancel(event) {
    if (!app.activePointers.delete(event.pointerId)) return;
    enqueue({ type: "cancel", pointer: pointerID(event), t: now() });
    studyTouch("cancel");
    if (app.activePointers.size === 0) stopTicking();
  }

  // While a finger is held, time passes on the server only through events: ticks let the
  // long-press popup open and backspace repeat while the finger does not move.
  function startTicking() {
    if (app.tickTimer === null) {
      app.tickTimer = setInterval(() => enqueue({ type: "tick", t: now() }), TICK_MS);
    }
  }

  function stopTicking() {
    clearInterval(app.tickTimer);
    app.tickTimer = null;
  }

  // ---- drawing ------------------------------------------------------------------------------

  function render(snapshot) {
    app.snapshot = snapshot;
    const state = snapshot.state;
    drawKeyboard(state);
    drawPopups(state);
    drawField(snapshot.document, state.isSecure);
    // Right-to-left layouts (N'Ko, Arabic) run the text field and the suggestion bar right to
    // left; the key grid is already drawn as the layout placed it.
    elements.field.dir = state.direction === "rightToLeft" ? "rtl" : "auto";
    elements.suggestions.dir = elements.field.dir;
    elements.keyboardArea.classList.toggle("bold", Boolean(snapshot.settings.boldText));
    drawSuggestions(state.suggestions);
    drawGesture(state.swipe);
    showFeedback(snapshot.feedback);
    syncMenus(snapshot);
    drawReadout(snapshot);
    drawLastTap(snapshot.lastTap);
    refreshInternals(state);
    // The layout menu and the globe key change the layout within the session: keep the status current.
    if (!elements.status.classList.contains("error")) setStatus(`Session ${snapshot.id.slice(0, 8)} · ${state.layoutName}`);
  }

  // Frames are part of what is drawn: after a width change the same keys sit elsewhere.
  function pageSignature(state) {
    return JSON.stringify([
      state.layoutID, state.page.id, state.size,
      state.page.rows.map((row) => row.map((k) => [k.id, k.label, k.frame])),
    ]);
  }

  function drawKeyboard(state) {
    const { width, height } = state.size;
    elements.keyboard.style.width = `${width}px`;
    elements.keyboard.style.height = `${height}px`;
    elements.keyboardArea.style.width = `${width}px`;
    // The phone is as wide as its keyboard: long text wraps in the field instead of widening it.
    elements.phone.style.width = `${width}px`;
    const signature = pageSignature(state);
    if (signature !== app.drawnPageSignature) {
      elements.keys.replaceChildren(...state.page.rows.flat().map((key) => makeKey(key, state.page.id)));
      app.drawnPageSignature = signature;
    }
    for (const element of elements.keys.children) {
      const key = element.key;
      element.classList.toggle("pressed", key.id === state.pressedKeyID);
      if (key.action.type === "shift") {
        element.classList.toggle("shift-shifted", state.shift === "shifted");
        element.classList.toggle("shift-capsLock", state.shift === "capsLock");
        element.dataset.shift = state.shift;
        element.querySelector(".label").textContent = { off: "⇧", shifted: "⬆", capsLock: "⇪" }[state.shift] ?? "⇧";
      } else if (key.action.type === "return") {
        element.querySelector(".label").textContent = state.returnKey.label;
        element.classList.toggle("primary", state.returnKey.isPrimary);
        element.classList.toggle("function", !state.returnKey.isPrimary);
        element.classList.toggle("disabled", !state.returnKey.isEnabled);
      } else if (key.action.type === "emojiCategory") {
        element.classList.toggle("tab-active", state.emoji?.category === key.action.value);
      }
    }
  }

  function makeKey(key, pageID) {
    const element = document.createElement("div");
    element.className = `key ${key.style}`;
    if (pageID === "emoji" && key.style === "character") {
      element.classList.add("emoji");
    }
    if (key.style === "character" && [...key.label].length > 2) element.classList.add("long-label");
    element.dataset.keyId = key.id;
    const { x, y } = key.frame.origin;
    const { width, height } = key.frame.size;
    Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    const label = document.createElement("span");
    label.className = "label";
    label.textContent = key.label;
    element.append(label);
    element.key = key;
    return element;
  }

  function drawPopups(state) {
    const pressed = state.pressedKeyID && state.page.rows.flat().find((key) => key.id === state.pressedKeyID);
    // iOS shows a magnified cap above a pressed character key (not above space or emoji).
    if (pressed && pressed.style === "character" && !state.alternates) {
      const { x, y } = pressed.frame.origin;
      const { width, height } = pressed.frame.size;
      const grow = 10;
      Object.assign(elements.preview.style, {
        left: `${x - grow}px`, top: `${y - height - 14}px`, width: `${width + 2 * grow}px`, height: `${height + 4}px`,
      });
      elements.preview.textContent = pressed.label;
      elements.preview.dataset.keyId = pressed.id;
      elements.preview.hidden = false;
    } else {
      elements.preview.hidden = true;
    }
    const popup = state.alternates;
    if (popup) {
      // Rebuilt only when the popup itself changes, so that its options stay the same elements
      // while the finger slides along them.
      const signature = JSON.stringify([popup.keyID, popup.options, popup.frames]);
      if (elements.alternates.dataset.signature !== signature) {
        elements.alternates.replaceChildren(...popup.options.map((option, index) => {
          const element = document.createElement("div");
          element.className = "option";
          element.dataset.index = index;
          element.textContent = option;
          const frame = popup.frames[index];
          Object.assign(element.style, {
            left: `${frame.origin.x}px`, top: `${frame.origin.y}px`, width: `${frame.size.width}px`, height: `${frame.size.height}px`,
          });
          return element;
        }));
        elements.alternates.dataset.signature = signature;
        elements.alternates.dataset.keyId = popup.keyID;
      }
      for (const element of elements.alternates.children) {
        element.classList.toggle("selected", Number(element.dataset.index) === popup.selectedIndex);
      }
      elements.alternates.hidden = false;
    } else {
      elements.alternates.hidden = true;
      delete elements.alternates.dataset.signature;
    }
  }

  function drawField(document_, isSecure) {
    const mask = (text) => (isSecure ? "•".repeat([...text].length) : text);
    const parts = [];
    const span = (className, text) => {
      const element = document.createElement("span");
      element.className = className;
      element.textContent = text;
      return element;
    };
    if (document_.text.length === 0) {
      parts.push(span("caret", ""), span("placeholder", "Type with the keyboard below"));
    } else {
      parts.push(span("before", mask(document_.beforeCursor)));
      if (document_.markedText) parts.push(span("marked", mask(document_.markedText)));
      if (document_.selectedText) parts.push(span("selected", mask(document_.selectedText)));
      parts.push(span("caret", ""), span("after", mask(document_.afterCursor)));
    }
    elements.field.replaceChildren(...parts);
    elements.field.dataset.text = isSecure ? "" : document_.text;
    elements.field.scrollTop = elements.field.scrollHeight;
  }

  // A word, and under it its meaning when the language has one (an English gloss under N'Ko).
  function drawSuggestions(suggestions) {
    for (const slot of elements.suggestions.children) {
      const suggestion = suggestions[Number(slot.dataset.slot)];
      const word = document.createElement("span");
      word.className = "word";
      word.textContent = suggestion ? suggestion.text : "";
      const parts = [word];
      if (suggestion?.gloss) {
        const gloss = document.createElement("span");
        gloss.className = "gloss";
        gloss.dir = "ltr";
        gloss.textContent = suggestion.gloss;
        parts.push(gloss);
      }
      slot.replaceChildren(...(suggestion ? parts : []));
      slot.className = `slot${suggestion ? ` ${suggestion.kind}` : ""}${suggestion?.isAutocorrection ? " autocorrection" : ""}${suggestion?.gloss ? " glossed" : ""}`;
    }
  }

  // A key click: a few milliseconds of decaying noise, as a phone's keyboard clicks, made once.
  // Browsers only let a page play sound after the user has interacted with it, which a key press is.
  function playClick() {
    const AudioContext = window.AudioContext ?? window.webkitAudioContext;
    if (!AudioContext) return;
    app.audio ??= new AudioContext();
    const audio = app.audio;
    if (!app.clickBuffer) {
      const length = Math.floor(audio.sampleRate * 0.012);
      app.clickBuffer = audio.createBuffer(1, length, audio.sampleRate);
      const samples = app.clickBuffer.getChannelData(0);
      for (let i = 0; i < length; i++) samples[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / length, 4) * 0.35;
    }
    const source = audio.createBufferSource();
    source.buffer = app.clickBuffer;
    source.connect(audio.destination);
    source.start();
    app.clicksPlayed = (app.clicksPlayed ?? 0) + 1;
  }

  function showFeedback(records) {
    if (records.length === 0) return;
    if (records.some((record) => record.click)) playClick();
    const strongest = records.reduce((best, record) => (FLASH[record.intensity] > FLASH[best.intensity] ? record : best));
    const opacity = FLASH[strongest.intensity] ?? 0;
    if (opacity > 0) {
      elements.flash.animate([{ opacity }, { opacity: 0 }], { duration: 180, easing: "ease-out" });
    }
    if (navigator.vibrate && VIBRATION_MS[strongest.intensity] > 0 && matchMedia("(pointer: coarse)").matches) {
      navigator.vibrate(VIBRATION_MS[strongest.intensity]);
    }
    for (const record of records) {
      const item = document.createElement("li");
      item.innerHTML = "<span></span><span></span>";
      item.firstChild.textContent = record.event;
      item.lastChild.textContent = record.intensity;
      elements.feedbackLog.prepend(item);
    }
    while (elements.feedbackLog.children.length > FEEDBACK_LOG_LENGTH) elements.feedbackLog.lastChild.remove();
  }

  function syncMenus(snapshot) {
    elements.layoutMenu.value = snapshot.state.layoutID;
    elements.fieldMenu.value = snapshot.field;
    elements.widthMenu.value = String(snapshot.width);
    elements.hapticsMenu.value = snapshot.settings.haptics;
    elements.glossesMenu.value = snapshot.settings.glosses;
    for (const control of settingControls()) {
      const value = snapshot.settings[control.dataset.setting];
      if (value === undefined) continue;
      if (control.type === "checkbox") control.checked = Boolean(value); else control.value = value;
    }
    elements.wrapToggle.checked = Boolean(snapshot.settings.cheonJiInCyclesWrap);
  }

  function drawReadout(snapshot) {
    const state = snapshot.state;
    const parts = [
      `page ${state.page.id}`, `shift ${state.shift}`, `return ${state.returnKey.label}`,
      `pressed ${state.pressedKeyID ?? "–"}`, `cursor ${snapshot.document.cursor}`,
      `t ${snapshot.time ?? "–"} ms`, `requests ${app.requests}`,
    ];
    if (state.emoji) parts.push(`emoji ${state.emoji.category} ${state.emoji.screen + 1}/${state.emoji.screenCount}`);
    elements.readout.textContent = parts.join(" · ");
  }

  // The last tap as probabilistic touch judged it: a dot where it landed (with internals shown)
  // and each likely key's probability.
  function drawLastTap(tap) {
    if (!tap) return;
    $("last-tap").textContent = "Last tap: " + tap.keys.map((k) => `${k.label} ${(k.probability * 100).toFixed(k.probability < 0.1 ? 1 : 0)} %`).join(" · ");
    const ns = "http://www.w3.org/2000/svg";
    let dot = elements.internals.querySelector("circle.last-tap");
    if (!dot) {
      dot = document.createElementNS(ns, "circle");
      dot.setAttribute("class", "last-tap");
      dot.setAttribute("r", 3);
    }
    dot.setAttribute("cx", tap.x);
    dot.setAttribute("cy", tap.y);
    elements.internals.append(dot);
  }

  // ---- swipe ------------------------------------------------------------------------------
  // The trail follows the pointer at once (a tap draws nothing: a trail appears only after a few
  // points of travel); once the engine reports the gesture, its trace and readings are shown.

  function startTrail(point) {
    clearTimeout(app.trailTimer);
    app.trail = [point];
    elements.trail.classList.remove("fading");
    elements.trailLine.setAttribute("points", "");
  }

  function extendTrail(point) {
    app.trail.push(point);
    const first = app.trail[0];
    if (Math.hypot(point.x - first.x, point.y - first.y) < 12 && app.trail.length < 8) return;
    drawTrail(app.trail);
  }

  function drawTrail(points) {
    const state = app.snapshot?.state;
    if (state) elements.trail.setAttribute("viewBox", `0 0 ${state.size.width} ${state.size.height}`);
    elements.trailLine.setAttribute("points", points.map((p) => `${p.x},${p.y}`).join(" "));
  }

  function drawGesture(gesture) {
    const active = gesture?.isActive === true;
    const top = gesture?.candidates?.[0];
    elements.swipePreview.hidden = !(active && top);
    if (active && top) elements.swipePreview.textContent = top.text;
    // A finished gesture stays in the snapshots until the next one: draw and fade it once, and
    // never over the trail of a finger now down (the next swipe's trail would fade with it).
    const signature = gesture && !active ? JSON.stringify(gesture.points) : null;
    if (signature && signature !== app.fadedGesture && app.activePointers.size === 0) {
      app.fadedGesture = signature;
      // The finger lifted: the engine's trace stays briefly, then fades.
      drawTrail(gesture.points);
      clearTimeout(app.trailTimer);
      app.trailTimer = setTimeout(() => elements.trail.classList.add("fading"), 250);
    } else if (!gesture && app.activePointers.size === 0) {
      elements.trail.classList.add("fading");
    }
    // Where the finger slowed down, circled on the trail while the internals are shown.
    const slow = elements.internalsToggle.checked ? (gesture?.slowPoints ?? []) : [];
    $("trail-slow").replaceChildren(...slow.map((p) => {
      const circle = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      circle.setAttribute("cx", p.x);
      circle.setAttribute("cy", p.y);
      circle.setAttribute("r", 6);
      return circle;
    }));
    $("gesture-slow").hidden = !gesture;
    $("gesture-slow").textContent = slow.length > 0
      ? `The finger slowed down at ${slow.length} point${slow.length === 1 ? "" : "s"} (circled): the timed re-ranker reads how many of them each word's keys explain.`
      : "No slow points (or no timestamps): the untimed re-ranker ordered the words.";
    const rows = (gesture?.candidates ?? []).map((c) => {
      const row = document.createElement("tr");
      const cells = [c.text + (c.isPersonal ? " ★" : ""), c.score.toFixed(2), c.location.toFixed(3), c.shape.toFixed(3), c.letters.toFixed(3), c.language.toFixed(2), c.letterModel == null ? "–" : c.letterModel.toFixed(2), c.rank == null ? "–" : c.rank.toFixed(2)];
      for (const value of cells) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.append(cell);
      }
      return row;
    });
    if (rows.length > 0) {
      elements.gestureTable.tBodies[0].replaceChildren(...rows);
      elements.gestureTable.hidden = rows.length === 0;
      elements.gestureHint.hidden = rows.length > 0;
    }
  }

  // ---- internals ----------------------------------------------------------------------------

  async function refreshInternals(state) {
    const shown = elements.internalsToggle.checked;
    elements.internalsPanel.hidden = !shown;
    elements.internals.style.display = shown ? "" : "none";
    if (!shown) return;
    const signature = pageSignature(state);
    if (signature === app.internalsSignature) return;
    app.internalsSignature = signature;
    try {
      app.internals = await api("GET", `/api/sessions/${app.sessionID}/internals`);
      drawInternals();
    } catch (error) {
      app.internalsSignature = null;
      setStatus(error.message, true);
    }
  }

  // Each key gets one hue, far from its neighbours' (golden-angle steps over the page's keys),
  // so a key's region reads as one patch however many strips the sampler cut it into.
  const colour = (index) => `hsl(${Math.round((index * 137.508) % 360)} 70% 50%)`;

  function drawInternals() {
    const report = app.internals;
    if (!report) return;
    const svg = elements.internals;
    const ns = "http://www.w3.org/2000/svg";
    svg.setAttribute("viewBox", `0 0 ${report.size.width} ${report.size.height}`);
    svg.setAttribute("width", report.size.width);
    svg.setAttribute("height", report.size.height);
    const groups = [];
    const keyIndex = new Map((app.snapshot?.state.page.rows.flat() ?? []).map((key, index) => [key.id, index]));
    for (const layer of report.layers) {
      if (app.hiddenLayers.has(layer.id)) continue;
      const group = document.createElementNS(ns, "g");
      group.dataset.layer = layer.id;
      for (const shape of layer.shapes) {
        if (shape.kind !== "rect") continue; // kinds added by later layers are drawn when known
        const { x, y } = shape.frame.origin;
        const { width, height } = shape.frame.size;
        const rect = document.createElementNS(ns, "rect");
        const fill = colour(keyIndex.get(shape.keyID) ?? 0);
        // No outline: strips of one key join into one patch; the patches' edges are the boundaries.
        Object.entries({ x, y, width, height, fill, "fill-opacity": 0.28 }).forEach(([k, v]) => rect.setAttribute(k, v));
        if (shape.keyID) rect.dataset.keyId = shape.keyID;
        group.append(rect);
      }
      groups.push(group);
    }
    svg.replaceChildren(...groups);
    elements.layerList.replaceChildren(...report.layers.map((layer) => {
      const label = document.createElement("label");
      label.className = "layer";
      label.innerHTML = '<input type="checkbox"> <span></span><small></small>';
      const box = label.querySelector("input");
      box.checked = !app.hiddenLayers.has(layer.id);
      box.addEventListener("change", () => {
        if (box.checked) app.hiddenLayers.delete(layer.id); else app.hiddenLayers.add(layer.id);
        drawInternals();
      });
      label.querySelector("span").textContent = `${layer.title} (${layer.shapes.length})`;
      label.querySelector("small").textContent = layer.summary;
      return label;
    }));
  }

  // ---- chrome: menus, theme, status ---------------------------------------------------------

  function setStatus(message, isError = false) {
    elements.status.textContent = message;
    elements.status.classList.toggle("error", isError);
  }

  function fillMenu(menu, values, label = (v) => v) {
    menu.replaceChildren(...values.map((value) => new Option(label(value), typeof value === "object" ? value.id : String(value))));
  }

  const darkQuery = matchMedia("(prefers-color-scheme: dark)");

  function applyTheme() {
    const dark = app.theme === "dark" || (app.theme === "auto" && darkQuery.matches);
    document.documentElement.dataset.theme = dark ? "dark" : "light";
    elements.themeToggle.textContent = `Theme: ${app.theme}`;
  }

  function setTheme(theme) {
    app.theme = theme;
    applyTheme();
  }

  async function start() {
    applyTheme();
    darkQuery.addEventListener("change", applyTheme);
    app.options = await api("GET", "/api/options");
    fillMenu(elements.layoutMenu, app.options.layouts, (layout) => layout.name);
    fillMenu(elements.fieldMenu, app.options.fields);
    fillMenu(elements.hapticsMenu, app.options.haptics);
    fillMenu(elements.glossesMenu, app.options.glosses);
    fillMenu($("sensitivity-menu"), app.options.swipeSensitivities);
    buildTimingControls(app.options.timings);
    showLANLinks().catch((error) => setStatus(error.message, true));
    $("sensitivity-menu").value = "medium";
    for (const control of settingControls()) {
      control.addEventListener("change", () => {
        if (control.type === "number" && !control.checkValidity()) {
          setStatus(`${control.getAttribute("aria-label")}: ${control.validationMessage}`, true);
          return;
        }
        changeSettings();
      });
    }
    $("learned-panel").addEventListener("toggle", () => refreshLearned().catch((error) => setStatus(error.message, true)));
    $("learned-reset").addEventListener("click", async () => {
      await api("DELETE", `/api/sessions/${app.sessionID}/learned`).catch((error) => setStatus(error.message, true));
      await refreshLearned().catch(() => {});
    });
    // The width the page can show: a desktop window's scrollbar takes its share (innerWidth counts
    // it, and a 390 px window drew a 390 pt keyboard into 375 px, cutting off P, ⌫ and return).
    const narrow = Math.floor(document.documentElement.clientWidth || window.innerWidth);
    const widths = [...app.options.widths];
    if (narrow < 430 && narrow >= 320 && !widths.includes(narrow)) widths.push(narrow);
    fillMenu(elements.widthMenu, widths.sort((a, b) => a - b), (w) => `${w} pt`);
    elements.widthMenu.value = String(narrow < 430 && narrow >= 320 ? narrow : 390);
    elements.hapticsMenu.value = "medium";
    elements.glossesMenu.value = "english";

    const keyboard = elements.keyboard;
    keyboard.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("pointermove", onPointerMove);
    window.addEventListener("pointerup", onPointerUp);
    window.addEventListener("pointercancel", onPointerCancel);
    keyboard.addEventListener("contextmenu", (event) => event.preventDefault());

    elements.layoutMenu.addEventListener("change", () => enqueue({ type: "selectLayout", layout: elements.layoutMenu.value, t: now() }));
    for (const slot of elements.suggestions.children) {
      slot.addEventListener("click", () => {
        if (slot.querySelector(".word")?.textContent) enqueue({ type: "selectSuggestion", index: Number(slot.dataset.slot), t: now() });
      });
    }
    for (const menu of [elements.hapticsMenu, elements.glossesMenu, elements.wrapToggle]) menu.addEventListener("change", changeSettings);
    elements.fieldMenu.addEventListener("change", () => enqueue({ type: "changeField", field: elements.fieldMenu.value, t: now() }));
    elements.widthMenu.addEventListener("change", () => enqueue({ type: "resize", width: Number(elements.widthMenu.value), t: now() }));
    elements.clearButton.addEventListener("click", () => enqueue({ type: "replaceText", text: "", t: now() }));
    // The log is taken once the events typed so far have reached the server.
    $("log-download").addEventListener("click", (event) => {
      if (app.pending.length === 0 && !app.inFlight) return;
      event.preventDefault();
      flush();
      setTimeout(() => $("log-download").click(), 100);
    });
    elements.field.addEventListener("dblclick", selectWordInField);
    elements.field.addEventListener("click", moveCursorInField);
    elements.themeToggle.addEventListener("click", () => setTheme({ auto: "light", light: "dark", dark: "auto" }[app.theme]));
    elements.internalsToggle.addEventListener("change", () => {
      app.internalsSignature = null;
      if (app.snapshot) refreshInternals(app.snapshot.state);
    });
    setUpReplies();
    setUpStudy();
    await createSession({ text: "" });
  }

  // ---- reply suggestions ------------------------------------------------------------------------

  const TONES = ["casual", "friendly", "professional", "flirty", "funny"];

  function readAsDataURL(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
  }

  function setReplyStatus(message, isError = false) {
    elements.replyStatus.textContent = message;
    elements.replyStatus.classList.toggle("error", isError);
  }

  // Screenshots when some are chosen, else the pasted text.
  async function suggestReplies() {
    const files = [...elements.replyFiles.files];
    const pasted = elements.replyText.value.trim();
    if (files.length === 0 && pasted) {
      elements.replyButton.disabled = true;
      setReplyStatus("Reading the pasted chat…");
      try {
        const answer = await api("POST", "/api/reply", { text: pasted, tone: elements.replyTone.value });
        app.replyAnswer = answer;
        drawReplies(answer);
        setReplyStatus(`${answer.conversation.messages.length} messages pasted · ${answer.intent ?? "reply"} · ${answer.tone}`);
      } catch (error) {
        setReplyStatus(error.message, true);
      } finally {
        updateReplyButton();
      }
      return;
    }
    if (files.length === 0) return;
    const limits = app.options.limits;
    if (files.length > limits.maxReplyImages) {
      setReplyStatus(`At most ${limits.maxReplyImages} screenshots at a time.`, true);
      return;
    }
    elements.replyButton.disabled = true;
    setReplyStatus(`Reading ${files.length} screenshot${files.length === 1 ? "" : "s"}…`);
    try {
      const images = await Promise.all(files.map(readAsDataURL));
      const answer = await api("POST", "/api/reply", { images, tone: elements.replyTone.value });
      app.replyAnswer = answer;
      drawReplies(answer);
      const ocr = answer.recognitionSeconds.map((s) => s.toFixed(1)).join(" + ");
      setReplyStatus(`${answer.conversation.messages.length} messages · OCR ${ocr} s · ${answer.intent ?? "reply"} · ${answer.tone}`);
    } catch (error) {
      setReplyStatus(error.message, true);
    } finally {
      updateReplyButton();
    }
  }

  function updateReplyButton() {
    elements.replyButton.disabled = elements.replyFiles.files.length === 0 && elements.replyText.value.trim() === "";
  }

  function drawReplies(answer) {
    elements.replyConversation.replaceChildren(...answer.conversation.messages.map((message) => {
      const item = document.createElement("li");
      item.className = message.speaker;
      if (message.sender) {
        const sender = document.createElement("span");
        sender.className = "sender";
        sender.textContent = message.sender;
        item.append(sender);
      }
      item.append(document.createTextNode(message.text));
      return item;
    }));
    elements.replyOptions.replaceChildren(...answer.replies.map((reply) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "reply-option";
      button.textContent = reply.text;
      button.addEventListener("click", () => insertReply(reply.text));
      return button;
    }));
    showAboveDockedKeyboard(elements.replyOptions);
  }

  // On a phone the keyboard is docked over the bottom of the page: what was just drawn below it
  // (the replies) is scrolled up to sit above it.
  function showAboveDockedKeyboard(element) {
    if (getComputedStyle(elements.keyboardArea).position !== "fixed") return;
    const visibleBottom = elements.keyboardArea.getBoundingClientRect().top - 8;
    const box = element.getBoundingClientRect();
    if (box.bottom > visibleBottom) window.scrollBy(0, Math.min(box.bottom - visibleBottom, box.top - 8));
  }

  function graphemeCount(text) {
    if (window.Intl && Intl.Segmenter) return [...new Intl.Segmenter().segment(text)].length;
    return [...text].length;
  }

  // A click in the field puts the cursor there, as a tap in a phone's text field: the host tells
  // the engine (a word space corrected then offers what was typed).
  function moveCursorInField(event) {
    if (event.detail > 1 || !app.snapshot) return;
    const caret = document.caretPositionFromPoint
      ? document.caretPositionFromPoint(event.clientX, event.clientY)
      : document.caretRangeFromPoint?.(event.clientX, event.clientY);
    const node = caret?.offsetNode ?? caret?.startContainer;
    const offset = caret?.offset ?? caret?.startOffset;
    if (!node || !elements.field.contains(node) || elements.field.querySelector(".placeholder")) return;
    const before = document.createRange();
    before.setStart(elements.field, 0);
    before.setEnd(node, offset);
    enqueue({ type: "replaceText", text: app.snapshot.document.text, cursor: graphemeCount(before.toString()), t: now() });
  }

  // A double click selects a word in the field, as a long press does in a phone's text field:
  // the host tells the engine, whose bar then offers the word's other forms.
  function selectWordInField() {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || !app.snapshot) return;
    const range = selection.getRangeAt(0);
    if (!elements.field.contains(range.startContainer)) return;
    const before = document.createRange();
    before.setStart(elements.field, 0);
    before.setEnd(range.startContainer, range.startOffset);
    const word = range.toString().replace(/\s+$/, "");
    if (!word) return;
    const text = app.snapshot.document.text;
    enqueue({ type: "replaceText", text, cursor: graphemeCount(before.toString()), selection: graphemeCount(word), t: now() });
  }

  // The reply goes in at the cursor, as the text changes when the app being typed in changes it; the engine then
  // recomputes shift and suggestions from the new text.
  function insertReply(text) {
    const document_ = app.snapshot.document;
    const before = document_.beforeCursor + (document_.markedText ?? "");
    const separator = before.length > 0 && !/\s$/.test(before) ? " " : "";
    const inserted = before + separator + text;
    enqueue({ type: "replaceText", text: inserted + document_.afterCursor, cursor: graphemeCount(inserted), t: now() });
  }

  function setUpReplies() {
    fillMenu(elements.replyTone, TONES);
    elements.replyTone.value = "casual";
    elements.replyFiles.addEventListener("change", updateReplyButton);
    elements.replyText.addEventListener("input", updateReplyButton);
    elements.replyButton.addEventListener("click", suggestReplies);
    elements.replyTone.addEventListener("change", () => { if (app.replyAnswer) suggestReplies(); });
  }

  // ---- swipe study ----------------------------------------------------------------------------
  // Prompts words (GET /api/sessions/{id}/study) and keeps each gesture, with the word it was
  // meant to be, in How We Swipe's format: the Latin and Arabic keyboards have no gestures from
  // people, and `tecla eval swipe` reads these. The page decides nothing: the slide goes to the
  // session as any other, and it is kept only once the session's answer shows it became a swipe
  // (a tap, a slide too short for the sensitivity, or slide-to-type off keeps nothing).

  function setUpStudy() {
    $("study-start").addEventListener("click", () => startStudy().catch((error) => studyStatus(error.message)));
    $("study-skip").addEventListener("click", () => { if (app.study) { app.study.index += 1; showStudy(); } });
    $("study-redo").addEventListener("click", () => {
      const study = app.study;
      if (!study || study.records.length === 0) return;
      study.records.pop();
      study.index = study.recordIndex.pop();
      showStudy();
    });
  }

  async function startStudy(count = Number($("study-count").value), seed = Number($("study-seed").value)) {
    // The words and keyboard are the session's once every event sent so far (a layout change) is in.
    for (let waited = 0; app.inFlight || app.pending.length > 0 || !app.sessionID; waited += 20) {
      if (waited > 10000) throw new Error("the server is not answering");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const prompt = await api("GET", `/api/sessions/${app.sessionID}/study?count=${count}&seed=${seed}`);
    // One study is one writer: an id made here, so recordings from two people never share one.
    const participant = `playground-${Math.random().toString(36).slice(2, 10)}`;
    app.study = { ...prompt, participant, seed, index: 0, records: [], recordIndex: [], trace: null, pending: null, lastSwipe: null };
    enqueue({ type: "replaceText", text: "", t: now() });
    showStudy();
  }

  const studyStatus = (message) => { $("study-status").textContent = message; };

  // Follows the one finger down while the study's panel is open on its keyboard's letters page.
  function studyTouch(kind, point, t) {
    const study = app.study;
    if (!study || study.index >= study.words.length) return;
    if (kind === "down") {
      const state = app.snapshot.state;
      const shown = `playground_${state.layoutID}_${Math.round(state.size.width)}`;
      if (!$("study-details").open) { study.trace = null; return; }
      if (shown !== study.layout || state.page.id !== study.page) {
        study.trace = null;
        studyStatus(shown !== study.layout ? "The keyboard changed since the study started: press Start again to draw on this one."
          : "Draw on the letters page.");
        return;
      }
      study.trace = [[point.x, point.y, t]];
      return;
    }
    if (!study.trace) return;
    if (kind === "cancel") { study.trace = null; return; }
    study.trace.push([point.x, point.y, t]);
    if (kind !== "up") return;
    const trace = study.trace, t0 = trace[0][2], word = study.words[study.index];
    study.trace = null;
    study.pending = {
      upT: t,
      record: {
        id: `${study.participant}-${String(study.records.length).padStart(3, "0")}`, word, layout: study.layout,
        points: trace.map(([x, y, time]) => [x, y, Math.round((time - t0) * 10) / 10]),
        context: "", sentence: word, word_index: 0, set: "playground", participant: study.participant,
        language: study.language, seed: study.seed,
      },
    };
  }

  // The session's answer to the batch that ended the slide: kept if it made a swipe of it.
  function studyAnswered(events, snapshot) {
    const study = app.study;
    if (!study?.pending || !events.some((e) => e.type === "up" && e.t === study.pending.upT)) return;
    const { record } = study.pending;
    study.pending = null;
    const swipe = snapshot.state.swipe;
    const signature = swipe && !swipe.isActive ? JSON.stringify(swipe.points) : null;
    if (!signature || signature === study.lastSwipe) {
      studyStatus("That was read as a tap, not a slide: draw the word again.");
      return;
    }
    study.lastSwipe = signature;
    study.records.push(record);
    study.recordIndex.push(study.index);
    study.index += 1;
    enqueue({ type: "replaceText", text: "", t: now() });
    showStudy();
  }

  function showStudy() {
    const study = app.study;
    const done = study.index >= study.words.length;
    $("study-prompt").textContent = done ? "" : study.words[study.index];
    $("study-prompt").dir = "auto";
    $("study-skip").disabled = done;
    $("study-redo").disabled = study.records.length === 0;
    studyStatus(done
      ? `Done: ${study.records.length} gestures recorded. Download both files.`
      : `Word ${study.index + 1} of ${study.words.length} · ${study.records.length} recorded`);
    const names = { "study-gestures": `study-${study.layout}.jsonl`, "study-layouts": `study-${study.layout}-layouts.json` };
    for (const [id, text, type] of [
      ["study-gestures", study.records.map((r) => JSON.stringify(r)).join("\n") + (study.records.length ? "\n" : ""), "application/x-ndjson"],
      ["study-layouts", JSON.stringify({ [study.layout]: study.keyboard }), "application/json"],
    ]) {
      const link = $(id);
      if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
      link.href = URL.createObjectURL(new Blob([text], { type }));
      link.download = names[id];
      link.hidden = study.records.length === 0;
    }
    $("study-command").textContent = `tecla eval swipe --dataset ${names["study-gestures"]} --layouts ${names["study-layouts"]} `
      + `--language ${study.language.split("-")[0]} --part all`;
  }

  // For the browser test and the curious: the state the page last drew, and whether every
  // event has been answered.
  window.teclaPlayground = {
    get snapshot() { return app.snapshot; },
    get replyAnswer() { return app.replyAnswer; },
    get options() { return app.options; },
    /// How many key clicks the page has played.
    get clicksPlayed() { return app.clicksPlayed ?? 0; },
    refreshLearned,
    get idle() { return !app.inFlight && app.pending.length === 0 && app.activePointers.size === 0; },
    setTheme,
    /// The swipe study: its words, where it is, and the gestures recorded.
    get study() { return app.study ?? null; },
    startStudy,
    /// The app being typed in replacing the field's text (cursor at the end).
    replaceText(text) { enqueue({ type: "replaceText", text, t: now() }); },
  };

  start().catch((error) => setStatus(`Could not start: ${error.message}`, true));
})();
