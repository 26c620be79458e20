// The style preview's light/dark switch (issue 31). It pins a mode with data-theme on <html>, which the
// style's CSS export reads, and remembers it for every preview of this site (localStorage). Loaded in the
// head, so a remembered mode applies before the first paint; without script, or until a reader chooses,
// the page follows the system's prefers-color-scheme. The button names the mode it switches to.
(function () {
  'use strict';
  var KEY = 'design-style-library:preview-theme';
  var root = document.documentElement;

  function remembered() {
    try {
      var mode = window.localStorage.getItem(KEY);
      return mode === 'light' || mode === 'dark' ? mode : null;
    } catch (error) {
      return null; // storage refused (a privacy setting): the choice lasts for this page only
    }
  }

  function remember(mode) {
    try {
      window.localStorage.setItem(KEY, mode);
    } catch (error) {
      // as above
    }
  }

  var pinned = remembered();
  if (pinned) root.setAttribute('data-theme', pinned);

  function setUp() {
    var button = document.querySelector('.pv-switch');
    if (!button) return;
    var label = button.querySelector('.pv-switch-label');
    var system = window.matchMedia('(prefers-color-scheme: dark)');

    function current() {
      return root.getAttribute('data-theme') || (system.matches ? 'dark' : 'light');
    }

    function render() {
      label.textContent = current() === 'dark' ? 'Light mode' : 'Dark mode';
    }

    button.addEventListener('click', function () {
      var next = current() === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      remember(next);
      render();
    });
    system.addEventListener('change', render);
    button.hidden = false;
    render();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setUp);
  else setUp();
})();
