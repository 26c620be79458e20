// Progressive enhancement of the portal's front page: the gallery's type filter and copy buttons on code
// samples. Loaded as a file (script-src 'self'); without it every style shows and code can still be selected.
(function () {
  'use strict';

  function setUpFilters() {
    var group = document.querySelector('.filters');
    var status = document.querySelector('.filter-status');
    if (!group || !status) return;
    var buttons = Array.prototype.slice.call(group.querySelectorAll('button[data-filter]'));
    var cards = Array.prototype.slice.call(document.querySelectorAll('.gallery .card'));
    function apply(type) {
      var shown = 0;
      cards.forEach(function (card) {
        var visible = type === '' || card.getAttribute('data-type') === type;
        card.hidden = !visible;
        if (visible) shown++;
      });
      buttons.forEach(function (button) {
        button.setAttribute('aria-pressed', String(button.getAttribute('data-filter') === type));
      });
      status.textContent = type === '' ? 'Showing all ' + shown + ' styles.' : 'Showing ' + shown + ' ' + type + ' style' + (shown === 1 ? '' : 's') + '.';
    }
    buttons.forEach(function (button) {
      button.addEventListener('click', function () {
        apply(button.getAttribute('data-filter') || '');
      });
    });
    group.hidden = false;
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

  setUpFilters();
  setUpCopyButtons();
})();
