/* Acme CRM's checkout embed: opens Stepwise's checkout in an iframe and follows its messages (docs/payments.md §7). */
(function () {
  'use strict';
  var main = document.querySelector('main[data-checkout-origin]');
  var form = document.getElementById('checkout-form');
  var status = document.getElementById('status');
  var container = document.getElementById('checkout');
  var workspaceError = document.getElementById('workspace-error');
  var checkoutOrigin = main.getAttribute('data-checkout-origin');
  var STATUSES = ['pending', 'authorized', 'confirm_pending', 'charged', 'cancel_pending', 'cancelled', 'declined'];
  var frame = null;

  function say(text, state) {
    status.textContent = text;
    status.setAttribute('data-state', state);
  }

  function isText(value) {
    return typeof value === 'string' && value.length > 0 && value.length <= 200;
  }

  /** The message if it is a well-formed checkout message, otherwise null. */
  function checkoutMessage(data) {
    if (!data || typeof data !== 'object' || data.source !== 'stepwise-checkout' || data.version !== 1) return null;
    switch (data.type) {
      case 'ready':
        return data;
      case 'resize':
        return typeof data.height === 'number' && isFinite(data.height) && data.height > 0 ? data : null;
      case 'status':
        return STATUSES.indexOf(data.status) >= 0 && isText(data.payment) ? data : null;
      case 'success':
        return isText(data.payment) && isText(data.subscription) ? data : null;
      case 'failure':
        return isText(data.code) && (data.payment === null || isText(data.payment)) ? data : null;
      default:
        return null;
    }
  }

  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== checkoutOrigin || event.source !== frame.contentWindow) return;
    var message = checkoutMessage(event.data);
    if (!message) return;
    // a finished payment stays on screen whatever the checkout says next
    if (status.getAttribute('data-state') === 'success') return;
    if (message.type === 'ready') say('Checkout loaded. Waiting for the payment…', 'ready');
    else if (message.type === 'resize') frame.style.height = Math.min(Math.max(Math.round(message.height), 200), 4000) + 'px';
    else if (message.type === 'status') say('Payment ' + message.payment + ': ' + message.status, 'status');
    else if (message.type === 'success') {
      say('Payment complete: ' + message.payment + ' (subscription ' + message.subscription + ')', 'success');
      status.setAttribute('data-payment', message.payment);
    } else if (message.type === 'failure') say('Payment failed: ' + message.code + (message.payment ? ' (payment ' + message.payment + ')' : ''), 'failure');
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var workspace = form.elements.workspace.value.trim();
    if (!workspace) {
      workspaceError.hidden = false;
      form.elements.workspace.setAttribute('aria-invalid', 'true');
      form.elements.workspace.focus();
      return;
    }
    workspaceError.hidden = true;
    form.elements.workspace.removeAttribute('aria-invalid');

    var url = new URL('/embed/subscriptions/payment', checkoutOrigin);
    url.searchParams.set('workspace', workspace);
    url.searchParams.set('plan', form.elements.plan.value);
    url.searchParams.set('period', form.elements.period.value);
    url.searchParams.set('origin', window.location.origin);

    if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
    frame = document.createElement('iframe');
    frame.title = 'Stepwise checkout';
    frame.className = 'checkout-frame';
    frame.setAttribute('data-testid', 'integrator-checkout');
    frame.src = url.href;
    container.appendChild(frame);
    say('Opening the checkout…', 'opening');
  });
})();
