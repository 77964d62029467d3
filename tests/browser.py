#!/usr/bin/env python3
"""One headless Chromium for the pages of a test file (tests/html.bats).

A browser takes seconds of processor to start and almost nothing more a
page: html.bats opens some twenty pages, so it starts one browser and
asks it for each page in turn, over the DevTools protocol on a pipe
(--remote-debugging-pipe: messages of JSON, each ended by a NUL byte).

    browser.py serve SOCKET CHROMIUM PROFILE
        starts the browser and answers the requests that come to the
        Unix socket SOCKET, one at a time, until it is sent SIGTERM or
        has had none for ten minutes;
    browser.py ask SOCKET URL [OPTION...]
        opens URL in a new tab of that browser with the options of
        chromium --headless that the tests use: --dump-dom (the DOM on
        standard output once the page has loaded), --screenshot=FILE,
        --window-size=W,H (800,600 when not given), --hide-scrollbars,
        --virtual-time-budget=MS (the DOM read once MS ms of the page's
        time have passed, its timers run without waiting) and
        --allow-file-access-from-files (every page has it: the browser
        is started with it).
"""
import base64
import fcntl
import json
import os
import select
import signal
import socket
import subprocess
import sys
import time

IDLE = 600      # seconds without a request before the server ends
DEADLINE = 120  # seconds a page may take, as the tests' timeout 120 did


def high_fd(fd):
    """fd moved to 10 or above, clear of the 3 and 4 the browser uses."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return moved


class Browser:
    def __init__(self, chromium, profile):
        to_r, to_w = (high_fd(fd) for fd in os.pipe())
        from_r, from_w = (high_fd(fd) for fd in os.pipe())

        def pipe_fds():
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.proc = subprocess.Popen(
            [chromium, '--headless', '--no-sandbox', '--disable-gpu',
             '--disable-quic', '--no-first-run',
             '--disable-background-networking',
             '--disable-component-update', '--disable-sync',
             '--allow-file-access-from-files', '--remote-debugging-pipe',
             '--user-data-dir=' + profile, 'about:blank'],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=pipe_fds,
            pass_fds=(3, 4, to_r, from_w))
        os.close(to_r)
        os.close(from_w)
        self.to, self.frm = to_w, from_r
        self.buf = b''
        self.pending = []  # messages read while waiting for another
        self.next_id = 0

    def read(self, deadline):
        while b'\0' not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.frm], [], [], left)[0]:
                raise RuntimeError('the browser took too long')
            chunk = os.read(self.frm, 1 << 20)
            if not chunk:
                raise RuntimeError('the browser closed its pipe')
            self.buf += chunk
        msg, self.buf = self.buf.split(b'\0', 1)
        return json.loads(msg)

    def wait(self, match, deadline):
        for i, msg in enumerate(self.pending):
            if match(msg):
                return self.pending.pop(i)
        while True:
            msg = self.read(deadline)
            if match(msg):
                return msg
            self.pending.append(msg)

    def send(self, method, params=None, session=None, deadline=None):
        self.next_id += 1
        msg = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            msg['sessionId'] = session
        os.write(self.to, json.dumps(msg).encode() + b'\0')
        n = self.next_id
        reply = self.wait(lambda m: m.get('id') == n,
                          deadline or time.monotonic() + DEADLINE)
        if 'error' in reply:
            raise RuntimeError('%s: %s' % (method, reply['error']))
        return reply.get('result', {})

    def event(self, name, session, deadline):
        self.wait(lambda m: m.get('method') == name and
                  m.get('sessionId') == session, deadline)

    def page(self, req):
        """The request's page opened in a tab of its own, closed after."""
        deadline = time.monotonic() + DEADLINE
        w, h = req['size']
        tab = self.send('Target.createTarget', {'url': 'about:blank'},
                        deadline=deadline)['targetId']
        try:
            s = self.send('Target.attachToTarget',
                          {'targetId': tab, 'flatten': True},
                          deadline=deadline)['sessionId']
            self.send('Page.enable', session=s, deadline=deadline)
            self.send('Emulation.setDeviceMetricsOverride',
                      {'width': w, 'height': h, 'deviceScaleFactor': 1,
                       'mobile': False}, s, deadline)
            if req['hide_scrollbars']:
                self.send('Emulation.setScrollbarsHidden', {'hidden': True},
                          s, deadline)
            self.send('Page.navigate', {'url': req['url']}, s, deadline)
            self.event('Page.loadEventFired', s, deadline)
            if req['budget']:
                self.send('Emulation.setVirtualTimePolicy',
                          {'policy': 'pauseIfNetworkFetchesPending',
                           'budget': req['budget']}, s, deadline)
                self.event('Emulation.virtualTimeBudgetExpired', s, deadline)
            out = {}
            if req['dump']:
                out['dom'] = self.send(
                    'Runtime.evaluate',
                    {'expression': 'document.documentElement.outerHTML',
                     'returnByValue': True}, s, deadline)['result']['value']
            if req['screenshot']:
                out['png'] = self.send('Page.captureScreenshot',
                                       {'format': 'png'}, s,
                                       deadline)['data']
            return out
        finally:
            self.send('Target.closeTarget', {'targetId': tab})
            # No command is left unanswered: what else came is of no use.
            self.pending = []

    def close(self):
        try:
            self.send('Browser.close',
                      deadline=time.monotonic() + 10)
        except (RuntimeError, OSError):
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def serve(path, chromium, profile):
    browser = Browser(chromium, profile)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        listener.bind(path + '.new')
        listener.listen(4)
        # The socket is there only once it listens.
        os.rename(path + '.new', path)
        while select.select([listener], [], [], IDLE)[0]:
            conn, _ = listener.accept()
            with conn, conn.makefile('rwb') as f:
                try:
                    out = browser.page(json.loads(f.readline()))
                except (RuntimeError, OSError, KeyError, ValueError) as e:
                    out = {'error': str(e)}
                f.write(json.dumps(out).encode() + b'\n')
    finally:
        listener.close()
        browser.close()


def ask(path, url, options):
    req = {'url': url, 'size': [800, 600], 'dump': False,
           'screenshot': None, 'hide_scrollbars': False, 'budget': 0}
    for o in options:
        name, _, value = o.partition('=')
        if o == '--dump-dom':
            req['dump'] = True
        elif name == '--screenshot':
            req['screenshot'] = value
        elif name == '--window-size':
            req['size'] = [int(v) for v in value.split(',')]
        elif o == '--hide-scrollbars':
            req['hide_scrollbars'] = True
        elif name == '--virtual-time-budget':
            req['budget'] = int(value)
        elif o != '--allow-file-access-from-files':
            sys.exit('browser.py: unknown option ' + o)
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.connect(path)
    with conn, conn.makefile('rwb') as f:
        f.write(json.dumps(req).encode() + b'\n')
        f.flush()
        line = f.readline()
    if not line:
        sys.exit('browser.py: ' + url + ': the browser has ended')
    out = json.loads(line)
    if 'error' in out:
        sys.exit('browser.py: ' + url + ': ' + out['error'])
    if req['screenshot']:
        with open(req['screenshot'], 'wb') as png:
            png.write(base64.b64decode(out['png']))
    if req['dump']:
        sys.stdout.write(out['dom'] + '\n')


if __name__ == '__main__':
    if len(sys.argv) == 5 and sys.argv[1] == 'serve':
        serve(*sys.argv[2:])
    elif len(sys.argv) >= 4 and sys.argv[1] == 'ask':
        ask(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit('usage: browser.py serve SOCKET CHROMIUM PROFILE | '
                 'ask SOCKET URL [OPTION...]')
