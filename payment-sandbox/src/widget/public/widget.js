/*
 * Payment sandbox widget: defines window.cp.CloudPayments (docs/payments.md §2). The host page's CSP
 * allows no inline style elements and no eval, so the DOM is built with createElement and element.style.
 */
(function () {
  'use strict';

  var SANDBOX_ORIGIN = __SANDBOX_ORIGIN__;
  var REASONS = { 5005: 'do_not_honor', 5051: 'insufficient_funds', 5207: 'three_ds_failed' };
  var TEXT = {
    ru: { title: 'Оплата картой', close: 'Закрыть' },
    en: { title: 'Card payment', close: 'Close' },
  };

  function assign(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
    return element;
  }

  function CloudPayments(settings) {
    this.language = settings && typeof settings.language === 'string' ? settings.language : 'ru-RU';
    this.active = null;
  }

  CloudPayments.prototype.pay = function (scheme, options, callbacks) {
    options = options || {};
    callbacks = callbacks || {};
    if (this.active) this.active('cancelled');

    var widget = this;
    var text = /^en/i.test(this.language) ? TEXT.en : TEXT.ru;
    var url = new URL('/widget/form', SANDBOX_ORIGIN);
    var params = {
      publicId: options.publicId,
      scheme: scheme === 'auth' ? 'auth' : 'charge',
      amount: options.amount,
      currency: options.currency || 'RUB',
      invoiceId: options.invoiceId,
      accountId: options.accountId,
      description: options.description,
      email: options.email,
      language: this.language,
      parentOrigin: window.location.origin,
      // an embedded checkout: the integrator's page frames the page that opens the widget
      ancestorOrigins: window.location.ancestorOrigins ? Array.prototype.slice.call(window.location.ancestorOrigins).join(',') : undefined,
    };
    for (var key in params) {
      if (params[key] !== undefined && params[key] !== null) url.searchParams.set(key, String(params[key]));
    }

    var previousFocus = document.activeElement;
    var previousOverflow = document.body.style.overflow;

    var overlay = assign(document.createElement('div'), {
      position: 'fixed',
      top: '0',
      right: '0',
      bottom: '0',
      left: '0',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(15, 23, 42, 0.6)',
    });
    overlay.setAttribute('data-testid', 'payment-widget');

    var dialog = assign(document.createElement('div'), {
      position: 'relative',
      width: 'min(440px, calc(100vw - 16px))',
      height: 'min(720px, calc(100vh - 16px))',
      background: '#ffffff',
      borderRadius: '12px',
      overflow: 'hidden',
      boxShadow: '0 24px 64px rgba(0, 0, 0, 0.35)',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', text.title);

    var frame = assign(document.createElement('iframe'), { width: '100%', height: '100%', border: '0', display: 'block' });
    frame.title = text.title;
    frame.src = url.href;

    var close = assign(document.createElement('button'), {
      position: 'absolute',
      top: '8px',
      right: '8px',
      width: '36px',
      height: '36px',
      border: '0',
      borderRadius: '18px',
      background: '#eef1f5',
      color: '#1f2937',
      font: '24px/36px sans-serif',
      cursor: 'pointer',
    });
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', text.close);
    close.setAttribute('title', text.close);

    var done = false;

    function finish(result) {
      if (done) return;
      done = true;
      widget.active = null;
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKeyDown, true);
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
      document.body.style.overflow = previousOverflow;
      for (var i = 0; i < madeInert.length; i++) madeInert[i].inert = false;
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      if (result.success) {
        if (typeof callbacks.onSuccess === 'function') callbacks.onSuccess(options);
      } else if (typeof callbacks.onFail === 'function') callbacks.onFail(result.reason, options);
      if (typeof callbacks.onComplete === 'function') callbacks.onComplete(result, options);
    }

    function cancel(reason) {
      finish({ success: false, code: null, reason: reason, transactionId: null });
    }

    function onMessage(event) {
      if (event.origin !== SANDBOX_ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.source !== 'sandbox-widget') return;
      if (data.type === 'close') return cancel('cancelled');
      if (data.type !== 'result' || typeof data.success !== 'boolean') return;
      var code = typeof data.code === 'number' ? data.code : null;
      finish({
        success: data.success,
        code: code,
        reason: data.success ? null : REASONS[code] || 'declined',
        transactionId: typeof data.transactionId === 'number' ? data.transactionId : null,
      });
    }

    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel('cancelled');
      }
    }

    close.addEventListener('click', function () {
      cancel('cancelled');
    });
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKeyDown, true);
    this.active = cancel;

    dialog.appendChild(frame);
    dialog.appendChild(close);
    overlay.appendChild(dialog);
    // a modal dialog: keyboard and assistive technology stay inside it until it closes
    var madeInert = Array.prototype.filter.call(document.body.children, function (element) {
      return !element.inert;
    });
    for (var j = 0; j < madeInert.length; j++) madeInert[j].inert = true;
    document.body.appendChild(overlay);
    document.body.style.overflow = 'hidden';
    frame.focus();
  };

  window.cp = window.cp || {};
  window.cp.CloudPayments = CloudPayments;
})();
