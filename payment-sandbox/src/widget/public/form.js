/*
 * The widget's card form: checks the fields, posts the card to the sandbox, then either reports the
 * result to the page that opened the widget or goes on to the 3-D Secure challenge.
 */
(function () {
  'use strict';
  var form = document.getElementById('card-form');
  if (!form) return;
  var messages = JSON.parse(document.getElementById('messages').textContent || '{}');
  var payButton = document.getElementById('pay');
  var payLabel = payButton.textContent;
  var formError = document.getElementById('form-error');
  var result = document.getElementById('result');
  var parentOrigin = form.elements.parentOrigin.value;
  var FIELDS = ['number', 'expiry', 'cvc', 'holder'];
  var REASONS = { 5005: 'reason_do_not_honor', 5051: 'reason_insufficient_funds', 5207: 'reason_three_ds_failed' };

  function toParent(message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }

  function luhn(digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - index));
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function check(values) {
    var errors = {};
    var digits = values.number.replace(/\s/g, '');
    if (!/^[\d\s]+$/.test(values.number.trim()) || !/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'number_invalid';
    var expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(values.expiry);
    var month = expiry ? Number(expiry[1]) : 0;
    if (!expiry || month < 1 || month > 12) errors.expiry = 'expiry_invalid';
    else {
      var now = new Date();
      if ((2000 + Number(expiry[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'expiry_past';
    }
    if (!/^\d{3}$/.test(values.cvc.trim())) errors.cvc = 'cvc_invalid';
    if (values.holder.trim() === '') errors.holder = 'holder_required';
    return errors;
  }

  function showErrors(errors) {
    var first = null;
    FIELDS.forEach(function (name) {
      var input = form.elements[name];
      var error = document.getElementById(name + '-error');
      if (errors[name]) {
        error.textContent = errors[name];
        error.hidden = false;
        input.setAttribute('aria-invalid', 'true');
        if (!first) first = input;
      } else {
        error.textContent = '';
        error.hidden = true;
        input.removeAttribute('aria-invalid');
      }
    });
    if (first) first.focus();
  }

  function showFormError(text) {
    formError.textContent = text;
    formError.hidden = !text;
  }

  function busy(on) {
    payButton.disabled = on;
    payButton.textContent = on ? messages.paying : payLabel;
    form.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  function showResult(outcome) {
    form.hidden = true;
    var heading = document.createElement('h2');
    heading.textContent = outcome.success ? messages.result_success : messages.result_declined;
    heading.className = outcome.success ? 'ok' : 'failed';
    heading.tabIndex = -1;
    result.textContent = '';
    result.appendChild(heading);
    if (!outcome.success) {
      var reason = document.createElement('p');
      reason.textContent = messages[REASONS[outcome.code] || 'reason_declined'];
      result.appendChild(reason);
    }
    heading.focus();
  }

  FIELDS.forEach(function (name) {
    form.elements[name].addEventListener('input', function () {
      var input = form.elements[name];
      if (input.getAttribute('aria-invalid') !== 'true') return;
      input.removeAttribute('aria-invalid');
      var error = document.getElementById(name + '-error');
      error.hidden = true;
      error.textContent = '';
    });
  });

  form.elements.expiry.addEventListener('input', function (event) {
    var input = event.target;
    if (/^\d{2}$/.test(input.value) && !(event.inputType || '').startsWith('delete')) input.value += '/';
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    showFormError('');
    var values = {};
    for (var index = 0; index < form.elements.length; index += 1) {
      var element = form.elements[index];
      if (element.name) values[element.name] = element.value;
    }
    var errors = check(values);
    var texts = {};
    for (var key in errors) texts[key] = messages[errors[key]];
    showErrors(texts);
    if (Object.keys(errors).length > 0) return;

    busy(true);
    fetch('/widget/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { status: response.status, body: body };
        });
      })
      .then(function (answer) {
        if (answer.status === 422 && answer.body.fields) {
          busy(false);
          return showErrors(answer.body.fields);
        }
        if (answer.status !== 200) {
          busy(false);
          return showFormError(answer.body.message || messages.network_error);
        }
        var outcome = answer.body;
        if (outcome.acsUrl) {
          var challenge = new URL(outcome.acsUrl);
          challenge.searchParams.set('parent', parentOrigin);
          var ancestors = new URLSearchParams(window.location.search).get('ancestorOrigins');
          if (ancestors) challenge.searchParams.set('ancestors', ancestors);
          challenge.searchParams.set('lang', document.documentElement.lang);
          return window.location.assign(challenge.href);
        }
        showResult(outcome);
        toParent({ source: 'sandbox-widget', type: 'result', success: outcome.success, code: outcome.code, transactionId: outcome.transactionId });
      })
      .catch(function () {
        busy(false);
        showFormError(messages.network_error);
      });
  });

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') toParent({ source: 'sandbox-widget', type: 'close' });
  });

  form.elements.number.focus();
})();
