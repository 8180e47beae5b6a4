#!/usr/bin/env python3
"""The client of Benchmarks/outsized.sh: four expensive clients and one cheap one, loopback only.

Usage: outsized-client.py URL SECONDS
"""
import http.client
import itertools
import statistics
import sys
import threading
import time
import urllib.parse

PLANS = "&".join("plan=" + p for p in ["kahf", "mulk", "khatm:366:page", "ramadan", "surah:36@fri", "surah:55@sat",
                                        "surah:56@sun"])


def main():
    url, seconds = sys.argv[1], float(sys.argv[2])
    parts = urllib.parse.urlsplit(url)
    if parts.hostname not in ("127.0.0.1", "localhost", "::1"):
        sys.exit("outsized-client: loopback only")
    deadline = time.monotonic() + seconds
    numbers = itertools.count()
    lock = threading.Lock()
    statuses = {}

    def expensive():
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        while time.monotonic() < deadline:
            with lock:
                n = next(numbers)
            target = (f"/v1/calendar.ics?tz=Asia/Karachi&days=366&lang=ar&alarm={n % 1440}"
                      f"&planStart=2026-11-01&{PLANS}")
            try:
                conn.request("GET", target)
                response = conn.getresponse()
                response.read()
                status = response.status
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
                status = "error"
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
            if status == 503:
                time.sleep(0.05)
        conn.close()

    threads = [threading.Thread(target=expensive) for _ in range(4)]
    for thread in threads:
        thread.start()
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    conn.request("GET", "/v1/today?tz=Europe/London")
    conn.getresponse().read()
    latencies = []
    while time.monotonic() < deadline:
        began = time.monotonic()
        conn.request("GET", "/v1/today?tz=Europe/London")
        response = conn.getresponse()
        response.read()
        latencies.append((time.monotonic() - began) * 1000)
        time.sleep(0.02)
    conn.close()
    for thread in threads:
        thread.join()
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"/v1/today under four expensive clients: {len(latencies)} requests, median "
          f"{statistics.median(latencies):.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms; "
          f"calendars: {dict(sorted(statuses.items(), key=str))}")


if __name__ == "__main__":
    main()
