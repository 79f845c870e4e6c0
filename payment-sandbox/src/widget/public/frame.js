/*
 * Pages of the 3-D Secure challenge shown inside the widget (their <main> carries data-parent):
 * Escape closes the widget, the code field gets the focus (browsers ignore autofocus in cross-origin
 * frames), and a result page posts its outcome to the page that opened the widget.
 */
(function () {
  'use strict';
  var main = document.querySelector('main[data-parent]');
  if (!main || window.parent === window) return;
  var parent = main.getAttribute('data-parent');

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') window.parent.postMessage({ source: 'sandbox-widget', type: 'close' }, parent);
  });

  var code = document.getElementById('code');
  if (code) code.focus();
  if (main.id !== 'result') return;
  var heading = main.querySelector('h1');
  if (heading) heading.focus();
  window.parent.postMessage(
    {
      source: 'sandbox-widget',
      type: 'result',
      success: main.getAttribute('data-success') === 'true',
      code: Number(main.getAttribute('data-code')),
      transactionId: Number(main.getAttribute('data-transaction-id')),
    },
    parent,
  );
})();
