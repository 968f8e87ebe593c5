"""A page in Debian's headless chromium, driven through the DevTools protocol
over a pipe (--remote-debugging-pipe: JSON messages, each ended by a NUL
byte, written to the browser's fd 3 and read from its fd 4), so that a test
clicks and types with real input events and reads the page as it stands.

    with BrowserSession(width=1100, height=800) as page:
        page.open("http://127.0.0.1:8000/page/")
        page.wait_for("document.body.dataset.ready === 'true'")
        page.click(120, 340)
        page.evaluate("document.title")
        page.screenshot("out/start.png")
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "chromium"


class BrowserError(RuntimeError):
    pass


class BrowserSession:
    def __init__(self, width=1100, height=800):
        self.width, self.height = width, height
        self._next_id = 0
        self._buffer = b""
        self.events = []

    def __enter__(self):
        self._profile = tempfile.mkdtemp(prefix="browser-session-")
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def give_pipes():  # in the child: fd 3 is read by chromium, fd 4 written
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self._process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", f"--user-data-dir={self._profile}",
             f"--window-size={self.width},{self.height}", "about:blank"],
            # Kept open in the child: the pipes' ends, and 3 and 4 once they are
            # duplicated there (fds are closed after preexec_fn runs).
            pass_fds=(3, 4, to_browser_read, from_browser_write), preexec_fn=give_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        targets = self._call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self._session = self._call("Target.attachToTarget", targetId=page["targetId"],
                                   flatten=True)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=self.width, height=self.height,
                  deviceScaleFactor=1, mobile=False)
        return self

    def __exit__(self, *exc):
        try:
            self._call("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self._profile, ignore_errors=True)

    # ----- The protocol -----

    def _read_message(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError("chromium closed its pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def _call(self, method, session=None, **params):
        self._next_id += 1
        request = {"id": self._next_id, "method": method, "params": params}
        if session:
            request["sessionId"] = session
        os.write(self._to_browser, json.dumps(request).encode() + b"\0")
        while True:
            message = self._read_message()
            if message.get("id") == self._next_id:
                if "error" in message:
                    raise BrowserError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def send(self, method, **params):
        """A command to the page; its result."""
        return self._call(method, session=self._session, **params)

    # ----- What a test does -----

    def open(self, url):
        self.send("Page.navigate", url=url)

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (awaited if a promise)."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise BrowserError(f"{expression[:80]}: "
                               f"{details.get('exception', {}).get('description', details)}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=30.0, every=0.05):
        """Waits until the expression is true in the page (one that throws, as
        while a page loads, counts as false); False on timeout."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate(f"(() => {{ try {{ return Boolean({expression}); }} "
                             f"catch {{ return false; }} }})()"):
                return True
            time.sleep(every)
        return False

    def click(self, x, y):
        """A left click at (x, y) of the viewport: the mouse moved there, pressed, released."""
        self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                      clickCount=1)

    def key(self, key, code=None, key_code=0):
        """One key pressed and released (e.g. "ArrowUp", "Enter")."""
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", type=kind, key=key, code=code or key,
                      windowsVirtualKeyCode=key_code)

    def type_text(self, text):
        """Text typed into the element that has the focus."""
        self.send("Input.insertText", text=text)

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))
