import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_TYPED_LINE, type SimulatedPhoneNetwork } from './phone';

/**
 * The simulated phone's page and what its buttons and form ask of the phone network: `GET /phone`,
 * `GET /phone/calls` (what the page polls), and `POST /phone/calls/<id>/<action>` with the action
 * `answer`, `pick-up-and-type` (answer, the callee speaking only as the developer types), `decline`,
 * `hang-up` or `say` (a form field `text`: the callee's next line in their own words). A
 * developer's tool, in English.
 */
const ACTION = /^\/phone\/calls\/([^/]+)\/(answer|pick-up-and-type|decline|hang-up|say)$/;

/** Room for a typed line percent-encoded (a character of UTF-8 is at most four bytes, each `%XX`). */
const MAX_FORM_BYTES = MAX_TYPED_LINE * 12 + 64;

/** What the page shows under the form when a line is not said. */
const NOT_SAID = {
  nothing_to_say: { status: 400, message: 'Type what the callee says.' },
  too_long: { status: 400, message: `A line is at most ${MAX_TYPED_LINE} characters.` },
  not_in_call: { status: 409, message: 'The call is not in progress: nothing was said.' },
} as const;

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
}

/** The form's fields, or nothing when the body is larger than a line can be. */
function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_FORM_BYTES ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : undefined));
    req.on('error', () => resolve(undefined));
  });
}

/** Answers a request of the phone's page; false when it is none (the agent's REST API answers it). */
export function servePhonePage(phone: SimulatedPhoneNetwork, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method === 'GET' && url.pathname === '/phone') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(PHONE_PAGE);
    return true;
  }
  if (req.method === 'GET' && url.pathname === '/phone/calls') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(phone.calls));
    return true;
  }
  const action = ACTION.exec(url.pathname);
  if (req.method !== 'POST' || !action) return false;
  // The ids are the phone's own (`conv_phone_…`): one that is not, percent-encoded or not, finds no call.
  const id = action[1]!;
  if (action[2] === 'say') {
    void readForm(req).then((form) => {
      if (!form) return plain(res, 413, NOT_SAID.too_long.message);
      const outcome = phone.say(id, form.get('text') ?? '');
      if (outcome === 'said') res.writeHead(204).end();
      else plain(res, NOT_SAID[outcome].status, NOT_SAID[outcome].message);
    });
    return true;
  }
  const done =
    action[2] === 'answer'
      ? phone.answer(id)
      : action[2] === 'pick-up-and-type'
        ? phone.answer(id, 'typed')
        : action[2] === 'decline'
          ? phone.decline(id)
          : phone.hangUp(id);
  res.writeHead(done ? 204 : 409).end();
  return true;
}

/**
 * The page: the calls ringing the phone, with Answer, Pick up and type, and Decline; once
 * answered, what is said, Hang up, and a form to speak as the callee. Each call keeps its own
 * elements between polls (only new lines are added), so a line being typed keeps its focus and text.
 */
const PHONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated phone</title>
<style>
  body { font: 16px/1.45 system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5fb; color: #1b1d2a; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.lead { margin: 0 0 20px; color: #4a4e63; max-width: 560px; }
  [hidden] { display: none !important; }
  .call { background: #fff; border-radius: 16px; padding: 16px; margin: 0 0 16px; max-width: 560px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .call header { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  .state { font-weight: 600; }
  .state[data-state="ringing"] { color: #0a7a3e; }
  button { font: inherit; border: 0; border-radius: 999px; padding: 8px 18px; margin: 12px 8px 0 0; cursor: pointer; color: #fff; }
  .answer, .pick-up-and-type, .say button { background: #0a7a3e; } .decline, .hang-up { background: #b3261e; }
  button:disabled { opacity: .6; cursor: progress; }
  ol { padding-left: 20px; margin: 12px 0 0; } li { margin: 4px 0; } li.agent b { color: #5b3cc4; }
  .say { margin: 16px 0 0; }
  .say label { display: block; font-weight: 600; }
  .say .row { display: flex; gap: 8px; align-items: center; }
  .say input { flex: 1; min-width: 0; font: inherit; padding: 8px 12px; margin: 8px 0 0; border: 1px solid #8a8fa6; border-radius: 10px; }
  .say input[aria-invalid="true"] { border-color: #b3261e; }
  .say button { margin: 8px 0 0; }
  .say .hint { margin: 6px 0 0; font-size: 14px; color: #4a4e63; }
  .say .error { margin: 6px 0 0; font-size: 14px; color: #b3261e; }
</style>
</head>
<body>
<h1>Simulated phone</h1>
<p class="lead">The phone numbers the site's outbound calls ring on this machine. Answer a call to talk to the simulated Lumi: your phone speaks its script whenever Lumi is silent. To speak as the callee yourself (to book a meeting by hand, say), pick up and type, or type during the call: from your first line on, only your words are the callee's.</p>
<main id="calls"><p id="no-calls">No call has rung yet.</p></main>
<script>
const LABELS = { ringing: 'Ringing…', in_call: 'In call', ended: 'Ended', declined: 'Declined', not_answered: 'Not answered' };
const main = document.getElementById('calls');
const views = new Map();
function text(tag, value, className) { const node = document.createElement(tag); node.textContent = value; if (className) node.className = className; return node; }
function callPath(id, action) { return 'phone/calls/' + encodeURIComponent(id) + '/' + action; }
function button(label, action, id) {
  const node = text('button', label, action);
  node.type = 'button';
  node.addEventListener('click', () => fetch(callPath(id, action), { method: 'POST' }).then(render));
  return node;
}
function sayForm(id) {
  const form = document.createElement('form');
  form.className = 'say';
  form.method = 'post';
  form.action = callPath(id, 'say');
  form.noValidate = true;
  const input = document.createElement('input');
  input.id = 'say-' + id;
  input.name = 'text';
  input.autocomplete = 'off';
  input.maxLength = ${MAX_TYPED_LINE};
  input.setAttribute('aria-describedby', 'say-hint-' + id + ' say-error-' + id);
  const label = text('label', 'Say as the callee');
  label.htmlFor = input.id;
  const submit = text('button', 'Say');
  submit.type = 'submit';
  const row = document.createElement('div');
  row.className = 'row';
  row.append(input, submit);
  const hint = text('p', 'Lumi takes it as your next turn, after what it is saying now. Press Enter to say it.', 'hint');
  hint.id = 'say-hint-' + id;
  const error = text('p', '', 'error');
  error.id = 'say-error-' + id;
  error.setAttribute('role', 'alert');
  form.append(label, row, hint, error);
  input.addEventListener('input', () => {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.disabled = true;
    const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ text: input.value }) }).catch(() => undefined);
    submit.disabled = false;
    if (response && response.status === 204) {
      input.value = '';
      input.removeAttribute('aria-invalid');
      error.textContent = '';
      render();
    } else {
      input.setAttribute('aria-invalid', 'true');
      error.textContent = response ? await response.text() : 'The simulated agent did not answer: is npm start still running?';
    }
    input.focus();
  });
  return form;
}
function viewOf(call) {
  if (views.has(call.id)) return views.get(call.id);
  const section = document.createElement('section');
  section.className = 'call';
  section.dataset.callId = call.id;
  section.setAttribute('aria-label', 'Call to ' + call.toNumber);
  const header = document.createElement('header');
  const state = text('span', '', 'state');
  header.append(text('span', call.fromNumber + ' → ' + call.toNumber), state);
  const actions = document.createElement('div');
  const list = document.createElement('ol');
  list.setAttribute('aria-live', 'polite');
  const form = sayForm(call.id);
  section.append(header, actions, list, form);
  const view = { section, state, actions, list, form, buttonsFor: '', lines: 0 };
  views.set(call.id, view);
  return view;
}
function update(view, call) {
  view.section.dataset.state = call.state;
  view.state.textContent = LABELS[call.state];
  view.state.dataset.state = call.state;
  if (view.buttonsFor !== call.state) {
    view.buttonsFor = call.state;
    if (call.state === 'ringing') view.actions.replaceChildren(button('Answer', 'answer', call.id), button('Pick up and type', 'pick-up-and-type', call.id), button('Decline', 'decline', call.id));
    else if (call.state === 'in_call') view.actions.replaceChildren(button('Hang up', 'hang-up', call.id));
    else view.actions.replaceChildren();
  }
  for (const line of call.lines.slice(view.lines)) {
    const item = document.createElement('li');
    item.className = line.who;
    item.append(text('b', line.who === 'agent' ? 'Lumi: ' : 'You: '), document.createTextNode(line.text));
    view.list.append(item);
  }
  view.lines = call.lines.length;
  view.list.hidden = !call.lines.length;
  view.form.hidden = call.state !== 'in_call';
}
async function render() {
  const calls = await (await fetch('phone/calls')).json();
  if (!calls.length) return;
  document.getElementById('no-calls')?.remove();
  // Newest first; a section already in place is never moved, which would take the focus out of its form.
  calls.slice().reverse().forEach((call, index) => {
    const view = viewOf(call);
    update(view, call);
    if (main.children[index] !== view.section) main.insertBefore(view.section, main.children[index] || null);
  });
}
render();
setInterval(render, 500);
</script>
</body>
</html>
`;
