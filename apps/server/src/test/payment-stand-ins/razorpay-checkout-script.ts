/**
 * The stand-in's `checkout.js`: defines `window.Razorpay` as Checkout.js does (`new
 * Razorpay(options)`, `.open()`, `.on('payment.failed', …)`, `.close()`) and opens a small
 * dialog with Pay and Cancel. Pay asks the stand-in to capture a payment for the order and
 * calls `options.handler` with `razorpay_payment_id`, `razorpay_order_id` and
 * `razorpay_signature`; Cancel, Escape or the timeout call `options.modal.ondismiss`.
 */
export function razorpayCheckoutScript(standInUrl: string): string {
  return `(function () {
  var BASE = ${JSON.stringify(standInUrl)};
  function money(minor, currency) {
    var whole = Math.floor(minor / 100), part = String(minor % 100);
    return currency + ' ' + whole + '.' + (part.length < 2 ? '0' + part : part);
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }
  Razorpay.prototype.on = function (name, callback) { this.listeners[name] = callback; };
  Razorpay.prototype.close = function () {
    if (this.timer) clearTimeout(this.timer);
    if (this.overlay) { this.overlay.remove(); this.overlay = null; }
  };
  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-stand-in', '');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;' +
      'align-items:center;justify-content:center;z-index:2147483647';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'razorpay-stand-in-title');
    dialog.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;' +
      'max-width:320px;font:16px/1.4 sans-serif';
    var title = document.createElement('h2');
    title.id = 'razorpay-stand-in-title';
    title.textContent = o.name || 'Razorpay';
    var what = document.createElement('p');
    what.textContent = (o.description || '') + ': ' + money(o.amount, o.currency);
    var note = document.createElement('p');
    note.textContent = 'Razorpay stand-in: no money moves.';
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = 'Pay';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.style.marginLeft = '8px';
    pay.onclick = function () {
      pay.disabled = true;
      fetch(BASE + '/v1/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id })
      }).then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, body: body }; });
      }).then(function (answer) {
        self.close();
        if (answer.ok) { if (typeof o.handler === 'function') o.handler(answer.body); }
        else if (self.listeners['payment.failed']) self.listeners['payment.failed'](answer.body);
      });
    };
    cancel.onclick = function () { self.dismiss(); };
    overlay.addEventListener('keydown', function (e) { if (e.key === 'Escape') self.dismiss(); });
    dialog.append(title, what, note, pay, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    this.overlay = overlay;
    if (o.timeout) this.timer = setTimeout(function () { self.dismiss(); }, o.timeout * 1000);
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}
