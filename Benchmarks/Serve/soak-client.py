#!/usr/bin/env python3
"""The client of Benchmarks/soak.sh: distinct requests to one ayah-server, its VmRSS sampled.

Usage: soak-client.py URL PID SECONDS COUNT CONNECTIONS

Sends up to COUNT requests, each to a target not asked before, for at most
SECONDS, over CONNECTIONS keep-alive connections (one thread each) to URL
(loopback only), while the main thread reads /proc/PID/status every second.
Prints one line per sample, then the summary. Bounded in count and time; stops
by itself.
"""

import http.client
import itertools
import sys
import threading
import time
import urllib.parse

ZONES = [
    "Asia/Karachi", "America/New_York", "Europe/London", "Pacific/Apia", "Asia/Tehran", "Africa/Cairo",
    "Australia/Sydney", "America/Havana", "Asia/Jakarta", "Europe/Istanbul", "America/Sao_Paulo", "Asia/Dhaka",
]
LANGS = ["en", "ar", "ur", "fr", "tr", "id", "fa", "bn", "ms"]


def target(n):
    """The n-th distinct target: the kind turns with n, the parameters make it new."""
    zone = ZONES[n % len(ZONES)]
    adjust = n // len(ZONES) % 5 - 2
    kind = n % 6
    if kind == 0:
        return f"/v1/today?tz={zone}&days={1 + n % 366}&hijriAdjust={adjust}"
    if kind == 1:
        return f"/v1/calendar.ics?tz={zone}&days={7 + n % 60}&lang={LANGS[n % len(LANGS)]}"
    if kind == 2:
        fmt = ["atom", "rss", "json"][n % 3]
        return f"/v1/feed.{fmt}?tz={zone}&hijriAdjust={adjust}&lang={LANGS[n // 7 % len(LANGS)]}"
    if kind == 3:
        return f"/?tz={zone}&theme={['light', 'dark'][n % 2]}&hijriAdjust={adjust}&lang={LANGS[n % len(LANGS)]}"
    if kind == 4:
        day = 1 + n % 28
        month = 1 + n // 28 % 12
        year = 2000 + n // 336 % 60
        return f"/v1/days/{year:04d}-{month:02d}-{day:02d}?tz={zone}"
    return f"/v1/today?tz={zone}&days={1 + n % 366}&dayStartsAt={n % 24:02d}:{n * 7 % 60:02d}"


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    url, pid, seconds, count, connections = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(
        sys.argv[5])
    parts = urllib.parse.urlsplit(url)
    if parts.hostname not in ("127.0.0.1", "localhost", "::1"):
        sys.exit("soak-client: loopback only")
    numbers = itertools.count()
    lock = threading.Lock()
    totals = {"sent": 0, "bytes": 0, "errors": 0}
    deadline = time.monotonic() + seconds

    def work():
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
        while time.monotonic() < deadline:
            with lock:
                n = next(numbers)
            if n >= count:
                break
            try:
                conn.request("GET", target(n), headers={"Accept-Encoding": "gzip"})
                response = conn.getresponse()
                body = response.read()
                ok = response.status == 200
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
                body, ok = b"", False
            with lock:
                totals["sent"] += 1
                totals["bytes"] += len(body)
                totals["errors"] += 0 if ok else 1
        conn.close()

    start_rss = rss_kib(pid)
    threads = [threading.Thread(target=work) for _ in range(connections)]
    for thread in threads:
        thread.start()
    samples = [start_rss]
    began = time.monotonic()
    while any(thread.is_alive() for thread in threads):
        time.sleep(1)
        samples.append(rss_kib(pid))
        with lock:
            print(f"{time.monotonic() - began:6.0f} s  {totals['sent']:6d} requests  VmRSS {samples[-1] / 1024:7.1f} MiB",
                  flush=True)
    for thread in threads:
        thread.join()
    print(f"soak: {totals['sent']} distinct requests ({totals['errors']} not 200), "
          f"{totals['bytes'] / 1048576:.1f} MiB received in {time.monotonic() - began:.0f} s; "
          f"VmRSS at start {start_rss / 1024:.1f} MiB, peak {max(samples) / 1024:.1f} MiB, "
          f"last {samples[-1] / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
