// The editor workspace's only script (served by the embedded provider, never by the site): saves,
// discards and publishes through the admin API, keeps the live preview in step, makes share links.
'use strict';

(function () {
  const form = document.getElementById('edit');
  if (!form) return;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const doc = JSON.parse(document.getElementById('doc').textContent);
  const kind = form.dataset.kind;
  const key = form.dataset.key;
  const lang = form.dataset.lang;
  const status = document.getElementById('status');
  const frame = document.querySelector('.frame-box iframe');
  const box = document.querySelector('.frame-box');
  const settings = kind === 'settings';
  const query = `${kind === 'page' ? 'url' : 'slug'}=${encodeURIComponent(key)}&lang=${lang}`;
  const base = { page: '/admin/pages', event: '/admin/events', settings: '/admin/settings' }[kind];
  // The venue facts are one document for every language: no query, discard is a POST.
  const paths = settings
    ? {
        save: base,
        entry: base,
        discard: ['POST', `${base}/discard`],
        publish: `${base}/publish`,
      }
    : {
        save: `${base}?${query}`,
        entry: `${base}/entry?${query}`,
        discard: ['DELETE', `${base}/draft?${query}`],
        publish: `${base}/publish?${query}`,
      };
  const labels = { published: 'Published', draft: 'Has draft', changed: 'Changed since publish' };

  document.execCommand('defaultParagraphSeparator', false, 'p');

  const say = (text, tone) => {
    status.textContent = text;
    status.className = tone || '';
  };
  const setState = (state) => {
    document.getElementById('state').innerHTML =
      `<span class="badge ${state}">${labels[state]}</span>`;
  };

  async function call(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = new Error(data.message || `The server answered ${response.status}.`);
      error.fields = data.errors || null;
      throw error;
    }
    return data;
  }

  // The form field an error key names: its own name, a known alias, or the field its list is in
  // (schedule.2.text is the schedule box; openingHours.0.opens the first row's "opens").
  const ALIASES = {
    'meta.title': 'metaTitle',
    'meta.description': 'metaDescription',
    'image.sourceUrl': 'image',
    metas: 'metaTitle',
  };
  function fieldFor(key) {
    const settingsKey = key.replace(/^openingHours\.(\d+)\./, 'hours.$1.');
    const head = key.split('.')[0];
    for (const name of [key, ALIASES[key], settingsKey, ALIASES[head], head]) {
      if (!name) continue;
      const element =
        form.elements.namedItem(name) || form.querySelector(`.rte[data-name="${name}"]`);
      if (element && element.nodeType === 1) return element;
    }
    return null;
  }

  function clearFieldErrors() {
    form.querySelectorAll('.field-error').forEach((node) => node.remove());
    form.querySelectorAll('[aria-invalid="true"]').forEach((node) => {
      node.removeAttribute('aria-invalid');
      node.removeAttribute('aria-describedby');
    });
  }

  // Each message in plain words beside its field; what has no field goes to the status line.
  function showFieldErrors(fields) {
    const loose = [];
    let first = null;
    Object.entries(fields).forEach(([key, message], index) => {
      const element = fieldFor(key);
      if (!element) return loose.push(message);
      const note = document.createElement('p');
      note.className = 'field-error';
      note.id = `field-error-${index}`;
      note.textContent = message;
      const holder = element.closest('label, .rte-field') || element;
      holder.insertAdjacentElement('afterend', note);
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', note.id);
      first = first || element;
    });
    if (first) first.focus();
    const count = Object.keys(fields).length - loose.length;
    const summary = count
      ? `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change (see below each).`
      : 'Not saved.';
    return [summary, ...loose].join(' ');
  }

  const value = (name) => form.elements.namedItem(name).value.trim();
  // A datetime-local value (wall-clock time in the venue's zone) as ISO 8601 with the zone's offset.
  function instant(name) {
    const input = form.elements.namedItem(name);
    const text = input.value.trim();
    if (!text) return null;
    return `${text.length === 16 ? `${text}:00` : text}${input.dataset.offset}`;
  }
  const rich = (name) => form.querySelector(`.rte[data-name="${name}"]`).innerHTML.trim();

  function withMeta(metas, name, content) {
    const rest = metas.filter((meta) => meta.name !== name);
    return content ? [...rest, { name, content }] : rest;
  }

  function pagePatch() {
    // A stale og:title (a copy of the old title) would keep the snippet from following the title.
    let metas = doc.metas.filter((m) => !(m.property === 'og:title' && m.content === doc.title));
    metas = withMeta(metas, 'title', value('metaTitle'));
    metas = withMeta(metas, 'description', value('metaDescription'));
    const image = value('headerImage');
    const options = doc.options.filter((option) => option.key !== 'HEADER_IMAGE');
    const header = doc.options.find((option) => option.key === 'HEADER_IMAGE');
    if (image) {
      const file = { ...(header && header.file ? header.file : {}), sourceUrl: image };
      options.unshift({ key: 'HEADER_IMAGE', value: header ? header.value : null, file });
    }
    const contents = doc.contents.map((section, index) => ({
      ...section,
      title: value(`contents.${index}.title`),
      body: rich(`contents.${index}.body`),
    }));
    return { title: value('title'), metas, options, contents };
  }

  function eventPatch() {
    const schedule = value('schedule')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const match = /^(\d{1,2}):(\d{2})\s+(.+)$/.exec(line);
        if (!match) throw new Error(`schedule: "${line}" is not "HH:MM text"`);
        return { time: `${match[1].padStart(2, '0')}:${match[2]}`, text: match[3] };
      });
    return {
      title: value('title'),
      summary: value('summary'),
      meta: { title: value('metaTitle'), description: value('metaDescription') },
      description: rich('description'),
      status: value('status'),
      ticketUrl: value('ticketUrl'),
      startDate: instant('startDate') || '',
      endDate: instant('endDate'),
      image: { ...doc.image, sourceUrl: value('image') },
      schedule,
    };
  }

  const optional = (name) => value(name) || null;

  function settingsPatch() {
    return {
      phone: value('phone'),
      email: value('email'),
      messengers: {
        whatsapp: optional('messengers.whatsapp'),
        telegram: optional('messengers.telegram'),
      },
      social: {
        instagram: optional('social.instagram'),
        facebook: optional('social.facebook'),
        youtube: optional('social.youtube'),
      },
      address: {
        street: value('address.street'),
        locality: value('address.locality'),
        region: value('address.region'),
        postalCode: value('address.postalCode'),
        country: value('address.country').toUpperCase(),
      },
      geo: coordinates(),
      mapUrl: optional('mapUrl'),
      hours: {
        doors: value('hours.doors'),
        dinner: span('dinner'),
        show: span('show'),
        club: span('club'),
        lobsterClub: span('lobsterClub'),
      },
    };
  }

  function coordinates() {
    const latitude = value('geo.latitude');
    const longitude = value('geo.longitude');
    if (!latitude && !longitude) return null;
    if (!latitude || !longitude) throw new Error('geo: enter both coordinates, or neither');
    return { latitude: Number(latitude), longitude: Number(longitude) };
  }

  function span(part) {
    return { opens: value(`hours.${part}.opens`), closes: value(`hours.${part}.closes`) };
  }

  // Names in braces that stand for no venue fact: the preview marks them, visitors never see them.
  const factNames = JSON.parse(document.getElementById('fact-names').textContent);
  function unknownFacts(patch) {
    const names = [...JSON.stringify(patch).matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map(
      (match) => match[1],
    );
    return [...new Set(names.filter((name) => !factNames.includes(name)))];
  }

  const patchers = { page: pagePatch, event: eventPatch, settings: settingsPatch };

  // The editors show what was stored (the site's sanitiser ran on it): what the site will show.
  function showStoredHtml(saved) {
    form.querySelectorAll('.rte').forEach((editor) => {
      const name = editor.dataset.name;
      const section = /^contents\.(\d+)\.body$/.exec(name);
      const html = section
        ? saved.contents && saved.contents[Number(section[1])]
          ? saved.contents[Number(section[1])].body
          : null
        : saved[name];
      if (typeof html === 'string' && editor.innerHTML.trim() !== html) editor.innerHTML = html;
    });
  }

  function refreshPreview() {
    if (frame) frame.src = frame.dataset.src;
  }

  // preview: false when a publish follows at once: the draft render the preview reload starts would
  // compete with the visitors' first render of the published version.
  async function save({ preview = true } = {}) {
    say('Saving…');
    const patch = patchers[kind]();
    const saved = await call('PUT', paths.save, patch);
    if (!settings) {
      Object.assign(doc, saved);
      showStoredHtml(saved);
    }
    const entry = await call('GET', paths.entry);
    setState(settings ? (entry.draft ? 'changed' : 'published') : entry.state);
    const unknown = settings ? [] : unknownFacts(patch);
    if (unknown.length) {
      const names = unknown.map((name) => `{${name}}`).join(', ');
      say(
        `Draft saved. ${names}: no venue fact has this name (see “Venue facts in texts”); the preview marks it, visitors will not see it.`,
        'error',
      );
    } else {
      say('Draft saved. The preview shows it; visitors still see the published version.', 'ok');
    }
    if (preview) refreshPreview();
  }

  const actions = {
    async save() {
      await save();
    },
    async discard() {
      if (!window.confirm('Discard the draft and go back to the published version?')) return;
      await call(paths.discard[0], paths.discard[1]);
      say('Draft discarded.', 'ok');
      window.location.reload();
    },
    async publish() {
      await save({ preview: false });
      // Answers once the site has dropped the old version (provider/revalidate.ts).
      await call('POST', paths.publish);
      setState('published');
      say('Published: visitors see it now.', 'ok');
      refreshPreview();
    },
    async share() {
      const { url, expiresAt } = await call('POST', '/admin/preview-links', {
        path: form.dataset.path,
        hours: 48,
      });
      const field = document.getElementById('share-url');
      field.value = url;
      field.select();
      const until = new Date(expiresAt).toLocaleString();
      say(`Preview link ready, valid until ${until}. Anyone with it sees the draft.`, 'ok');
    },
  };

  async function run(name) {
    const buttons = form.querySelectorAll('.actions button, .share button');
    buttons.forEach((button) => (button.disabled = true));
    clearFieldErrors();
    try {
      await actions[name]();
    } catch (error) {
      say(error.fields ? showFieldErrors(error.fields) : error.message, 'error');
    } finally {
      buttons.forEach((button) => (button.disabled = false));
    }
  }

  // "Save as I type" (off by default, remembered per browser): a pause of 1.5 s saves the draft,
  // and the preview follows.
  const live = document.getElementById('live');
  let typingTimer = 0;
  if (live) {
    live.checked = window.localStorage.getItem('workspace:live') === '1';
    live.addEventListener('change', () =>
      window.localStorage.setItem('workspace:live', live.checked ? '1' : '0'),
    );
    form.addEventListener('input', () => {
      if (!live.checked) return;
      window.clearTimeout(typingTimer);
      typingTimer = window.setTimeout(() => run('save'), 1500);
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    run('save');
  });
  form.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-action]');
    if (button && button.dataset.action !== 'save') run(button.dataset.action);
    const command = event.target.closest('button[data-cmd]');
    if (!command) return;
    const editor = command.closest('.rte-field').querySelector('.rte');
    editor.focus();
    if (command.dataset.cmd === 'createLink') {
      const href = window.prompt('Link address (https://…, mailto:…, tel:… or /path)');
      if (href) document.execCommand('createLink', false, href);
    } else {
      document.execCommand(command.dataset.cmd);
    }
  });

  // Pasted Word or web HTML goes through the site's own sanitiser before it lands in the editor.
  const escapeText = (text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  form.querySelectorAll('.rte').forEach((editor) =>
    editor.addEventListener('paste', async (event) => {
      const data = event.clipboardData;
      if (!data) return;
      event.preventDefault();
      const html =
        data.getData('text/html') ||
        escapeText(data.getData('text/plain'))
          .split(/\r?\n\s*\r?\n/)
          .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
          .join('');
      const selection = window.getSelection();
      const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null;
      try {
        const clean = await call('POST', '/admin/sanitize', { html });
        editor.focus();
        if (range) {
          selection.removeAllRanges();
          selection.addRange(range);
        }
        document.execCommand('insertHTML', false, clean.html);
      } catch (error) {
        say(`The paste could not be cleaned: ${error.message}`, 'error');
      }
    }),
  );

  // The end picker offers nothing before the start (the provider refuses it too).
  const starts = form.elements.namedItem('startDate');
  const ends = form.elements.namedItem('endDate');
  if (starts && ends && starts.type === 'datetime-local') {
    const bound = () => (ends.min = starts.value);
    starts.addEventListener('change', bound);
    bound();
  }

  // Saved with Ctrl/Cmd+S like a document.
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 's') {
      event.preventDefault();
      run('save');
    }
  });

  const language = document.getElementById('language');
  if (language) language.addEventListener('change', () => (window.location.href = language.value));

  // Width switch: the page is laid out at 390 or 1440 CSS px and scaled to fit the column; the
  // box's height comes from the layout (it fills the column below the preview bar).
  function fit() {
    if (!frame) return;
    const width = Number(box.dataset.width);
    const scale = Math.min(1, box.parentElement.clientWidth / width);
    frame.style.width = `${width}px`;
    frame.style.height = `${box.clientHeight / scale}px`;
    frame.style.transform = `scale(${scale})`;
    box.style.width = `${width * scale}px`;
  }
  document.querySelectorAll('.seg button').forEach((button) =>
    button.addEventListener('click', () => {
      box.dataset.width = button.dataset.width;
      document
        .querySelectorAll('.seg button')
        .forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
      fit();
    }),
  );
  window.addEventListener('resize', fit);
  fit();
})();
