#!/usr/bin/python3
"""A minimal freedesktop Notifications server, for the tests of `ayah notify`.

Usage: notification-server.py RECORD READY [SECONDS]

Owns org.freedesktop.Notifications on the session bus, appends one JSON line
per Notify call to RECORD ({"app_name", "summary", "body"}), creates READY once
the name is owned, and exits after the first notification or after SECONDS
(default 30). Needs Debian's python3-dbus and python3-gi (run it with
/usr/bin/python3), inside `dbus-run-session`.
"""
import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

INTERFACE = "org.freedesktop.Notifications"


class Server(dbus.service.Object):
    def __init__(self, bus, record, loop):
        super().__init__(bus, "/org/freedesktop/Notifications")
        self.record = record
        self.loop = loop

    @dbus.service.method(INTERFACE, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout):
        with open(self.record, "a", encoding="utf-8") as out:
            out.write(json.dumps({"app_name": str(app_name), "summary": str(summary), "body": str(body)},
                                 ensure_ascii=False) + "\n")
        GLib.idle_add(self.loop.quit)
        return dbus.UInt32(1)

    @dbus.service.method(INTERFACE, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["body", "body-markup"]

    @dbus.service.method(INTERFACE, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("ayah-test-notifications", "DailyAyah", "1.0", "1.2")

    @dbus.service.method(INTERFACE, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        pass


def main():
    record, ready = sys.argv[1], sys.argv[2]
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    loop = GLib.MainLoop()
    name = dbus.service.BusName(INTERFACE, bus, do_not_queue=True)
    server = Server(bus, record, loop)
    open(ready, "w").close()
    GLib.timeout_add_seconds(seconds, loop.quit)
    loop.run()
    del server, name


if __name__ == "__main__":
    main()
