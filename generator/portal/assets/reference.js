// Mounts the Scalar API reference on #reference, reading the OpenAPI document from the same origin.
// Everything that would reach another host is off: default fonts (Scalar's font CDN), telemetry, the
// agent (which fetches a registry) and the developer tools. Loaded as a file (script-src 'self').
(function () {
  'use strict';
  var mount = document.getElementById('reference');
  if (!mount || !window.Scalar) return;

  window.Scalar.createApiReference(mount, {
    url: mount.getAttribute('data-openapi-url'),
    title: 'Design-Style Library API',
    slug: 'design-style-library',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
  });

  // Accessibility repairs of Scalar's markup (as of @scalar/api-reference 1.46), applied whenever it
  // renders: icon-only buttons get a name, buttons lose an aria-selected that only tabs may carry, and
  // the "more clients" button inside the client tab list is exposed as the tab it behaves like.
  function nameOf(button) {
    if (button.getAttribute('role') === 'search') return 'Search the API reference';
    if (/copy/.test(button.className)) return 'Copy to clipboard';
    if (button.hasAttribute('aria-pressed')) return 'Dark mode';
    return null;
  }

  /** The text a screen reader would read: not aria-hidden, not display: none. */
  function spokenText(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return '';
    return Array.prototype.map.call(node.childNodes, spokenText).join('');
  }

  function isNameless(button) {
    if (button.hasAttribute('aria-label') || button.hasAttribute('aria-labelledby') || button.title) return false;
    // The search button's only text is aria-hidden, next to a keyboard hint.
    return button.getAttribute('role') === 'search' || !spokenText(button).trim();
  }

  function repair(root) {
    root.querySelectorAll('button').forEach(function (button) {
      var role = button.getAttribute('role');
      if (isNameless(button)) {
        var name = nameOf(button);
        if (name) button.setAttribute('aria-label', name);
      }
      if (button.hasAttribute('aria-selected') && role !== 'tab' && role !== 'option') button.removeAttribute('aria-selected');
      if (!role && button.closest('[role="tablist"]')) {
        button.setAttribute('role', 'tab');
        button.setAttribute('aria-selected', 'false');
      }
    });
  }

  var scheduled = false;
  new MutationObserver(function () {
    if (scheduled) return;
    scheduled = true;
    // A microtask: repairs land before the next paint, and once per burst of Vue updates.
    Promise.resolve().then(function () {
      scheduled = false;
      repair(document);
    });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected', 'role'] });
  repair(document);
})();
