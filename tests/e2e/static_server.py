"""Serves a directory on 127.0.0.1 for the end-to-end tests.

Usage: python3 static_server.py DIR [PORT]. PORT 0 (the default) picks a free port; the
first line printed is "PORT <n>". Serves .wasm as application/wasm (needed for streaming
compilation) and tells the browser not to cache, so every test sees the fresh build.
"""

import functools
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):  # keep the test output readable
        pass


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: static_server.py DIR [PORT]")
    directory = sys.argv[1]
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    handler = functools.partial(Handler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        print(f"PORT {httpd.server_address[1]}", flush=True)
        httpd.serve_forever()


if __name__ == "__main__":
    main()
