/*
 * Loaded by a server-rendered page (a shared car page) before the app's entry: a press on a button marked
 * `data-early-press="<name>"` while the app has not yet taken over the page (its HTML is painted, its code is
 * still on the way on a slow phone) is kept and pressed again once the app has (html[data-app="ready"], set by
 * pwa/app/app.tsx) and the button is live. Without it, such a press did nothing and the buyer had to try again.
 * A link marked so (Call, a tel: link) does its own job at once, the dialler opens; only the app's part of the
 * press (counting the call for the seller) is done again later, without opening the dialler a second time.
 * A plain file and not part of the entry: it must run before the entry's code has arrived.
 */
(function () {
  var root = document.documentElement;
  var ready = function () {
    return root.dataset.app === 'ready';
  };
  var pressed = null;

  function onClick(event) {
    var target = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
    if (!target || ready()) return;
    pressed = target.getAttribute('data-early-press');
    if (target.hasAttribute('href')) return;
    event.preventDefault();
    event.stopPropagation();
  }
  document.addEventListener('click', onClick, true);

  /** React has attached its handlers to the element (its part of the page is hydrated) and it can be pressed. */
  function live(element) {
    return !element.disabled && Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }

  function preventDefault(event) {
    event.preventDefault();
  }

  function replay(triesLeft) {
    var element = document.querySelector('[data-early-press="' + CSS.escape(pressed) + '"]');
    if (element && live(element)) {
      // A link did its own job when it was pressed: only the app's handler runs now.
      if (element.hasAttribute('href')) element.addEventListener('click', preventDefault, { once: true });
      element.click();
    } else if (triesLeft > 0) setTimeout(replay, 50, triesLeft - 1);
  }

  new MutationObserver(function (_records, observer) {
    if (!ready()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    // For ten seconds at most: the part holding the button may hydrate a little after the page.
    if (pressed !== null) replay(200);
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
})();
