"""Serves a directory on 127.0.0.1 for the end-to-end tests.

Usage: python3 static_server.py DIR [PORT]. PORT 0 (the default) picks a free port; the
first line printed is "PORT <n>". Serves .wasm as application/wasm (needed for streaming
compilation) and tells the browser not to cache, so every test sees the fresh build.

Like a production server with precompressed files (nginx `brotli_static on;` and
`gzip_static on;`), it sends FILE.br, written by scripts/precompress.mjs, with
`Content-Encoding: br` when the browser accepts brotli and the file has one, else FILE.gz
with `Content-Encoding: gzip` when it accepts gzip: the end-to-end tests run on the bytes
players receive. PLANISFERO_ENCODINGS=gzip (a comma-separated list of br and gzip) makes it a
host that sends only those (tools/perf/first-paint.mjs measures a gzip host).

Environment: STATIC_SERVER_CACHE_CONTROL replaces the `Cache-Control: no-store` header
(e.g. `no-cache`, as many hosts send); STATIC_SERVER_LOG=1 prints a line per request.
"""

import functools
import http.server
import os
import sys

ENCODINGS = [
    (name, ext)
    for name, ext in (("br", ".br"), ("gzip", ".gz"))
    if name in os.environ.get("PLANISFERO_ENCODINGS", "br,gzip").split(",")
]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepted = [
            part.split(";", 1)[0].strip()
            for part in self.headers.get("Accept-Encoding", "").split(",")
        ]
        encoding = next(
            (
                (name, ext)
                for name, ext in ENCODINGS
                if name in accepted and os.path.isfile(path + ext)
            ),
            None,
        )
        if encoding is None or not os.path.isfile(path):
            return super().send_head()
        try:
            f = open(path + encoding[1], "rb")
        except OSError:
            return super().send_head()
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding[0])
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(size))
        self.end_headers()
        return f

    def end_headers(self):
        self.send_header("Cache-Control", os.environ.get("STATIC_SERVER_CACHE_CONTROL", "no-store"))
        super().end_headers()

    def log_message(self, format, *args):  # keep the test output readable
        pass

    def log_request(self, code="-", size="-"):
        # STATIC_SERVER_LOG=1: one "REQUEST <method> <path>" line per request on stdout.
        if os.environ.get("STATIC_SERVER_LOG"):
            # One write per line: requests are served by several threads.
            sys.stdout.write(f"REQUEST {self.command} {self.path}\n")
            sys.stdout.flush()


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser closed while a file was on its way (a test ended while the service
        # worker was still precaching): nothing went wrong on the server's side.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: static_server.py DIR [PORT]")
    directory = sys.argv[1]
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    handler = functools.partial(Handler, directory=directory)
    with Server(("127.0.0.1", port), handler) as httpd:
        print(f"PORT {httpd.server_address[1]}", flush=True)
        httpd.serve_forever()


if __name__ == "__main__":
    main()
