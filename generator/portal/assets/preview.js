// The style preview's light/dark switch. It pins a mode with data-theme on <html>, which the style's
// CSS export reads; without script the page follows the system's prefers-color-scheme.
(function () {
  'use strict';
  var root = document.documentElement;
  var button = document.querySelector('.pv-switch');
  if (!button) return;
  var system = window.matchMedia('(prefers-color-scheme: dark)');

  function current() {
    return root.getAttribute('data-theme') || (system.matches ? 'dark' : 'light');
  }

  function render() {
    var dark = current() === 'dark';
    button.setAttribute('aria-pressed', String(dark));
    button.querySelector('.pv-switch-label').textContent = 'Dark mode';
  }

  button.addEventListener('click', function () {
    root.setAttribute('data-theme', current() === 'dark' ? 'light' : 'dark');
    render();
  });
  system.addEventListener('change', render);
  button.hidden = false;
  render();
})();
