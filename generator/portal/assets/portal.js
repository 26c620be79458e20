// Progressive enhancement of the portal's pages: the gallery's search box and copy buttons on code samples.
// Loaded as a file (script-src 'self'); without it the gallery is paged links and code can still be selected.
(function () {
  'use strict';

  // The gallery's search box (generator/portal/gallery.ts): asks GET /api/search and shows the results as
  // cards cloned from the page's <template>, in place of the page's own cards until the search is cleared.
  function setUpSearch() {
    var form = document.querySelector('form.gallery-search');
    var template = document.getElementById('gallery-card');
    var status = document.querySelector('.search-status');
    var results = document.querySelector('.search-results');
    var browse = document.querySelector('.gallery-browse');
    if (!form || !template || !status || !results || !browse || !window.fetch) return;
    var input = form.querySelector('input[name="q"]');
    var clear = form.querySelector('[data-clear]');
    var more = results.querySelector('[data-more]');
    var list = results.querySelector('ul');
    var limit = Number(form.getAttribute('data-limit')) || 24;
    var query = '';
    var page = 0;
    var seq = 0;

    function card(style) {
      var item = template.content.firstElementChild.cloneNode(true);
      var id = 'result-' + style.slug;
      item.setAttribute('data-type', style.type);
      item.querySelector('article').setAttribute('aria-labelledby', id);
      var heading = item.querySelector('h3');
      heading.id = id;
      heading.textContent = style.title;
      item.querySelector('.tag').textContent = style.type;
      var era = item.querySelector('.era');
      if (style.era) {
        era.textContent = style.era;
      } else {
        era.parentNode.removeChild(era.previousSibling); // the space before it
        era.parentNode.removeChild(era);
      }
      item.querySelector('.description').textContent = style.description;
      item.querySelector('.json-links').setAttribute('aria-label', 'JSON of ' + style.title);
      item.querySelectorAll('.visually-hidden').forEach(function (span) {
        span.textContent = ' of ' + style.title;
      });
      var slug = encodeURIComponent(style.slug);
      item.querySelectorAll('a[href], img[src]').forEach(function (el) {
        var attr = el.tagName === 'IMG' ? 'src' : 'href';
        el.setAttribute(attr, el.getAttribute(attr).replace('slug-placeholder', slug));
      });
      return item;
    }

    function show(searching) {
      results.hidden = !searching;
      browse.hidden = searching;
      clear.hidden = !searching;
    }

    function failure(response, body) {
      if (response && response.status === 429) {
        var wait = response.headers.get('Retry-After');
        return 'Too many searches this minute' + (wait ? '; try again in ' + wait + ' seconds.' : '.');
      }
      return body && body.error ? 'Search failed: ' + body.error : 'Search failed; the gallery pages below still work.';
    }

    function load(next) {
      var ask = ++seq;
      var url = form.getAttribute('action') + '?q=' + encodeURIComponent(query) + '&page=' + next + '&limit=' + limit;
      status.textContent = 'Searching…';
      more.disabled = true;
      fetch(url, { headers: { Accept: 'application/json' } })
        .then(function (response) {
          return response.json().then(
            function (body) {
              return { response: response, body: body };
            },
            function () {
              return { response: response, body: null };
            },
          );
        })
        .then(
          function (answer) {
            if (ask !== seq) return;
            more.disabled = false;
            var body = answer.body;
            if (!answer.response.ok || !body || !body.data) {
              status.textContent = failure(answer.response, body);
              return;
            }
            if (next === 1) list.textContent = '';
            var added = body.data.map(function (style) {
              return list.appendChild(card(style));
            });
            page = next;
            var total = body.pagination.total;
            var shown = list.children.length;
            status.textContent =
              total === 0
                ? 'No style matches “' + query + '”.'
                : (total === 1 ? '1 style matches' : total + ' styles match') + ' “' + query + '”' + (shown < total ? ', showing ' + shown + '.' : '.');
            more.hidden = page >= body.pagination.totalPages;
            show(true);
            // After "More results", focus moves to the first card it added rather than staying at the list's end.
            if (next > 1 && added[0]) added[0].querySelector('a').focus();
          },
          function () {
            if (ask !== seq) return;
            more.disabled = false;
            status.textContent = failure(null, null);
          },
        );
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var q = input.value.trim();
      if (q.length < 2) {
        status.textContent = 'Type at least 2 characters to search.';
        return;
      }
      query = q;
      load(1);
    });
    more.addEventListener('click', function () {
      load(page + 1);
    });
    function reset() {
      seq++;
      query = '';
      list.textContent = '';
      status.textContent = '';
      show(false);
    }
    clear.addEventListener('click', function () {
      input.value = '';
      reset();
      input.focus();
    });
    input.addEventListener('search', function () {
      if (input.value === '') reset();
    });
    form.hidden = false;
  }

  function setUpCopyButtons() {
    if (!navigator.clipboard) return;
    document.querySelectorAll('pre[data-copy]').forEach(function (pre) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy';
      button.textContent = 'Copy';
      button.addEventListener('click', function () {
        var code = pre.querySelector('code');
        navigator.clipboard.writeText(code ? code.textContent : pre.textContent).then(
          function () {
            button.textContent = 'Copied';
            setTimeout(function () {
              button.textContent = 'Copy';
            }, 1500);
          },
          function () {
            button.textContent = 'Select and copy';
          },
        );
      });
      pre.appendChild(button);
    });
  }

  setUpSearch();
  setUpCopyButtons();
})();
