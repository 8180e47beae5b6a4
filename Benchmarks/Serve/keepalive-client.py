#!/usr/bin/env python3
"""GET a path N times on one keep-alive connection, each after the previous
answer has been read whole (a 200 with a Content-Length), as wrk sends it:
request line and Host only. First one GET on a connection of its own (closed
after), so that a server with a reply cache has the reply in it before the
measured connection opens.

Usage: keepalive-client.py HOST PORT PATH N
"""
import socket
import sys


def get_once(host, port, path):
    with socket.create_connection((host, port)) as warm:
        warm.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        while warm.recv(65536):
            pass


def main():
    host, port, path, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    get_once(host, port, path)
    request = f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode()
    pending = b""
    with socket.create_connection((host, port)) as connection:
        for number in range(count):
            connection.sendall(request)
            while True:
                end = pending.find(b"\r\n\r\n")
                if end >= 0:
                    head = pending[:end].decode("latin-1")
                    length = [line.split(":", 1)[1] for line in head.split("\r\n")
                              if line.lower().startswith("content-length:")]
                    if not head.startswith("HTTP/1.1 200") or not length:
                        sys.exit(f"request {number + 1}: not a 200 with a Content-Length: {head.splitlines()[0]}")
                    total = end + 4 + int(length[0])
                    if len(pending) >= total:
                        pending = pending[total:]
                        break
                more = connection.recv(65536)
                if not more:
                    sys.exit(f"the server closed the connection after {number} requests")
                pending += more


if __name__ == "__main__":
    main()
